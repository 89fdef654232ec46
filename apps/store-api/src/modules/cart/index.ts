// Public API of the cart module: its routes, the cart merge on login, and what placing an order does with a cart.
export { registerCartRoutes } from './routes';
export { calculateCustomerCart, lockCustomerCart, mergeAnonymousCart, removeCartById } from './service';
export type { CartLineRow } from './repo';
export { checkLineQuantity } from './domain/lineQuantity';
