// Public API of the cart module: its routes, the cart merge on login, and what placing an order reads of a cart.
export { registerCartRoutes } from './routes';
export { calculateLines, mergeAnonymousCart } from './service';
export { deleteCartRow as removeCart, findCart, findOrCreateCart, loadCartLines, loadCartSettings } from './repo';
export type { CartLineRow } from './repo';
export { checkLineQuantity } from './domain/lineQuantity';
