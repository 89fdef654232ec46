// Public API of the order lists module (issue 13): its routes.
export { registerOrderListRoutes } from './routes';
