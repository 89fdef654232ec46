// Public API of the content module: footer CMS, blog listing and blog detail routes.
export { registerContentRoutes } from './routes';
