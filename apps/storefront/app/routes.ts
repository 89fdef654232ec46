import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

/**
 * The route table of storefront.md §2, every page under the domain path prefix (`/de-at`, `/nl-be`, `/fr-be`
 * as the store-API's readDomains answers). Paths without a known prefix are redirected by the root loader.
 */
const comingSoon = (path: string, id: string) => route(path, 'routes/comingSoon.tsx', { id });

/**
 * First segments of the domain's route table. `/:domain/<segment>/…` would outrank `store-api/*` for a path like
 * `/store-api/account/login`, so the proxy claims each of them explicitly.
 */
const domainSegments = [
  'auth',
  'checkout',
  'account',
  'register',
  'search',
  'blog',
  'navigation',
  'loginascustomer',
  'oci',
  'cxml',
];

/** The pages under the domain prefix (storefront.md §2, account-area.md §2). */
const domainPages: RouteConfigEntry[] = [
  layout('routes/cmsLayout.tsx', [index('routes/home.tsx'), route('*', 'routes/catchAll.tsx')]),
  route('auth', 'routes/auth.tsx'),
  route('auth/password-forgot', 'routes/authPasswordForgot.tsx'),
  route('auth/password-recovery', 'routes/authPasswordRecovery.tsx'),
  route('auth/password-set', 'routes/authPasswordSet.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/success', 'routes/checkoutSuccess.tsx'),
  // The account area (issue 11): one layout (side navigation, breadcrumbs, login guard) around every screen.
  route('account', 'routes/account/layout.tsx', [
    index('routes/account/index.tsx'),
    route('dashboard', 'routes/account/dashboard.tsx'),
    route('addressbook', 'routes/account/addressbook.tsx'),
    route('addressbook/create', 'routes/account/addressForm.tsx', { id: 'account-address-create' }),
    route('addressbook/details/:addressId', 'routes/account/addressForm.tsx', { id: 'account-address-details' }),
    route('customer', 'routes/account/users.tsx'),
    route('customer/create', 'routes/account/userForm.tsx', { id: 'account-user-create' }),
    route('customer/details/:userId', 'routes/account/userForm.tsx', { id: 'account-user-details' }),
    route('customer/rights/:userId', 'routes/account/userRights.tsx'),
    route('profile', 'routes/account/profile.tsx'),
    route('recover/password', 'routes/account/recoverPassword.tsx'),
    route('approvals', 'routes/account/approvals.tsx'),
    route('approvals/:id', 'routes/account/approvalDetail.tsx', { id: 'account-approval-detail' }),
    route('requests', 'routes/account/requests.tsx'),
    route('requests/:id', 'routes/account/approvalDetail.tsx', { id: 'account-request-detail' }),
    route('flows', 'routes/account/flows.tsx'),
    route('flows/create', 'routes/account/flowForm.tsx', { id: 'account-flow-create' }),
    route('flows/:flowId', 'routes/account/flowForm.tsx', { id: 'account-flow-details' }),
    route('orderreferences', 'routes/account/orderReferences.tsx'),
    route('orderreferences/create', 'routes/account/orderReferenceForm.tsx', { id: 'account-reference-create' }),
    route('orderreferences/details/:referenceId', 'routes/account/orderReferenceForm.tsx', {
      id: 'account-reference-details',
    }),
    route('orderlist', 'routes/account/orderLists.tsx'),
    route('orderlist/create', 'routes/account/orderLists.tsx', { id: 'account-order-list-create' }),
    route('orderlist/details/:listId', 'routes/account/orderListDetail.tsx', { id: 'account-order-list-details' }),
    route('orders', 'routes/account/orders.tsx'),
    route('costcenter', 'routes/account/costCenter.tsx'),
    route('articlelinks', 'routes/account/articleLinks.tsx'),
    route('articlelinks/create', 'routes/account/articleLinkForm.tsx', { id: 'account-article-link-create' }),
    route('articlelinks/details/:id?/:productNumber?/:customerSku?', 'routes/account/articleLinkForm.tsx', {
      id: 'account-article-link-details',
    }),
    route('orders/details/:orderNumber', 'routes/account/orderDetail.tsx', { id: 'account-order-details' }),
    route('orders/details/:orderNumber/:firm/:warehouse?', 'routes/account/orderDetail.tsx', {
      id: 'account-order-part-details',
    }),
    route('quickorder', 'routes/account/quickOrder.tsx'),
    route('invoices', 'routes/account/invoices.tsx'),
    route('offers', 'routes/account/offers.tsx'),
    route('offers/:offerNumber', 'routes/account/offerDetail.tsx', { id: 'account-offer-details' }),
    route('*', 'routes/account/notFound.tsx', { id: 'account-not-found' }),
  ]),
  route('register', 'routes/register/choice.tsx'),
  route('register/company', 'routes/register/company.tsx'),
  route('register/customer', 'routes/register/customer.tsx'),
  route('register/confirm', 'routes/register/confirm.tsx'),
  route('search', 'routes/search.tsx'),
  comingSoon('blog/:slug', 'blog-detail'),
  route('navigation/:internalLink', 'routes/navigationLink.tsx'),
  comingSoon('loginascustomer', 'loginascustomer'),
  comingSoon('oci', 'oci'),
  comingSoon('cxml/auth', 'cxml-auth'),
  comingSoon('cxml/inspect', 'cxml-inspect'),
  // Faults for the end-to-end tests; a 404 unless the e2e stack set RATCHET_STOREFRONT_TEST_FAULTS.
  route('__test/:fault', 'routes/testFaults.tsx'),
  // @ratchet/ui components under the Preact build for e2e/preactComponents (issue 9 item 8); a 404 likewise.
  route('__test/components', 'routes/testComponents.tsx'),
];

/** Every path of a route tree, joined with its parents' (layouts and index routes add none; splats are left out). */
function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? (parent ? `${parent}/${entry.path}` : entry.path) : parent;
    const own = entry.path && !entry.path.endsWith('*') ? [path] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

/**
 * The same-origin proxy to the store-API. `/:domain/<page path>` outranks `store-api/*` wherever a store-API path
 * repeats a page path (`/store-api/account/customer` vs the users page `/:domain/account/customer`), so the proxy
 * claims every page path under `store-api/` as well as each first segment's splat (`app/routes.test.ts`).
 */
const proxyPaths = [
  ...new Set([
    ...domainSegments.flatMap((segment) => [segment, `${segment}/*`]),
    ...pagePaths(domainPages).filter((path) => path !== ''),
  ]),
];
const proxyRoutes = [
  route('store-api/*', 'routes/storeApiProxy.ts', { id: 'store-api-proxy' }),
  ...proxyPaths.map((path) =>
    route(`store-api/${path}`, 'routes/storeApiProxy.ts', {
      id: `store-api-proxy-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`,
    }),
  ),
];

export default [
  // Same-origin proxy to the store-API (architecture.md); resource routes without UI.
  ...proxyRoutes,
  index('routes/rootRedirect.tsx'),
  route(':domain', 'routes/domain.tsx', domainPages),
] satisfies RouteConfig;
