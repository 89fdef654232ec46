// Public API of the article links module (issue 13): its routes.
export { registerArticleLinkRoutes } from './routes';
