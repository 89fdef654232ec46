import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiLocaleProvider } from '../i18n/UiLocaleProvider';
import { OrderSummary, type OrderSummaryProps } from './OrderSummary';

const address = {
  company: 'Huber Maschinenbau GmbH',
  firstName: 'Anna',
  lastName: 'Huber',
  street: 'Industriestraße 12',
  zipcode: '4020',
  city: 'Linz',
  countryName: 'Austria',
};
const props: OrderSummaryProps = {
  orderNumber: '10042',
  lines: [
    {
      id: '1',
      name: 'Hexagon bolt M8',
      productNumber: 'RT-100',
      quantity: 50,
      unitPrice: 0.18,
      totalPrice: 9,
      remark: 'Hall 3',
    },
    { id: '2', name: 'RATCHET10', quantity: 1, totalPrice: -0.9 },
  ],
  billingAddress: address,
  shipping: { option: 'delivery', address },
  shippingMethod: 'Standard',
  paymentMethod: 'Invoice',
  desiredDeliveryDate: '2026-12-02',
  orderReference: 'PO-2026-0815',
  totals: <p>totals here</p>,
};

describe('OrderSummary', () => {
  it('shows number, reference, delivery date, addresses, lines and totals (account-area.md §2 /checkout/success)', () => {
    render(<OrderSummary {...props} className="extra" />);
    const details = screen.getByLabelText('Order details');
    expect(within(details).getByText('Order number').nextElementSibling).toHaveTextContent('10042');
    expect(within(details).getByText('Order reference').nextElementSibling).toHaveTextContent('PO-2026-0815');
    expect(within(details).getByText('Desired delivery date').nextElementSibling).toHaveTextContent(
      'Wednesday, 2 December 2026',
    );
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hexagon bolt M8Art. no. RT-100Remark: Hall 350€0,18€9,00');
    expect(rows[2]).toHaveTextContent('RATCHET101-€0,90');
    expect(screen.getByText('totals here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order summary' }).closest('section')).toHaveClass('extra');
  });

  it('pickup names the branch; withheld prices leave the price columns out (storefront.md §6)', () => {
    render(
      <OrderSummary
        {...props}
        shipping={{ option: 'pickup', locationName: 'Antwerpen' }}
        lines={[{ id: '1', name: 'Hexagon bolt M8', quantity: 50, unitPrice: null, totalPrice: null }]}
        totals={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pickup at' }).nextElementSibling).toHaveTextContent('Antwerpen');
    expect(screen.queryByRole('columnheader', { name: 'Total (excl. VAT)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('speaks the shop language', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <OrderSummary {...props} headingLevel={1} heading="Vielen Dank für Ihre Bestellung" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lieferadresse' })).toBeInTheDocument();
    expect(screen.getByText('Wunschliefertermin')).toBeInTheDocument();
  });
});
