import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { registerCatalogRoutes } from './catalog';
import { registerContentRoutes } from './content';
import { registerContextRoutes } from './context';
import { registerAccountRoutes } from './account';
import { registerCheckoutRoutes } from './checkout';

/** Registers every area's routes. One line per area folder. */
export function registerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  registerContextRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
}
