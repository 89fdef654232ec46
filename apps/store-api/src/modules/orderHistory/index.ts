// Public API of the order history module (issue 13): its routes, and the cart transfer offers reuse.
export { registerOrderHistoryRoutes } from './routes';
export { assertDateRange, pagerOf, transferToCart } from './service';
export type { TransferLine } from './domain';
