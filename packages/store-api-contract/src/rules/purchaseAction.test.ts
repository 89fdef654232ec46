import { describe, expect, it } from 'vitest';
import { offerRequestMailto, purchaseActionOf, variantsTablePath } from './purchaseAction';

describe('purchaseActionOf (storefront.md §2 listing and detail; issue 10 product card)', () => {
  it.each([
    ['a buyable simple product is added to the cart', { childCount: 0, available: true }, 'add'],
    [
      'a product with variants opens its variants table (never added itself)',
      { childCount: 4, available: true },
      'variants',
    ],
    [
      'variants counted in variantsCount only',
      { childCount: 0, variantsCount: { childCount: 2 }, available: true },
      'variants',
    ],
    ['a parent that is not buyable still opens its variants', { childCount: 3, available: false }, 'variants'],
    ['a product that is not buyable shows the mail-to button', { childCount: 0, available: false }, 'request'],
  ] as const)('%s', (_, product, action) => {
    expect(purchaseActionOf(product)).toBe(action);
  });
});

describe('variantsTablePath and offerRequestMailto', () => {
  it('adds showVariantsTable=true to the product path (storefront.md §2 Search)', () => {
    expect(variantsTablePath('/schraube/SW-1')).toBe('/schraube/SW-1?showVariantsTable=true');
    expect(variantsTablePath('/detail/1?x=1')).toBe('/detail/1?x=1&showVariantsTable=true');
  });

  it('names the product in the mail subject, encoded', () => {
    expect(offerRequestMailto('info@ratchet.example', { productNumber: 'SW-1', name: 'Bolt M8 & nut' })).toBe(
      'mailto:info@ratchet.example?subject=SW-1%20Bolt%20M8%20%26%20nut',
    );
  });
});
