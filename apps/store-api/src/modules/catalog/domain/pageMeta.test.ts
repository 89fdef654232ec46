import { describe, expect, it } from 'vitest';
import { defaultRobots, metaDescription, metaDescriptionMaxLength, pageMeta } from './pageMeta';

describe('page meta info (storefront.md §3 Meta info, §9 robots default)', () => {
  it.each([
    ['plain text stays', 'Schrauben für Profis.', 'Schrauben für Profis.'],
    ['markup and extra whitespace go', '<p>Edelstahl&nbsp;A2,\n  <b>rostfrei</b></p>', 'Edelstahl A2, rostfrei'],
    ['empty text is no description', '  <p> </p> ', null],
    ['null is no description', null, null],
  ])('%s', (_case, text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it(`cuts a long description at a whole word to at most ${metaDescriptionMaxLength} characters`, () => {
    const long = `${'Sechskantschraube verzinkt '.repeat(10)}Ende`;
    const description = metaDescription(long) ?? '';
    expect(description.length).toBeLessThanOrEqual(metaDescriptionMaxLength);
    expect(description.endsWith('verzinkt…') || description.endsWith('Sechskantschraube…')).toBe(true);
  });

  it("takes the stored meta title, else the page's name; robots default 'index, follow'", () => {
    expect(pageMeta({ name: 'Schrauben', metaTitle: 'Schrauben kaufen', description: null, canonical: '/s/' })).toEqual(
      { title: 'Schrauben kaufen', description: null, keywords: null, robots: defaultRobots, canonical: '/s/' },
    );
    expect(pageMeta({ name: 'Schrauben', metaTitle: ' ', description: 'Text', canonical: '/s/' }).title).toBe(
      'Schrauben',
    );
    expect(defaultRobots).toBe('index, follow');
  });
});
