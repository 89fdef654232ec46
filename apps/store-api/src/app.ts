import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { errorCodes } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from './http/env';
import { contextMiddleware, headers } from './http/context';
import { StoreApiHttpError } from './http/errors';
import { registerRoutes } from './routes';
import { registerMediaRoutes } from './routes/media';

/**
 * The store-API as a Hono app: CORS (exposing sw-context-token), the context middleware on
 * `/store-api/*`, every area's routes, and the Shopware error shape for every failure.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: [headers.accessKey, headers.contextToken, headers.languageId, 'content-type', 'accept'],
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: [headers.contextToken],
      credentials: true,
      maxAge: 600,
    }),
  );

  // Health is answered without a sales channel: `npm start` polls it while the server boots.
  app.get('/store-api/_info/health', (c) => c.json({ status: 'ok' }));
  registerMediaRoutes(app, deps);

  app.use('/store-api/*', contextMiddleware(deps));
  registerRoutes(app, deps);

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
