import { describe, expect, it } from 'vitest';
import { groupOptionFilters, pageAndLimit, parseIdList, totalPages } from './listingParameters';
import { escapeLike, parseSearchTerm } from './searchTerm';
import { productSeoPath, slugify } from './slug';
import { effectiveNetPrice, isBuyable } from './visibility';

const a = '00000009-0000-4000-8000-000000000001';
const b = '00000009-0000-4000-8000-000000000002';
const c = '00000009-0000-4000-8000-000000000003';

describe('listing parameters (storefront.md §2 Product listing, §9)', () => {
  it('defaults to page 1 with 24 per page and bounds the limit', () => {
    expect(pageAndLimit({})).toEqual({ page: 1, limit: 24 });
    expect(pageAndLimit({ p: 3, limit: 500 })).toEqual({ page: 3, limit: 100 });
    expect(pageAndLimit({ page: 0, limit: 0 })).toEqual({ page: 1, limit: 1 });
  });

  it('counts total pages, at least one', () => {
    expect(totalPages(0, 24)).toBe(1);
    expect(totalPages(49, 24)).toBe(3);
  });

  it('reads `id|id` lists and drops what is not an id', () => {
    expect(parseIdList(`${a}|${b.toUpperCase()}|nonsense|${a}`)).toEqual([a, b]);
    expect(parseIdList([a, 'x'])).toEqual([a]);
    expect(parseIdList(undefined)).toEqual([]);
  });

  it('groups options: OR inside a property group, AND across groups; unknown options dropped', () => {
    const groups: Record<string, string> = { [a]: 'thread', [b]: 'thread', [c]: 'material' };
    expect(groupOptionFilters([a, c, b, 'unknown'], (id) => groups[id])).toEqual([[a, b], [c]]);
  });
});

describe('search terms (storefront.md §2 Search)', () => {
  it('an empty or blank query is no search', () => {
    expect(parseSearchTerm('   ')).toBeNull();
  });

  it('lower-cases, collapses whitespace and keeps name words of three or more letters, longest first', () => {
    expect(parseSearchTerm('  Sechskant   A2  DIN ')).toEqual({
      term: 'sechskant a2 din',
      words: ['sechskant', 'din'],
    });
  });

  it('keeps metric thread sizes (M8, M10) as name words although they are short (quick search "M8")', () => {
    expect(parseSearchTerm('Sechskant M8')?.words).toEqual(['sechskant', 'm8']);
    expect(parseSearchTerm('m10')?.words).toEqual(['m10']);
    expect(parseSearchTerm('x8')?.words).toEqual([]);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('SEO paths', () => {
  it('spells umlauts out and joins words with dashes', () => {
    expect(slugify('Schläuche & Größe 8.8')).toBe('schlaeuche-groesse-8-8');
    expect(productSeoPath('Vis à tête M8', 'R0000001')).toBe('vis-a-tete-m8/R0000001');
  });
});

describe('customer prices and buyability (storefront.md §6)', () => {
  it('a customer price replaces the list price', () => {
    expect(effectiveNetPrice(10, 9)).toBe(9);
    expect(effectiveNetPrice(10, null)).toBe(10);
  });

  it('a closeout article is buyable only while stock covers the minimum (issue 3 Reliability)', () => {
    expect(isBuyable({ active: true, isCloseout: true, stock: 0, minPurchase: 1 })).toBe(false);
    expect(isBuyable({ active: true, isCloseout: false, stock: 0, minPurchase: 1 })).toBe(true);
    expect(isBuyable({ active: false, isCloseout: false, stock: 10, minPurchase: 1 })).toBe(false);
  });
});
