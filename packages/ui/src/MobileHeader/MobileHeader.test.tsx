// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileHeader } from './MobileHeader';

afterEach(cleanup);

const domains = [
  { domainId: 'at', languageLocaleCode: 'de-AT' },
  { domainId: 'be-nl', languageLocaleCode: 'nl-BE' },
];

describe('MobileHeader', () => {
  it('shows hamburger when closed, close at the top level and back at a sub level (storefront.md §2, §4 Mobile menu)', async () => {
    const user = userEvent.setup();
    const onMenuButtonClick = vi.fn();
    const { rerender } = render(<MobileHeader onMenuButtonClick={onMenuButtonClick} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onMenuButtonClick).toHaveBeenCalledTimes(1);
    rerender(<MobileHeader menuLevel="top" />);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    rerender(<MobileHeader menuLevel="sub" />);
    expect(screen.getByRole('button', { name: 'Back' })).not.toBeNull();
  });

  it('shows a login icon when logged out and an account link when logged in (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const onLoginClick = vi.fn();
    const { rerender } = render(<MobileHeader onLoginClick={onLoginClick} />);
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(onLoginClick).toHaveBeenCalled();
    rerender(<MobileHeader loggedIn />);
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account/dashboard');
  });

  it('shows the given account control instead of the account link when logged in (storefront.md §2 account dropdown)', () => {
    const { rerender } = render(<MobileHeader loggedIn account={<button type="button">Account menu</button>} />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
    rerender(<MobileHeader account={<button type="button">Account menu</button>} />);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in or register' })).toBeDefined();
  });

  it('shows the cart badge only above 0 (storefront.md §2)', () => {
    const { rerender } = render(<MobileHeader cartCount={0} />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    rerender(<MobileHeader cartCount={1} />);
    expect(screen.getByRole('link', { name: 'Cart, 1 product' })).not.toBeNull();
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');
  });

  it('shows the language switcher only with more than one domain (storefront.md §2)', () => {
    const { rerender } = render(<MobileHeader domains={domains} currentDomainId="be-nl" />);
    expect(screen.getByRole('button', { name: 'Language: NL' })).not.toBeNull();
    rerender(<MobileHeader domains={domains.slice(1)} currentDomainId="be-nl" />);
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('maximises the search on focus and minimises it on blur (storefront.md §2)', async () => {
    const user = userEvent.setup();
    render(<MobileHeader search={<input aria-label="Search" />} />);
    const header = screen.getByRole('banner');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(header.getAttribute('data-search')).toBe('maximised');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(header.getAttribute('data-search')).toBe('minimised');
  });

  it('renders only below the lg breakpoint, by CSS (storefront.md §2 "mobile at 1023px or less")', () => {
    render(<MobileHeader />);
    expect(screen.getByRole('banner').className.split(' ')).toContain('lg:hidden');
  });

  it('passes className to the root', () => {
    render(<MobileHeader className="extra" />);
    expect(screen.getByRole('banner').classList.contains('extra')).toBe(true);
    expect(screen.getByRole('banner').getAttribute('data-slot')).toBe('mobile-header');
  });
});
