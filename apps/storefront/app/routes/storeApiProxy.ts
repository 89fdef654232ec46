import { proxyToStoreApi } from '../lib/proxy.server';
import type { Route } from './+types/storeApiProxy';

/** The path below `/store-api/` (the same module serves several route ids, see routes.ts). */
function storeApiPath(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/store-api\/?/, '');
}

/** GET and HEAD through the same-origin store-API proxy. */
export function loader({ request }: Route.LoaderArgs) {
  return proxyToStoreApi(request, storeApiPath(request));
}

/** POST, PATCH and DELETE through the same-origin store-API proxy. */
export function action({ request }: Route.ActionArgs) {
  return proxyToStoreApi(request, storeApiPath(request));
}
