// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCountries, demoMain, demoService } from '../lib/shellFixtures';
import type { RenderLink } from '../lib/shellLink';
import { MobileMenu, mobileMenuBack, mobileMenuLevel } from './MobileMenu';

afterEach(cleanup);

const noNavigation: RenderLink = ({ onClick, ...rest }) => (
  <a
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);

function renderMenu(onOpenChange = vi.fn(), onStackChange = vi.fn()) {
  render(
    <MobileMenu
      defaultOpen
      main={demoMain}
      service={demoService}
      countries={demoCountries}
      renderLink={noNavigation}
      onOpenChange={onOpenChange}
      onStackChange={onStackChange}
    />,
  );
  return { onOpenChange, onStackChange };
}

describe('MobileMenu', () => {
  it('merges main, service and countries at the top level (storefront.md §2 Mobile menu)', () => {
    renderMenu();
    expect(screen.getByRole('region', { name: 'Products' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Service' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Countries' })).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Menu' }).getAttribute('data-state')).toBe('top');
  });

  it('drills down into children with a back step and keeps the stack of parents (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const { onStackChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Fasteners' }));
    await user.click(screen.getByRole('button', { name: 'Screws' }));
    expect(onStackChange).toHaveBeenLastCalledWith(['fasteners', 'screws']);
    expect(screen.getByRole('heading', { name: 'Screws' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Hex screws' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStackChange).toHaveBeenLastCalledWith(['fasteners']);
    expect(screen.getByRole('heading', { name: 'Fasteners' })).not.toBeNull();
  });

  it('closes when a leaf is tapped (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Fasteners' }));
    await user.click(screen.getByRole('link', { name: 'Washers' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('steps back from a sub level to the top; back at the top level answers null, which closes (storefront.md §2)', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('navigation').getAttribute('data-state')).toBe('top');
    expect(mobileMenuBack([])).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('locks body scrolling while open and restores it on close (storefront.md §2)', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('link', { name: 'Sale' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('reports its level for the header button: closed, top, sub (storefront.md §4)', () => {
    expect(mobileMenuLevel(false, ['a'])).toBe('closed');
    expect(mobileMenuLevel(true, [])).toBe('top');
    expect(mobileMenuLevel(true, ['a'])).toBe('sub');
    expect(mobileMenuBack(['a', 'b'])).toEqual(['a']);
  });

  it('shows the icon of an element with an icon file before its name, in drill-down and link rows (storefront.md §2 mega menu items)', () => {
    const withIcons = [
      { ...demoMain[0]!, iconUrl: '/media/fasteners.svg' },
      { id: 'catalogue', name: 'Catalogue', href: '/catalogue', iconUrl: '/media/catalogue.svg' },
      { id: 'plain', name: 'Plain', href: '/plain' },
    ];
    render(<MobileMenu defaultOpen main={withIcons} renderLink={noNavigation} />);
    const drillDown = screen.getByRole('button', { name: 'Fasteners' });
    expect(drillDown.querySelector('img')?.getAttribute('src')).toBe('/media/fasteners.svg');
    // Decorative: the name alone names the row.
    expect(drillDown.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'Catalogue' }).querySelector('img')?.getAttribute('src')).toBe(
      '/media/catalogue.svg',
    );
    expect(screen.getByRole('link', { name: 'Plain' }).querySelector('img')).toBeNull();
  });

  it('passes className to the root', () => {
    render(<MobileMenu defaultOpen main={demoMain} className="extra" />);
    expect(screen.getByRole('navigation').classList.contains('extra')).toBe(true);
    expect(screen.getByRole('navigation').getAttribute('data-slot')).toBe('mobile-menu');
  });
});
