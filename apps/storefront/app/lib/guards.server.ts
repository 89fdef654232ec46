import { accountRouteOf, mayOpenAccountRoute } from '@ratchet/store-api-contract/rules';
import { redirect, type RouterContextProvider } from 'react-router';
import { localPath, pageUrl, pathBelowDomain } from './domain';
import { loginPathFor } from './loginReturn';
import { requestScope } from './requestScope.server';

/** Route metadata read by the guards (storefront.md §2: protected routes carry access metadata). */
export interface RouteAccess {
  /** The page needs a logged-in customer (every /account page does, whatever it declares). */
  auth?: boolean;
}

/** Route `handle` shape of the storefront. */
export interface StorefrontHandle {
  access?: RouteAccess;
  layout?: 'default' | 'cms';
}

/** What a guard needs of a loader's arguments. */
export interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * Auth and role guards (storefront.md §4, account-area.md §2): without a customer (read once per request) the
 * visitor goes to /auth with the page to return to after the login (`?returnTo=`); on an /account page the contract's route → role table (`accountRoutes`) names the roles
 * and flag it needs, and a customer lacking one goes home. Returns the domain, the customer and the client.
 */
export async function guardRoute({ request, context }: GuardArgs, handle: StorefrontHandle) {
  const scope = requestScope(context);
  const { domain } = await scope.domain();
  const storeApi = await scope.storeApi();
  const page = pageUrl(request.url);
  const path = pathBelowDomain(domain, page.pathname);
  const screen = accountRouteOf(path);
  const isAccountPage = path === '/account' || path.startsWith('/account/');
  if (!handle.access?.auth && !isAccountPage) return { domain, customer: null, storeApi };
  const customer = await scope.customer();
  // The login page returns to this page afterwards (docs/decisions.md: the login page returns to the page).
  if (!customer) throw redirect(localPath(domain, loginPathFor(`${path}${page.search}`)));
  if (screen) {
    const [rights, flags] = await Promise.all([scope.rights(), scope.featureFlags()]);
    if (!mayOpenAccountRoute(screen, rights, flags)) throw redirect(localPath(domain, '/'));
  }
  return { domain, customer, storeApi };
}
