// Public API of the cart module: its routes, the cart merge on login, and what placing an order reads of a cart.
export { registerCartRoutes } from './routes';
export { calculateLines, findCart, loadCartLines, loadCartSettings, mergeAnonymousCart } from './repo';
export { checkLineQuantity } from './domain/lineQuantity';
