// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleCode } from '@ratchet/store-api-contract/rules';
import { AccountDropdown } from './AccountDropdown';

afterEach(cleanup);

const customer = { firstName: 'Anna', lastName: 'Gruber', company: { number: '10042', name: 'Gruber Metall GmbH' } };
const canAll = (role: RoleCode) =>
  ['ROLE_MANAGE_ORDER_LISTS', 'ROLE_MANAGE_ORDER_HISTORY', 'ROLE_MANAGE_OFFER_HISTORY'].includes(role);

async function openDropdown(ui: React.ReactElement) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('button', { name: 'My account' }));
  return user;
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('AccountDropdown', () => {
  it('greets with first and last name and shows company number and name (storefront.md §2 Account dropdown)', async () => {
    await openDropdown(<AccountDropdown customer={customer} />);
    expect(screen.getByText('Hello Anna Gruber')).not.toBeNull();
    expect(screen.getByText('10042 Gruber Metall GmbH')).not.toBeNull();
  });

  it('shows only dashboard and logout without rights (storefront.md §2 "dashboard and logout always")', async () => {
    await openDropdown(<AccountDropdown customer={customer} can={() => false} orderHistoryEnabled />);
    expect(linkNames()).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/account/dashboard');
    expect(screen.getByRole('button', { name: 'Log out' })).not.toBeNull();
  });

  it('gates order lists, orders (right + feature flag) and offers by rights (storefront.md §2)', async () => {
    await openDropdown(<AccountDropdown customer={customer} can={canAll} orderHistoryEnabled />);
    expect(linkNames()).toEqual(['Dashboard', 'Order lists', 'Orders', 'Offers']);
    expect(screen.getByRole('link', { name: 'Order lists' }).getAttribute('href')).toBe('/account/orderlist');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/account/orders');
    expect(screen.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/account/offers');
  });

  it('hides the orders link without the order-history feature flag (storefront.md §2)', async () => {
    await openDropdown(<AccountDropdown customer={customer} can={canAll} orderHistoryEnabled={false} />);
    expect(linkNames()).toEqual(['Dashboard', 'Order lists', 'Offers']);
  });

  it('hides the offers link without the offer-history feature flag (storefront.md §6, issue 13)', async () => {
    await openDropdown(
      <AccountDropdown customer={customer} can={canAll} orderHistoryEnabled offerHistoryEnabled={false} />,
    );
    expect(linkNames()).toEqual(['Dashboard', 'Order lists', 'Orders']);
  });

  it('closes on a link click and on logout, calling onLogout (storefront.md §2)', async () => {
    const onLogout = vi.fn();
    const user = await openDropdown(<AccountDropdown customer={customer} onLogout={onLogout} />);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const toggle = screen.getByRole('button', { name: 'My account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles on the button and closes on an outside click (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>outside</p>
        <AccountDropdown customer={customer} />
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'My account' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByText('Hello Anna Gruber')).toBeNull();
  });

  it('renders links through renderLink for the host router', async () => {
    await openDropdown(
      <AccountDropdown
        customer={customer}
        renderLink={({ href, ...rest }) => <a data-router="yes" href={href} {...rest} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('data-router')).toBe('yes');
  });

  it('leaves out the company line when the company is missing', async () => {
    await openDropdown(<AccountDropdown customer={{ firstName: 'Jan', lastName: 'Peeters', company: null }} />);
    expect(screen.getByText('Hello Jan Peeters')).not.toBeNull();
    expect(screen.queryByText(/GmbH/)).toBeNull();
  });

  it('passes className to the root', () => {
    const { container } = render(<AccountDropdown customer={customer} className="extra" />);
    expect(container.firstElementChild!.classList.contains('extra')).toBe(true);
    expect(container.firstElementChild!.getAttribute('data-slot')).toBe('account-dropdown');
  });
});
