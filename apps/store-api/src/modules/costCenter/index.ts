// Public API of the cost centre module (issue 13): its routes, and the cart's contact an order keeps.
export { registerCostCenterRoutes } from './routes';
export { cartContactForOrder } from './service';
