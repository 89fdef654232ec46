// Public API of the order module: order creation and read-back routes.
export { registerOrderRoutes } from './routes';
