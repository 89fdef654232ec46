// Public API of the profile module (issue 11): its routes.
export { registerProfileRoutes } from './routes';
