import { accountRouteOf, accountRoutes, type AccountRouteName } from '@ratchet/store-api-contract/rules';

/** One crumb of an account page after Home: the account, the screen, a sub-page (unnamed: the page names it). */
export interface AccountBreadcrumb {
  /** `account` (the dashboard), a screen of the route table, or `page` for a create/details page below one. */
  kind: 'account' | 'screen' | 'page';
  /** The screen for `screen` crumbs. */
  screen?: AccountRouteName;
  /** Link target below the domain prefix; the last crumb (the current page) has none. */
  path?: string;
}

/**
 * The trail of an account page (issue 11 breadcrumbs): Account → screen → sub-page. The dashboard is the account
 * itself; the rights editor hangs below the users; a path outside the table ends at Account.
 */
export function accountBreadcrumbs(path: string): AccountBreadcrumb[] {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const screen = accountRouteOf(clean);
  const trail: AccountBreadcrumb[] = [{ kind: 'account', path: accountRoutes.dashboard.path }];
  if (!screen || screen === 'dashboard') return [{ kind: 'account' }];
  if (screen === 'rights') trail.push({ kind: 'screen', screen: 'users', path: accountRoutes.users.path });
  const screenPath = accountRoutes[screen].path;
  trail.push({ kind: 'screen', screen, path: screenPath });
  if (clean !== screenPath) trail.push({ kind: 'page' });
  const last = trail[trail.length - 1];
  if (last) delete last.path;
  return trail;
}
