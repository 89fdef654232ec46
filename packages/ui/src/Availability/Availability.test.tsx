// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { Availability, availabilityState } from './Availability';

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Availability (storefront.md §2 listing/detail; §6 stock for logged-in customers only; §9 delivery ranges)', () => {
  it('tells a visitor only "Available" — no stock amount, no delivery time', () => {
    render(<Availability available data-testid="availability" />);
    const availability = screen.getByTestId('availability');
    expect(availability.textContent).toBe('Available');
    expect(availability.getAttribute('data-variant')).toBe('visitor');
    expect(availability.getAttribute('data-state')).toBe('available');
  });

  it('tells a visitor "Not available" for a product that cannot be ordered', () => {
    render(<Availability available={false} data-testid="availability" />);
    expect(screen.getByTestId('availability').textContent).toBe('Not available');
    expect(screen.getByTestId('availability').getAttribute('data-state')).toBe('unavailable');
  });

  it.each([
    ['en-GB', '1.250,00 pcs. in stock', 'Delivery in 1–3 days'],
    ['de-DE', '1.250,00 Stk. auf Lager', 'Lieferzeit 1–3 Tage'],
    ['nl-NL', '1.250,00 st. op voorraad', 'Levering in 1–3 dagen'],
    ['fr-FR', '1 250,00 pcs en stock', 'Livraison en 1 à 3 jours'],
  ])(
    '%s: a customer sees the stock amount with two decimals (%s, storefront.md §9) and the delivery time as a range (%s)',
    (locale, stock, delivery) => {
      render(
        <UiLocaleProvider locale={locale}>
          <Availability available stock={1250} deliveryDays={{ minDays: 1, maxDays: 3 }} data-testid="availability" />
        </UiLocaleProvider>,
      );
      const availability = screen.getByTestId('availability');
      expect(availability.getAttribute('data-variant')).toBe('customer');
      expect(plain(availability.querySelector('[data-slot="availability-stock"]')?.textContent)).toBe(stock);
      expect(availability.querySelector('[data-slot="availability-delivery"]')?.textContent).toContain(delivery);
    },
  );

  it('shows one number when the range is a single day, and the metre unit', () => {
    render(
      <Availability available stock={12} unit="metre" deliveryDays={{ minDays: 2, maxDays: 2 }} data-testid="a" />,
    );
    expect(plain(screen.getByTestId('a').textContent)).toBe('12,00 m in stock·Delivery in 2 days');
  });

  it('shows "Not in stock" with the restock time for a customer when nothing is in stock (still orderable: delayed)', () => {
    render(<Availability available stock={0} restockDays={5} data-testid="a" />);
    const availability = screen.getByTestId('a');
    expect(availability.getAttribute('data-state')).toBe('delayed');
    expect(availability.querySelector('[data-slot="availability-stock"]')?.textContent).toBe('Not in stock');
    expect(availability.querySelector('[data-slot="availability-restock"]')?.textContent).toContain(
      'Back in stock in 5 days',
    );
  });

  it('does not show a restock time while there is stock', () => {
    render(<Availability available stock={3} restockDays={5} data-testid="a" />);
    expect(screen.getByTestId('a').querySelector('[data-slot="availability-restock"]')).toBeNull();
  });

  it.each([
    [{ available: false, stock: 10 }, 'unavailable'],
    [{ available: true, stock: 0 }, 'delayed'],
    [{ available: true, stock: 5 }, 'available'],
    [{ available: true, stock: null }, 'available'],
  ] as const)('availabilityState(%o) is %s', (input, state) => {
    expect(availabilityState(input)).toBe(state);
  });

  it('passes className to the root', () => {
    render(<Availability available className="extra-class" data-testid="a" />);
    expect(screen.getByTestId('a').classList.contains('extra-class')).toBe(true);
    expect(screen.getByTestId('a').getAttribute('data-slot')).toBe('availability');
  });
});
