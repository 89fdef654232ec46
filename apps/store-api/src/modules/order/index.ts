// Public API of the order module: order creation and read-back routes.
export { registerOrderRoutes } from './routes';
// Issue 12: a request is written like an order ('request' mode) and placed when an approver approves it.
export { placeRequestedOrder, placeOrder } from './service';
export type { PlaceOrderInput, RequestedOrderOutcome } from './service';
export { placeOrderInputOf } from './routes';
