// Public API of the registration module (issue 11): its routes.
export { registerRegistrationRoutes } from './routes';
