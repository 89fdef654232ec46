import { describe, expect, it } from 'vitest';
import { accountRouteOf, accountRouteRoles, accountRoutes, mayOpenAccountRoute } from './accountRoutes';
import { roleCodes, type RightEntry, type RoleCode } from './roles';

const rights = (...codes: RoleCode[]): RightEntry[] =>
  roleCodes.map((code) => ({ code, enabled: codes.includes(code) }));

describe('account route → role table (account-area.md §2 screens, §6 rights)', () => {
  it('account-area.md §2 lists every account screen the table covers, each once', () => {
    const paths = Object.values(accountRoutes).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const child of [
      'addressbook',
      'approvals',
      'articlelinks',
      'costcenter',
      'customer',
      'dashboard',
      'invoices',
      'offers',
      'orderlist',
      'orderreferences',
      'orders',
      'profile',
      'recover/password',
    ]) {
      expect(paths).toContain(`/account/${child}`);
    }
  });

  it('account-area.md §6 confirmed pairings: order lists, orders (with the order-history flag), offers', () => {
    expect(accountRoutes.orderLists).toMatchObject({ path: '/account/orderlist', roles: ['ROLE_MANAGE_ORDER_LISTS'] });
    expect(accountRoutes.orders).toMatchObject({ roles: ['ROLE_MANAGE_ORDER_HISTORY'], featureFlag: 'orderHistory' });
    expect(accountRoutes.offers.roles).toEqual(['ROLE_MANAGE_OFFER_HISTORY']);
    expect(accountRoutes.dashboard.roles).toEqual([]);
  });

  it.each([
    ['/account/dashboard', 'dashboard'],
    ['/account/orders', 'orders'],
    ['/account/orders/details/10001/IMH_HAS/10', 'orders'],
    ['/account/orderlist/create', 'orderLists'],
    ['/account/orderreferences/details/budget-1', 'orderReferences'],
    ['/account/customer/details/u-1', 'users'],
    ['/account/customer/rights/u-1', 'rights'],
    ['/account/addressbook/', 'addresses'],
    ['/account/articlelinks?page=2', 'articleLinks'],
    ['/account/approvals/10002', 'approvals'],
  ])('account-area.md §2 detail and create routes: %s belongs to %s', (path, name) => {
    expect(accountRouteOf(path)).toBe(name);
  });

  it.each(['/account', '/account/unknown', '/account/ordersx', '/checkout', '/'])(
    'account-area.md §2: %s is no listed screen and needs no role',
    (path) => {
      expect(accountRouteOf(path)).toBeUndefined();
      expect(accountRouteRoles(path)).toEqual([]);
    },
  );

  it('account-area.md §2 guard: a user lacking the role may not open the screen, one holding it may', () => {
    expect(mayOpenAccountRoute('approvals', rights('ROLE_MANAGE_ORDER_FLOWS'))).toBe(false);
    expect(mayOpenAccountRoute('approvals', rights('ROLE_APPROVE_ORDER_FLOWS'))).toBe(true);
    expect(mayOpenAccountRoute('dashboard', [])).toBe(true);
    expect(mayOpenAccountRoute('offers', undefined)).toBe(false);
  });

  it('account-area.md §6: orders need ROLE_MANAGE_ORDER_HISTORY and the order-history flag', () => {
    const orderHistory = rights('ROLE_MANAGE_ORDER_HISTORY');
    expect(mayOpenAccountRoute('orders', orderHistory, { orderHistory: true })).toBe(true);
    expect(mayOpenAccountRoute('orders', orderHistory, { orderHistory: false })).toBe(false);
    expect(mayOpenAccountRoute('orders', orderHistory)).toBe(false);
    expect(mayOpenAccountRoute('orders', rights(), { orderHistory: true })).toBe(false);
  });

  it.each([
    ['invoices', 'ROLE_MANAGE_INVOICE_HISTORY', 'invoiceHistory'],
    ['offers', 'ROLE_MANAGE_OFFER_HISTORY', 'offerHistory'],
  ] as const)('account-area.md §6 (issue 13): %s need %s and the %s flag', (name, role, flag) => {
    expect(mayOpenAccountRoute(name, rights(role), { [flag]: true })).toBe(true);
    expect(mayOpenAccountRoute(name, rights(role), { [flag]: false })).toBe(false);
    expect(mayOpenAccountRoute(name, rights(role))).toBe(false);
    expect(mayOpenAccountRoute(name, rights(), { [flag]: true })).toBe(false);
  });
});
