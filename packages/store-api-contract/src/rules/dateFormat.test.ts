import { describe, expect, it, vi } from 'vitest';
import { formatIsoDate } from './dateFormat';

describe('formatIsoDate (storefront.md §3 cart line delivery date, §9 formats)', () => {
  const locales = ['de-DE', 'de-AT', 'en-GB', 'nl-NL', 'fr-FR'];
  const dates = Array.from(
    { length: 12 },
    (_, month) => `2026-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`,
  );
  dates.push('2027-12-31', '1999-01-10');

  it.each([
    ['de-DE', '2026-11-30', '30.11.2026'],
    ['en-GB', '2026-09-03', '3 Sept 2026'],
    ['nl-NL', '2026-03-03', '3 mrt 2026'],
    ['fr-FR', '2026-02-14', '14 févr. 2026'],
  ])('%s writes %s as %s', (locale, date, expected) => {
    expect(formatIsoDate(date, locale)).toBe(expected);
  });

  it('writes every month of the shop locales exactly as Intl medium dates, without making an Intl.DateTimeFormat', () => {
    const expected = locales.map((locale) => {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      return dates.map((date) => intl.format(new Date(`${date}T00:00:00Z`)));
    });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(locales.map((locale) => dates.map((date) => formatIsoDate(date, locale)))).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves other locales to Intl and rejects a date that is not a calendar date', () => {
    expect(formatIsoDate('2026-11-30', 'nl-BE')).toBe(
      new Intl.DateTimeFormat('nl-BE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-11-30T00:00:00Z'),
      ),
    );
    expect(() => formatIsoDate('2026-02-30', 'de-DE')).toThrow(RangeError);
  });
});
