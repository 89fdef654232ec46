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
export { loadDomains, registerContextRoutes } from './routes';
export { contextFromRow } from './middleware';
export type { ContextRow } from './repo';
