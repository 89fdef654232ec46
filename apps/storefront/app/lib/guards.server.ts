import { redirect } from 'react-router';
import { hasRole, type RoleCode } from '@ratchet/store-api-contract';
import { loadCustomer } from './commerceData.server';
import { localPath } from './domain';
import { resolveDomain } from './shell.server';
import { cookieHeaders, requestStoreApi } from './storeApi.server';

/** Route metadata read by the guards (storefront.md §2: protected routes carry access.role). */
export interface RouteAccess {
  /** The page needs a logged-in customer. */
  auth?: boolean;
  /** The page needs this role code. */
  role?: RoleCode;
}

/** Route `handle` shape of the storefront. */
export interface StorefrontHandle {
  access?: RouteAccess;
  layout?: 'default' | 'cms';
}

/**
 * Auth and role guards (storefront.md §4): without a customer (after refreshing it from the store-API) the
 * visitor goes to /auth; without the route's role, home. Returns the customer for the page.
 */
export async function guardRoute(request: Request, handle: StorefrontHandle) {
  const access = handle.access;
  const { domain } = await resolveDomain(request);
  const storeApi = requestStoreApi(request, domain.languageId);
  if (!access?.auth && !access?.role) return { domain, customer: null, storeApi };
  const customer = await loadCustomer(storeApi.client);
  if (!customer) throw redirect(localPath(domain, '/auth'), { headers: cookieHeaders(storeApi.setCookies) });
  if (access.role) {
    const roles = await storeApi.client
      .invoke('readCustomerRoles get /ratchet/account/{id}/role', { pathParams: { id: customer.id } })
      .then((answer) => answer.roles)
      .catch(() => []);
    if (!hasRole(roles, access.role)) throw redirect(localPath(domain, '/'));
  }
  return { domain, customer, storeApi };
}
