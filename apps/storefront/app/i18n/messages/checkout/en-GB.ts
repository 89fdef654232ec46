/** English (en-GB): the source of the keys and the fallback of every other locale. */
export const checkoutEnGB = {
  'cart.title': 'Cart',
  'cart.empty': 'Your cart is empty.',
  'cart.remove': 'Remove {name}',
  'cart.clear': 'Empty the cart',
  'cart.quantity': 'Quantity of {name}',
  'cart.total': 'Total',
  'cart.productNumber': 'Article number {number}',
} as const;
