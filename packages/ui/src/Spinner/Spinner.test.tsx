// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status with the localized label "Loading" (storefront.md §2 Search "Texts: … loading")', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
  });

  it.each([
    ['de-DE', 'Wird geladen'],
    ['nl-NL', 'Bezig met laden'],
    ['fr-FR', 'Chargement'],
  ])('speaks the %s label', (locale, label) => {
    render(
      <UiLocaleProvider locale={locale}>
        <Spinner />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('status', { name: label })).toBeDefined();
  });

  it('uses a given label instead of the default', () => {
    render(<Spinner label="Saving the list" />);
    expect(screen.getByRole('status', { name: 'Saving the list' })).toBeDefined();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('passes className to the root', () => {
    render(<Spinner className="extra-class" tone="muted" />);
    const root = screen.getByRole('status');
    expect(root.classList.contains('extra-class')).toBe(true);
    expect(root.getAttribute('data-slot')).toBe('spinner');
    expect(root.getAttribute('data-variant')).toBe('muted');
  });
});
