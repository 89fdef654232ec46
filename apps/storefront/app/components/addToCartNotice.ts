import { addedProducts, type Cart, type UseNotificationsReturn } from '@ratchet/commerce-hooks';

/**
 * The add-to-cart success notice (storefront.md §8 "add to cart (with the count)"; issue 10: it names the quantity and
 * the product actually added): one product → "25 × Hexagon bolt M8 added to the cart.", several → the count, read
 * from the cart before and after the add, so a quantity the server changed is the one named.
 */
export function notifyAdded(
  notifications: Pick<UseNotificationsReturn, 'success'>,
  before: Cart | undefined,
  after: Cart | undefined,
  locale: string,
): void {
  const added = addedProducts(before, after);
  const [only] = added;
  if (added.length === 1 && only) {
    const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(only.quantity);
    notifications.success('cart.addedProduct', { quantity, name: only.name });
  } else if (added.length > 1) {
    notifications.success('cart.added', { count: added.length });
  }
}
