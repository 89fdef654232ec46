// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCountries } from '../lib/shellFixtures';
import { CountriesSwitcher } from './CountriesSwitcher';

afterEach(cleanup);

async function openSwitcher() {
  const user = userEvent.setup();
  render(
    <div>
      <p>outside</p>
      <CountriesSwitcher
        countries={demoCountries}
        renderLink={({ onClick, ...rest }) => (
          <a
            {...rest}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          />
        )}
      />
    </div>,
  );
  await user.click(screen.getByRole('button', { name: 'Österreich' }));
  return user;
}

describe('CountriesSwitcher', () => {
  it("shows the first countries element's name (storefront.md §2 Countries switcher)", () => {
    render(<CountriesSwitcher countries={demoCountries} />);
    const toggle = screen.getByRole('button', { name: 'Österreich' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a dropdown of countries (storefront.md §2)', async () => {
    await openSwitcher();
    const nav = screen.getByRole('navigation', { name: 'Countries' });
    expect(nav.className).toContain('max-h-(--spacing-countries-dropdown)');
    expect(screen.getByRole('button', { name: 'Belgien' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('target')).toBe('_blank');
  });

  it('expands a country to two levels of links, one open at a time, closing on a second click (storefront.md §2)', async () => {
    const user = await openSwitcher();
    const austria = screen.getAllByRole('button', { name: 'Österreich' })[1]!;
    await user.click(austria);
    expect(austria.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Wien' }).getAttribute('href')).toBe('/at/wien');
    expect(screen.getByRole('link', { name: 'Shop Simmering' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Belgien' }));
    expect(screen.queryByRole('link', { name: 'Wien' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Antwerpen' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Belgien' }));
    expect(screen.queryByRole('link', { name: 'Antwerpen' })).toBeNull();
  });

  it('closes on an outside click and on a link click', async () => {
    const user = await openSwitcher();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Österreich' }));
    await user.click(screen.getByRole('link', { name: 'Export' }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders nothing for an empty countries navigation', () => {
    const { container } = render(<CountriesSwitcher countries={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('passes className to the root', () => {
    const { container } = render(<CountriesSwitcher countries={demoCountries} className="extra" />);
    expect(container.firstElementChild!.classList.contains('extra')).toBe(true);
    expect(container.firstElementChild!.getAttribute('data-slot')).toBe('countries-switcher');
  });
});
