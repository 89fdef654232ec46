/**
 * What a product in a listing offers (storefront.md §2 Product listing and detail, Search; issue 10 product card):
 * a parent product with variants opens its variants table (a parent is never added itself), a product that cannot
 * be bought gets the mail-to button in place of add to cart, every other product is added with the counter.
 * Pure module: cards, search results and the product page decide alike.
 */

/** `add` to the cart, open the `variants` table, or `request` an offer by mail. */
export type PurchaseAction = 'add' | 'variants' | 'request';

/** The product page's query parameter that opens (and scrolls to) the variants table. */
export const variantsTableParameter = 'showVariantsTable';

/** The purchase action of a product from its answer's `childCount` (variants) and `available` (buyable). */
export function purchaseActionOf(product: {
  childCount: number;
  variantsCount?: { childCount: number } | undefined;
  available: boolean;
}): PurchaseAction {
  if (product.childCount > 0 || (product.variantsCount?.childCount ?? 0) > 0) return 'variants';
  return product.available ? 'add' : 'request';
}

/** The product page path that opens the variants table (`<path>?showVariantsTable=true`). */
export function variantsTablePath(productPath: string): string {
  return `${productPath}${productPath.includes('?') ? '&' : '?'}${variantsTableParameter}=true`;
}

/** The `mailto:` link asking for an offer for a product, with its number and name as the subject. */
export function offerRequestMailto(address: string, product: { productNumber: string; name: string }): string {
  return `mailto:${address}?subject=${encodeURIComponent(`${product.productNumber} ${product.name}`)}`;
}
