import { describe, expect, it } from 'vitest';
import { canonicalUrl, metaTags, pageMetaOf } from './pageMeta.server';

const domain = { url: 'https://shop.example/de-at' };

describe("each page's own title, description, robots and canonical link (storefront.md §3 Meta info, §9 robots)", () => {
  it('makes the canonical path a URL under the domain (home is the domain itself)', () => {
    expect(canonicalUrl(domain, '/')).toBe('https://shop.example/de-at');
    expect(canonicalUrl({ url: 'https://shop.example/de-at/' }, '/kontakt/')).toBe(
      'https://shop.example/de-at/kontakt/',
    );
    expect(canonicalUrl(domain, 'werkzeuge/bohrer/')).toBe('https://shop.example/de-at/werkzeuge/bohrer/');
    expect(canonicalUrl(domain, '/stahl-ü/R0000010')).toBe('https://shop.example/de-at/stahl-%C3%BC/R0000010');
  });

  it("writes the store-API's meta as title, description, robots and canonical link", () => {
    const meta = pageMetaOf(
      {
        title: 'Kontakt | Ratchet',
        description: 'Kontakt – Ratchet',
        keywords: null,
        robots: 'index, follow',
        canonical: '/kontakt/',
      },
      domain,
    );
    expect(metaTags(meta)).toEqual([
      { title: 'Kontakt | Ratchet' },
      { name: 'description', content: 'Kontakt – Ratchet' },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/de-at/kontakt/' },
    ]);
  });

  it('leaves out a missing description and canonical', () => {
    expect(metaTags({ title: 'Suche', description: null, robots: 'noindex, follow', canonical: null })).toEqual([
      { title: 'Suche' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });
});
