// Public API of the quick order module (issue 13): its routes.
export { registerQuickOrderRoutes } from './routes';
