// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Price } from './Price';

afterEach(cleanup);

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderIn(locale: string, ui: React.ReactElement) {
  return render(<UiLocaleProvider locale={locale}>{ui}</UiLocaleProvider>);
}

describe('Price (storefront.md §9 "euro, two decimals, comma separator")', () => {
  it.each([
    ['de-DE', '1.234,50 €', 'inkl. MwSt.'],
    ['nl-NL', '€ 1.234,50', 'incl. btw'],
    ['fr-FR', '1 234,50 €', 'TTC'],
    ['en-GB', '€1.234,50', 'incl. VAT'],
  ])('%s shows %s labelled %s', (locale, amount, label) => {
    renderIn(locale, <Price amount={1234.5} taxDisplay="gross" data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(plain(price.querySelector('[data-slot="price-amount"]')?.textContent ?? null)).toBe(amount);
    expect(price.querySelector('[data-slot="price-tax"]')?.textContent).toBe(label);
  });

  it('labels a net price as excluding VAT (storefront.md §9 "net price two decimals")', () => {
    renderIn('de-DE', <Price amount={10} taxDisplay="net" data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(plain(price.textContent)).toBe('10,00 €zzgl. MwSt.');
    expect(price.getAttribute('data-variant')).toBe('net');
  });

  it('rounds half away from zero to two decimals, in the text and the machine value (storefront.md §9)', () => {
    render(<Price amount={2.675} taxDisplay="gross" data-testid="price" />);
    const amount = screen.getByTestId('price').querySelector('data');
    expect(plain(amount?.textContent ?? null)).toBe('€2,68');
    expect(amount?.getAttribute('value')).toBe('2.68');
  });

  it('keeps the VAT label for screen readers when hidden visually', () => {
    render(<Price amount={5} taxDisplay="net" hideTaxLabel data-testid="price" />);
    const label = screen.getByText('excl. VAT');
    expect(label.classList.contains('sr-only')).toBe(true);
  });

  it('shows "Price not available" for a missing amount instead of failing', () => {
    render(<Price amount={Number.NaN} taxDisplay="gross" data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(price.textContent).toBe('Price not available');
    expect(price.getAttribute('data-state')).toBe('unavailable');
  });

  it('passes className to the root', () => {
    render(<Price amount={1} taxDisplay="gross" className="extra-class" data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(price.classList.contains('extra-class')).toBe(true);
    expect(price.getAttribute('data-slot')).toBe('price');
  });
});
