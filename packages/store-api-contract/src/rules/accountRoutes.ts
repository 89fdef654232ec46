/**
 * The account route → role table (account-area.md §2 screens, §6 rights), written once: the storefront's
 * route guards, the account navigation and the server's declarations read it. Pure module.
 *
 * The spec confirms three links (order lists, orders with the order-history flag, offers, §6 "Confirmed in the
 * header's account dropdown"); every other pairing follows the meaning of the role codes in the §6 table
 * (docs/decisions.md, account area). A route without roles needs a login only.
 */
import { hasEveryRole, type RightEntry, type RoleCode } from './roles';

/** What one account screen needs. */
export interface AccountRouteAccess {
  /** The screen's path below the domain prefix (account-area.md §2). */
  path: `/account/${string}`;
  /** Roles that must all be enabled; empty means any logged-in customer. */
  roles: readonly RoleCode[];
  /** A feature flag (storefront.md §6) that must be on as well. */
  featureFlag?: 'orderHistory' | 'invoiceHistory' | 'offerHistory' | 'costCentreModule';
}

/** Every account screen with its path and the roles it needs (account-area.md §2, §6). */
export const accountRoutes = {
  dashboard: { path: '/account/dashboard', roles: [] },
  profile: { path: '/account/profile', roles: ['ROLE_MANAGE_OWN_ACCOUNT'] },
  // The password change on a page of its own (§2 "Also recover/password"): the profile screen's right, as the call.
  recoverPassword: { path: '/account/recover/password', roles: ['ROLE_MANAGE_OWN_ACCOUNT'] },
  addresses: { path: '/account/addressbook', roles: ['ROLE_MANAGE_ADDRESSES'] },
  users: { path: '/account/customer', roles: ['ROLE_MANAGE_CONTACTS'] },
  rights: { path: '/account/customer/rights', roles: ['ROLE_MANAGE_CONTACTS'] },
  orderFlows: { path: '/account/flows', roles: ['ROLE_MANAGE_ORDER_FLOWS'] },
  approvals: { path: '/account/approvals', roles: ['ROLE_APPROVE_ORDER_FLOWS'] },
  orderReferences: { path: '/account/orderreferences', roles: ['ROLE_MANAGE_ORDER_REFERENCES'] },
  orders: { path: '/account/orders', roles: ['ROLE_MANAGE_ORDER_HISTORY'], featureFlag: 'orderHistory' },
  invoices: { path: '/account/invoices', roles: ['ROLE_MANAGE_INVOICE_HISTORY'], featureFlag: 'invoiceHistory' },
  offers: { path: '/account/offers', roles: ['ROLE_MANAGE_OFFER_HISTORY'], featureFlag: 'offerHistory' },
  orderLists: { path: '/account/orderlist', roles: ['ROLE_MANAGE_ORDER_LISTS'] },
  costCenter: { path: '/account/costcenter', roles: ['ROLE_ACCESS_COST_CENTER'], featureFlag: 'costCentreModule' },
  articleLinks: { path: '/account/articlelinks', roles: ['ROLE_MANAGE_ARTICLE_LINKS'] },
  quickOrder: { path: '/account/quickorder', roles: ['ROLE_ACCESS_QUICK_ORDER_FORM'] },
} as const satisfies Record<string, AccountRouteAccess>;

/** One account screen's name. */
export type AccountRouteName = keyof typeof accountRoutes;

/** The screen names, longest path first, so a sub-route (`/account/customer/rights`) wins over its parent. */
const byLongestPath = (Object.keys(accountRoutes) as AccountRouteName[]).sort(
  (a, b) => accountRoutes[b].path.length - accountRoutes[a].path.length,
);

/**
 * The screen a path below the domain prefix belongs to: the screen itself, its create/details sub-routes
 * (`/account/orders/details/10001` → orders); undefined outside /account or for an unlisted account path.
 */
export function accountRouteOf(path: string): AccountRouteName | undefined {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return byLongestPath.find((name) => {
    const screen = accountRoutes[name].path;
    return clean === screen || clean.startsWith(`${screen}/`);
  });
}

/** The roles a path needs (none outside the table: a login is all an unlisted account path asks). */
export function accountRouteRoles(path: string): readonly RoleCode[] {
  const name = accountRouteOf(path);
  return name ? accountRoutes[name].roles : [];
}

/** The flags a check needs: a flag is on when the map says true. */
export type AccountFeatureFlags = Partial<Record<NonNullable<AccountRouteAccess['featureFlag']>, boolean>>;

/**
 * True when a customer with `rights` (and the shop's `flags`) may open the screen: every role enabled and the
 * screen's feature flag on. Used by guards (redirect home otherwise, account-area.md §2) and navigation (hide).
 */
export function mayOpenAccountRoute(
  name: AccountRouteName,
  rights: readonly RightEntry[] | undefined,
  flags: AccountFeatureFlags = {},
): boolean {
  const access: AccountRouteAccess = accountRoutes[name];
  if (access.featureFlag && flags[access.featureFlag] !== true) return false;
  return hasEveryRole(rights, access.roles);
}
