import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../platform/http/env';
import { registerNavigationRoutes } from './navigation';
import { registerPageRoutes } from './pages';
import { registerProductRoutes } from './products';

/** Navigation, categories, listing, search, products, pages and SEO URLs. */
export function registerCatalogRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  registerNavigationRoutes(app);
  registerProductRoutes(app);
  registerPageRoutes(app);
}
