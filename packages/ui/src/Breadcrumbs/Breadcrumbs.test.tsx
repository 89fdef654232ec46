// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Breadcrumbs, type BreadcrumbLinkProps } from './Breadcrumbs';

afterEach(cleanup);

const categories = [
  { name: 'Tools', href: '/tools/' },
  { name: 'Drills', href: '/tools/drills/' },
  { name: 'Cordless drills', href: '/tools/drills/cordless/' },
];

describe('Breadcrumbs (storefront.md §2 Breadcrumbs)', () => {
  it('starts with Home, followed by the categories in order', () => {
    render(<Breadcrumbs items={categories} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Home', 'Tools', 'Drills', 'Cordless drills']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Drills' }).getAttribute('href')).toBe('/tools/drills/');
  });

  it('marks only the last crumb as the current page', () => {
    render(<Breadcrumbs items={categories} />);
    const current = screen.getByRole('link', { name: 'Cordless drills' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps only Home when the categories failed to load ("only Home remains")', () => {
    render(<Breadcrumbs items={[]} homeHref="/de/" />);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(home.getAttribute('href')).toBe('/de/');
    expect(home.getAttribute('aria-current')).toBe('page');
  });

  it('shows a last crumb without href as text marked current', () => {
    render(<Breadcrumbs items={[{ name: 'Tools', href: '/tools/' }, { name: 'Hammer XL' }]} />);
    expect(screen.queryByRole('link', { name: 'Hammer XL' })).toBeNull();
    expect(screen.getByText('Hammer XL').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('renders links through the host router', () => {
    const RouterLink = ({ href, ...rest }: BreadcrumbLinkProps) => <a data-router="yes" href={`#${href}`} {...rest} />;
    render(<Breadcrumbs items={categories} renderLink={(props) => <RouterLink {...props} />} />);
    const tools = screen.getByRole('link', { name: 'Tools' });
    expect(tools.getAttribute('data-router')).toBe('yes');
    expect(tools.getAttribute('href')).toBe('#/tools/');
  });

  it.each([
    ['de-DE', 'Brotkrümelnavigation', 'Startseite'],
    ['nl-NL', 'Kruimelpad', 'Home'],
    ['fr-FR', "Fil d'Ariane", 'Accueil'],
  ])('labels the landmark and Home in %s', (locale, label, home) => {
    render(
      <UiLocaleProvider locale={locale}>
        <Breadcrumbs items={categories} />
      </UiLocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: label });
    expect(within(nav).getByRole('link', { name: home })).toBeDefined();
  });

  it('passes className to the root', () => {
    render(<Breadcrumbs items={categories} className="extra-class" />);
    const nav = screen.getByRole('navigation');
    expect(nav.classList.contains('extra-class')).toBe(true);
    expect(nav.getAttribute('data-slot')).toBe('breadcrumbs');
  });
});
