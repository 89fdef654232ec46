// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCountries, demoService } from '../lib/shellFixtures';
import { Header } from './Header';
import { isHeaderScrolled } from './headerParts';

afterEach(cleanup);

const domains = [
  { domainId: 'at', languageLocaleCode: 'de-AT' },
  { domainId: 'be-nl', languageLocaleCode: 'nl-BE' },
];

function renderHeader(props: Partial<React.ComponentProps<typeof Header>> = {}) {
  return render(
    <Header
      serviceItems={demoService}
      countries={demoCountries}
      domains={domains}
      currentDomainId="at"
      search={<input aria-label="Search" />}
      mainNavigation={<nav aria-label="Main navigation" />}
      {...props}
    />,
  );
}

const serviceNav = () => screen.queryByRole('navigation', { name: 'Service navigation' });

describe('Header', () => {
  it('shows the first 3 service items inline and the rest under more (storefront.md §2 Header, §9)', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = serviceNav()!;
    expect(within(nav).getByRole('link', { name: 'About us' })).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Contact' })).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Blog' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    expect(within(nav).getByRole('link', { name: 'Blog' })).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Catalogues' })).not.toBeNull();
    // The hover submenu of an inline item with children.
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/about/team');
  });

  it('shows the login-or-register button when logged out and the account dropdown when logged in (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const onLoginClick = vi.fn();
    const { rerender } = renderHeader({ onLoginClick });
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(onLoginClick).toHaveBeenCalled();
    rerender(<Header loggedIn account={<button type="button">My account</button>} />);
    expect(screen.queryByRole('button', { name: 'Log in or register' })).toBeNull();
    expect(screen.getByRole('button', { name: 'My account' })).not.toBeNull();
  });

  it('shows the cart badge only above 0 (storefront.md §2 "the cart badge shows only when the count is above 0")', () => {
    const { rerender } = renderHeader({ cartCount: 0 });
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    rerender(<Header cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 products' })).not.toBeNull();
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
  });

  it('shows the language switcher only with more than one domain (storefront.md §2)', () => {
    const { rerender } = renderHeader();
    expect(screen.getByRole('button', { name: 'Language: DE' })).not.toBeNull();
    rerender(<Header domains={domains.slice(0, 1)} currentDomainId="at" />);
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('shows the countries switcher with the first country (storefront.md §2)', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Österreich' })).not.toBeNull();
  });

  it('is scrolled when the position is above 0 and increased since the last reading (storefront.md §4)', () => {
    expect(isHeaderScrolled(10, 0)).toBe(true);
    expect(isHeaderScrolled(10, 10)).toBe(false);
    expect(isHeaderScrolled(5, 10)).toBe(false);
    expect(isHeaderScrolled(0, 0)).toBe(false);
  });

  it('hides service links and the main navigation while scrolling down, shows them scrolling up (storefront.md §2, §4)', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-state')).toBe('scrolled');
    expect(serviceNav()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    act(() => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(100);
      fireEvent.scroll(window);
    });
    expect(header.getAttribute('data-state')).toBe('top');
    expect(serviceNav()).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toBeNull();
  });

  it('hides the service links and widens the search while the search is focused (storefront.md §2)', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(serviceNav()).toBeNull();
    expect(screen.getByRole('banner').getAttribute('data-search')).toBe('focused');
    expect(document.querySelector('[data-slot="header-search"]')!.className).toContain('max-w-none');
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(serviceNav()).not.toBeNull();
  });

  it('renders the desktop header only from the lg breakpoint, by CSS (storefront.md §2 "desktop from 1024px")', () => {
    renderHeader();
    const classes = screen.getByRole('banner').className.split(' ');
    expect(classes).toContain('hidden');
    expect(classes).toContain('lg:block');
  });

  it('uses the white logo variant when asked', () => {
    renderHeader({ logoVariant: 'white' });
    const logo = screen.getByRole('link', { name: 'Home' }).querySelector('[data-variant]');
    expect(logo?.getAttribute('data-variant')).toBe('white');
  });

  it('passes className to the root', () => {
    renderHeader({ className: 'extra', scrolled: false });
    expect(screen.getByRole('banner').classList.contains('extra')).toBe(true);
    expect(screen.getByRole('banner').getAttribute('data-slot')).toBe('header');
  });
});
