import { describe, expect, it } from 'vitest';
import { allRights, buyerRights, rightsWith } from '../testing/fixtures';
import { accountBreadcrumbs } from './breadcrumbTrail';
import { accountNavigationItems, currentAccountNavigationItem } from './navigationItems';

describe('account navigation (issue 11: the side navigation lists only what the user’s rights allow)', () => {
  it.each([
    [
      'a lead buyer with every right, history and cost centre flags on',
      allRights,
      { orderHistory: true, invoiceHistory: true, offerHistory: true, costCentreModule: true },
      14,
    ],
    [
      'a lead buyer with every right, orders flag off (account-area.md §6 DISPLAY_ORDER_HISTORY)',
      allRights,
      { invoiceHistory: true, offerHistory: true, costCentreModule: true },
      13,
    ],
    [
      'a lead buyer with every right, every history and the cost centre flag off (account-area.md §6)',
      allRights,
      {},
      10,
    ],
    ['a buyer with own-account rights only', buyerRights, {}, 2],
    ['a customer without any right', rightsWith([]), {}, 1],
  ] as const)('account-area.md §2, §6: %s sees %i screens', (_, rights, flags, count) => {
    expect(accountNavigationItems(rights, flags)).toHaveLength(count);
  });

  it('account-area.md §2: the buyer sees the dashboard and the profile, in that order, with their paths', () => {
    expect(accountNavigationItems(buyerRights)).toEqual([
      { name: 'dashboard', path: '/account/dashboard' },
      { name: 'profile', path: '/account/profile' },
    ]);
  });

  it('issue 11: the rights editor is no entry of its own; its page marks the users entry', () => {
    expect(
      accountNavigationItems(allRights, { orderHistory: true, invoiceHistory: true }).map((item) => item.name),
    ).not.toContain('rights');
    expect(currentAccountNavigationItem('/account/customer/rights/0190a8a8-0000-7000-8000-000000000002')).toBe('users');
    expect(currentAccountNavigationItem('/account/addressbook/create')).toBe('addresses');
    expect(currentAccountNavigationItem('/account/unknown')).toBeUndefined();
  });
});

describe('account breadcrumbs (issue 11)', () => {
  it.each([
    ['/account/dashboard', [{ kind: 'account' }]],
    [
      '/account/addressbook',
      [
        { kind: 'account', path: '/account/dashboard' },
        { kind: 'screen', screen: 'addresses' },
      ],
    ],
    [
      '/account/addressbook/create/',
      [
        { kind: 'account', path: '/account/dashboard' },
        { kind: 'screen', screen: 'addresses', path: '/account/addressbook' },
        { kind: 'page' },
      ],
    ],
    [
      '/account/customer/rights/abc',
      [
        { kind: 'account', path: '/account/dashboard' },
        { kind: 'screen', screen: 'users', path: '/account/customer' },
        { kind: 'screen', screen: 'rights', path: '/account/customer/rights' },
        { kind: 'page' },
      ],
    ],
  ] as const)('account-area.md §2: %s', (path, trail) => {
    expect(accountBreadcrumbs(path)).toEqual(trail);
  });
});
