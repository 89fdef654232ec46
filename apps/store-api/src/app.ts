import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { errorCodes, health } from '@ratchet/store-api-contract';
import { registerApprovalRoutes } from './modules/approval';
import { registerArticleLinkRoutes } from './modules/articleLinks';
import { registerAuthRoutes } from './modules/auth';
import { registerCartRoutes } from './modules/cart';
import { registerCatalogRoutes, registerMediaRoutes } from './modules/catalog';
import { registerCompanyRoutes } from './modules/company';
import { registerContentRoutes } from './modules/content';
import { contextMiddleware, ensureHeader, headers, registerContextRoutes } from './modules/context';
import { registerCostCenterRoutes } from './modules/costCenter';
import { registerInvoiceRoutes } from './modules/invoices';
import { registerOfferRoutes } from './modules/offers';
import { registerOrderRoutes } from './modules/order';
import { registerOrderHistoryRoutes } from './modules/orderHistory';
import { registerOrderListRoutes } from './modules/orderLists';
import { registerProfileRoutes } from './modules/profile';
import { registerQuickOrderRoutes } from './modules/quickOrder';
import { registerRegistrationRoutes } from './modules/registration';
import type { AppDeps, AppEnv } from './platform/http/env';
import { StoreApiHttpError } from './platform/http/errors';
import { route } from './platform/http/route';

/**
 * The store-API as a Hono app: CORS (exposing sw-context-token), the context middleware on
 * `/store-api/*`, every area's routes, and the Shopware error shape for every failure.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const preflight = cors({
    origin: (origin) => origin || '*',
    allowHeaders: [headers.accessKey, headers.contextToken, headers.languageId, 'content-type', 'accept'],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: [headers.contextToken],
    credentials: true,
    maxAge: 600,
  });
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    // The CORS headers of an actual request (as hono's cors sets them), set before the answer exists:
    // hono's cors touches `c.res` before and after the handler, which turns every answer into a
    // streamed copy of itself (issue 3 Performance: ~15 % of the server's CPU per typeahead request).
    const cors = {
      'access-control-allow-origin': c.req.header('origin') || '*',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': headers.contextToken,
    };
    for (const [name, value] of Object.entries(cors)) c.header(name, value);
    c.header('vary', 'Origin', { append: true });
    await next();
    // A handler's own Response object does not carry the prepared headers.
    for (const [name, value] of Object.entries(cors)) ensureHeader(c, name, value);
  });

  // Health is answered without a sales channel: `npm start` polls it while the server boots.
  route(app, health, () => ({ status: 'ok' as const }));
  registerMediaRoutes(app, deps);

  app.use('/store-api/*', contextMiddleware(deps));
  // One line per module: each registers its contract operations through the platform's route().
  registerContextRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerCartRoutes(app, deps);
  // Before the order module: its GET /ratchet/order/{orderId} would take /ratchet/order/history.
  registerOrderHistoryRoutes(app, deps);
  registerOrderListRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerOfferRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerApprovalRoutes(app, deps);
  registerQuickOrderRoutes(app, deps);
  registerCostCenterRoutes(app, deps);
  registerArticleLinkRoutes(app, deps);

  app.notFound((c) => {
    const error = new StoreApiHttpError(
      404,
      errorCodes.routeNotFound,
      `No route found for "${c.req.method} ${new URL(c.req.url).pathname}".`,
    );
    return c.json(error.toBody(), 404);
  });

  app.onError((error, c) => {
    if (error instanceof StoreApiHttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.toBody(), error.status as 400);
    }
    console.error('[store-api] unhandled error', error);
    const internal = new StoreApiHttpError(500, errorCodes.internal, 'Internal server error.');
    return c.json(internal.toBody(), 500);
  });

  return app;
}
