// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCounters, demoMain } from '../lib/shellFixtures';
import type { RenderLink } from '../lib/shellLink';
import { MegaMenu } from './MegaMenu';

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

function renderMenu(props: Partial<React.ComponentProps<typeof MegaMenu>> = {}) {
  return render(
    <div>
      <p>outside</p>
      <MegaMenu
        items={demoMain}
        counters={demoCounters}
        renderLink={noNavigation}
        bannerImageUrl={(id) => `/media/${id}.svg`}
        {...props}
      />
    </div>,
  );
}

const panel = () => document.querySelector('[data-slot="mega-menu-panel"]');

describe('MegaMenu', () => {
  it('opens three columns on hover of an item with children, parent first as all products (storefront.md §2 mega menu)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    const first = screen.getByRole('list', { name: 'Categories of Fasteners' });
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d.*$/, '')),
    ).toEqual(['All products', 'ScrewsNew', 'Nuts', 'Washers']);
    fireEvent.mouseOver(within(first).getByRole('link', { name: /Screws/ }));
    const second = screen.getByRole('list', { name: 'Categories of Screws' });
    fireEvent.mouseOver(within(second).getByRole('link', { name: /Wood screws/ }));
    expect(screen.getByRole('list', { name: 'Categories of Wood screws' })).not.toBeNull();
    expect(screen.getByRole('link', { name: /Chipboard screws/ }).getAttribute('href')).toBe(
      '/fasteners/screws/wood/chipboard',
    );
  });

  it('opens nothing for a folder-type item (storefront.md §2 "hovering a folder-type item opens nothing")', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByText('Protective equipment'));
    expect(panel()).toBeNull();
  });

  it('shows only the available count to anonymous users (storefront.md §2)', async () => {
    const user = userEvent.setup();
    renderMenu({ loggedIn: false });
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    expect(screen.getByRole('link', { name: /Screws/ }).textContent).toContain('750');
    expect(screen.getByRole('link', { name: /Screws/ }).textContent).not.toContain('of');
  });

  it("shows 'available of total' to logged-in users only when they differ (storefront.md §2)", async () => {
    const user = userEvent.setup();
    renderMenu({ loggedIn: true });
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    expect(screen.getByRole('link', { name: /Screws/ }).textContent).toContain('750 of 800');
    expect(screen.getByRole('link', { name: /Washers/ }).textContent).toContain('150');
    expect(screen.getByRole('link', { name: /Washers/ }).textContent).not.toContain('of');
  });

  it('shows badge text and an arrow only for entries with children (storefront.md §2)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    const screws = screen.getByRole('link', { name: /Screws/ });
    expect(within(screws).getByText('New')).not.toBeNull();
    expect(screws.querySelectorAll('svg')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Washers/ }).querySelectorAll('svg')).toHaveLength(0);
  });

  it('shows up to two complete banners (storefront.md §2 banners)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    expect(screen.getByRole('link', { name: /Stainless screws/ }).getAttribute('href')).toBe('/promo/1');
    expect(
      screen
        .getByRole('link', { name: /Anchor week/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/media/banner-2.svg');
    await user.hover(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.queryByRole('link', { name: /Stainless screws/ })).toBeNull();
  });

  it('closes on outside click, mouse leave and Escape (storefront.md §2)', async () => {
    const user = userEvent.setup();
    renderMenu();
    const fasteners = screen.getByRole('button', { name: 'Fasteners' });
    await user.hover(fasteners);
    await user.click(screen.getByText('outside'));
    expect(panel()).toBeNull();
    await user.hover(fasteners);
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    expect(panel()).toBeNull();
    await user.click(fasteners);
    expect(fasteners.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
  });

  it('reports the opened main item and its closing so the host loads its counters (storefront.md §2 product counts, §7)', async () => {
    const user = userEvent.setup();
    const opened: Array<string | null> = [];
    renderMenu({ counters: null, onOpenItemChange: (itemId) => opened.push(itemId) });
    const fasteners = demoMain.find((item) => item.name === 'Fasteners');
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    expect(opened).toEqual([fasteners?.id]);
    await user.click(screen.getByText('outside'));
    expect(opened).toEqual([fasteners?.id, null]);
  });

  it('closes and resets selections when the pathname changes (storefront.md §2 "a route path change closes the menu")', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MegaMenu items={demoMain} pathname="/" renderLink={noNavigation} />);
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    fireEvent.mouseOver(screen.getByRole('link', { name: /Screws/ }));
    expect(screen.getByRole('list', { name: 'Categories of Screws' })).not.toBeNull();
    rerender(<MegaMenu items={demoMain} pathname="/fasteners" renderLink={noNavigation} />);
    expect(panel()).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Fasteners' }));
    expect(screen.queryByRole('list', { name: 'Categories of Screws' })).toBeNull();
  });

  it('is keyboard operable: Enter opens, focus selects, Escape closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Fasteners' }).focus();
    await user.keyboard('{Enter}');
    expect(panel()).not.toBeNull();
    const nuts = screen.getByRole('link', { name: /Nuts/ });
    act(() => nuts.focus());
    expect(screen.getByRole('list', { name: 'Categories of Nuts' })).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
  });

  it('passes className to the root', () => {
    render(<MegaMenu items={demoMain} className="extra" />);
    const root = screen.getByRole('navigation');
    expect(root.classList.contains('extra')).toBe(true);
    expect(root.getAttribute('data-slot')).toBe('mega-menu');
  });
});
