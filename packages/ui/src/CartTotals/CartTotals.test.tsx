import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { CartTotals, type CartTotalsProps } from './CartTotals';

const base: CartTotalsProps = {
  subtotal: 120,
  shippingCosts: 9.9,
  freeShipping: { limit: 250, missing: 130 },
  minimumOrder: { minimumValue: 150, additionalCost: 15, reached: false },
  netTotal: 144.9,
  taxes: [
    { taxRate: 20, tax: 26.98 },
    { taxRate: 10, tax: 0.5 },
  ],
  grossTotal: 172.38,
};

/** The amount shown next to a label. */
const amountOf = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('CartTotals', () => {
  it('labels every amount net or gross; the gross total says incl. VAT (issue 10, storefront.md §3 cart)', () => {
    render(<CartTotals {...base} />);
    expect(amountOf('Subtotal (excl. VAT)')).toBe('€120,00');
    expect(amountOf('Shipping (excl. VAT)')).toBe('€9,90');
    expect(amountOf('Total (excl. VAT)')).toBe('€144,90');
    expect(amountOf('Total (incl. VAT)')).toBe('€172,38');
    expect(screen.queryByText(/Total.*excl.*172/)).not.toBeInTheDocument();
  });

  it('shows VAT per rate (storefront.md §3 cart, issue 10)', () => {
    render(<CartTotals {...base} />);
    expect(amountOf('VAT 20%')).toBe('€26,98');
    expect(amountOf('VAT 10%')).toBe('€0,50');
  });

  it('names the amount missing for free shipping, then that it is reached (storefront.md §9, issue 10)', () => {
    const { rerender } = render(<CartTotals {...base} />);
    expect(screen.getByText('Add €130,00 more (excl. VAT) for free shipping from €250,00.')).toBeInTheDocument();
    rerender(<CartTotals {...base} subtotal={260} shippingCosts={0} freeShipping={{ limit: 250, missing: 0 }} />);
    expect(screen.getByText('Free shipping: your order is above €250,00 (excl. VAT).')).toBeInTheDocument();
    expect(amountOf('Shipping (excl. VAT)')).toBe('Free');
  });

  it('shows the minimum order surcharge only while the minimum value is not reached (storefront.md §3, §9)', () => {
    const { rerender } = render(<CartTotals {...base} />);
    expect(amountOf('Minimum order surcharge (excl. VAT)')).toBe('€15,00');
    expect(screen.getByText('Below the minimum order value of €150,00 (excl. VAT) we add €15,00.')).toBeInTheDocument();
    rerender(<CartTotals {...base} minimumOrder={{ minimumValue: 150, additionalCost: 15, reached: true }} />);
    expect(screen.queryByText('Minimum order surcharge (excl. VAT)')).not.toBeInTheDocument();
  });

  it('notes off: the amounts stay, the free-shipping and minimum-order notes are left out', () => {
    render(<CartTotals {...base} notes={false} />);
    expect(amountOf('Minimum order surcharge (excl. VAT)')).toBe('€15,00');
    expect(screen.queryByText(/free shipping/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Below the minimum order value/)).not.toBeInTheDocument();
  });

  it('lists promotion discounts and hides unknown shipping', () => {
    render(
      <CartTotals {...base} shippingCosts={null} promotions={[{ label: 'WINTER10', amount: -12 }]} className="extra" />,
    );
    expect(amountOf('WINTER10')).toBe('-€12,00');
    expect(screen.queryByText('Shipping (excl. VAT)')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order total' }).closest('[data-slot="cart-totals"]')).toHaveClass(
      'extra',
    );
  });

  it('speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <CartTotals {...base} />
      </UiLocaleProvider>,
    );
    const gross = screen.getByText('Gesamtsumme (inkl. MwSt.)').closest('div');
    expect(within(gross as HTMLElement).getByText('172,38 €')).toBeInTheDocument();
  });
});
