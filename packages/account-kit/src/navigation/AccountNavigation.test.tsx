import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allRights, buyerRights } from '../testing/fixtures';
import { renderAccount } from '../testing/render';
import { AccountNavigation } from './AccountNavigation';

describe('AccountNavigation (issue 11: side navigation by rights, mobile layout)', () => {
  it('issue 11: lists only the screens the rights open, the current one marked as the page', () => {
    renderAccount(<AccountNavigation rights={buyerRights} currentPath="/account/profile" />);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account/dashboard'],
      ['Profile', '/account/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('issue 11: a lead buyer sees the company screens, in the user’s language', () => {
    renderAccount(<AccountNavigation rights={allRights} currentPath="/account/customer/rights/x" />, {
      locale: 'nl-NL',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Adresboek' })).toHaveAttribute('href', '/account/addressbook');
    expect(within(nav).getByRole('link', { name: 'Gebruikers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Bestellingen' })).toBeNull();
  });

  it('issue 11 mobile layout: one button named by the current screen opens and closes the list', async () => {
    const user = userEvent.setup();
    renderAccount(<AccountNavigation rights={buyerRights} currentPath="/account/profile" />);
    const toggle = screen.getByRole('button', { name: 'Account menu: Profile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
