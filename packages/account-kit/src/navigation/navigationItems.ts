import {
  accountRouteOf,
  accountRoutes,
  mayOpenAccountRoute,
  type AccountFeatureFlags,
  type AccountRouteName,
  type RightEntry,
} from '@ratchet/store-api-contract/rules';

/**
 * The account screens of the side navigation, in the order it lists them (account-area.md §2 children of
 * /account). `rights` is a sub-screen of the users (reached from a user), so it is no entry of its own.
 */
export const accountNavigationOrder = [
  'dashboard',
  'profile',
  'addresses',
  'users',
  'orders',
  'orderLists',
  'offers',
  'invoices',
  'approvals',
  'orderFlows',
  'orderReferences',
  'articleLinks',
  'costCenter',
  'quickOrder',
] as const satisfies readonly AccountRouteName[];

/** One screen of the side navigation. */
export interface AccountNavigationItem {
  /** The screen's name in the route → role table. */
  name: AccountRouteName;
  /** Its path below the domain prefix (`/account/addressbook`). */
  path: string;
}

/**
 * The screens a customer with `rights` (and the shop's `flags`) may open, in navigation order: the same check the
 * route guards make (`mayOpenAccountRoute`), so the navigation lists exactly what opens (issue 11).
 */
export function accountNavigationItems(
  rights: readonly RightEntry[] | undefined,
  flags: AccountFeatureFlags = {},
): AccountNavigationItem[] {
  return accountNavigationOrder
    .filter((name) => mayOpenAccountRoute(name, rights, flags))
    .map((name) => ({ name, path: accountRoutes[name].path }));
}

/** The navigation entry a page belongs to (`/account/customer/rights/…` → users), undefined outside the table. */
export function currentAccountNavigationItem(path: string): AccountRouteName | undefined {
  const screen = accountRouteOf(path);
  return screen === 'rights' ? 'users' : screen;
}
