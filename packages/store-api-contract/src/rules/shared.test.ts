import { describe, expect, it } from 'vitest';
import { isUuid, normaliseUuid } from './ids';
import { codePointLength, defaultListingLimit, listingPageSizes, orderReferenceMaxLength } from './limits';
import { canSeePrices, canSeeStock } from './priceVisibility';
import { isListingSorting, listingSortingKeys } from './sorting';
import { grossFromNet } from './price';

describe('ids (one UUID pattern)', () => {
  it.each([
    ['0191c2d4-7b1e-7c3a-9f2e-1a2b3c4d5e6f', true],
    ['0191C2D4-7B1E-7C3A-9F2E-1A2B3C4D5E6F', true],
    ['0191c2d47b1e7c3a9f2e1a2b3c4d5e6f', false],
    ['0191c2d4-7b1e-7c3a-9f2e-1a2b3c4d5e6', false],
    ['not-an-id', false],
  ])('isUuid(%s) is %s', (value, expected) => expect(isUuid(value)).toBe(expected));

  it('normalises the 32-digit Shopware form to the dashed lower-case form', () => {
    expect(normaliseUuid('0191C2D47B1E7C3A9F2E1A2B3C4D5E6F')).toBe('0191c2d4-7b1e-7c3a-9f2e-1a2b3c4d5e6f');
    expect(normaliseUuid('nope')).toBeNull();
  });
});

describe('limits (account-area.md §9, storefront.md §2)', () => {
  it('order reference ≤ 30, listing 24 by default of 24/48/96', () => {
    expect(orderReferenceMaxLength).toBe(30);
    expect(defaultListingLimit).toBe(24);
    expect([...listingPageSizes]).toEqual([24, 48, 96]);
  });
  it('counts code points like PostgreSQL char_length', () => {
    expect(codePointLength('Größe 🔩')).toBe(7);
  });
});

describe('price visibility (storefront.md §6)', () => {
  it('anonymous visitors see list prices but no stock', () => {
    expect(canSeePrices(null)).toBe(true);
    expect(canSeeStock(null)).toBe(false);
  });
  it('customers see prices only with ROLE_VIEW_PRICES, stock always', () => {
    expect(canSeePrices({ roles: ['ROLE_VIEW_PRICES'] })).toBe(true);
    expect(canSeePrices({ roles: ['ROLE_PLACE_ORDERS'] })).toBe(false);
    expect(canSeeStock({ roles: [] })).toBe(true);
  });
});

describe('sorting (storefront.md §2 Sorting)', () => {
  it('knows its keys and nothing else', () => {
    expect(listingSortingKeys).toContain('name-asc');
    expect(isListingSorting('price-desc')).toBe(true);
    expect(isListingSorting('toString')).toBe(false);
  });
});

describe('gross prices at the Austrian and Belgian VAT rates (storefront.md §9)', () => {
  it.each([
    [3.5, 21, 4.24],
    [3.5, 20, 4.2],
    [0.05, 13, 0.06],
    [1.15, 10, 1.27],
    [2.45, 12, 2.74],
    [0.25, 6, 0.27],
    [19.99, 21, 24.19],
  ])('net %s at %s %% is %s gross', (net, rate, gross) => expect(grossFromNet(net, rate)).toBe(gross));
});
