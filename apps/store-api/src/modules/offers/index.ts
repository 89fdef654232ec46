// Public API of the offers module (issue 13): its routes.
export { registerOfferRoutes } from './routes';
