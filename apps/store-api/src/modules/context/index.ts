// Public API of the context module: the context middleware (sales channel, context token, customer and roles),
// token replacement on login/logout, domains, and the context routes.
export {
  contextMiddleware,
  createContext,
  ensureHeader,
  headers,
  isContextDeferred,
  loadContext,
  newContextToken,
  replaceContextToken,
  resolveDeferredContext,
} from './middleware';
export { registerContextRoutes } from './routes';
export { loadDomains } from './service';
export { contextFromRow } from './middleware';
export type { ContextRow } from './repo';
