import { describe, expect, it } from 'vitest';
import { catalogDeDE } from '../i18n/messages/catalog/de-DE';
import { catalogEnGB } from '../i18n/messages/catalog/en-GB';
import { searchMetaTags } from './searchMeta.server';

describe('the search page has its own title and description and is not indexed (storefront.md §3 Meta info, §9)', () => {
  it('names the term and the number of hits in the page language, noindex, no canonical link', () => {
    expect(searchMetaTags('de-DE', catalogDeDE, { query: 'm8', total: 114 })).toEqual([
      { title: 'Suchergebnisse für „m8“ | Ratchet' },
      { name: 'description', content: '114 Artikel für „m8“ bei Ratchet, technischer und industrieller Bedarf.' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
    expect(searchMetaTags('en-GB', catalogEnGB, { query: 'din 933', total: 1 })).toEqual([
      { title: 'Search results for “din 933” | Ratchet' },
      { name: 'description', content: '1 article for “din 933” at Ratchet, technical and industrial supplies.' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });

  it('says when nothing was found, and without a term carries no description', () => {
    expect(searchMetaTags('en-GB', catalogEnGB, { query: 'xyz', total: 0 })[1]).toEqual({
      name: 'description',
      content: 'No articles for “xyz” at Ratchet, technical and industrial supplies.',
    });
    expect(searchMetaTags('de-DE', catalogDeDE, { query: '', total: null })).toEqual([
      { title: 'Suche | Ratchet' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });
});
