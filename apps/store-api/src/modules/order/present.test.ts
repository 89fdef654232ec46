import { describe, expect, it } from 'vitest';
import { confirmationValues, type ConfirmationFacts } from './present';

const facts: ConfirmationFacts = {
  recipient: { first_name: 'Lena', last_name: 'Huber', locale_code: 'de-DE' },
  orderNumber: '100042',
  orderReference: 'PO-7',
  lines: [{ id: 'l1', product_number: 'M8-40', name: 'Sechskantschraube M8×40', quantity: 25 }],
  calc: {
    lines: [{ id: 'l1', unitPrice: 0.5, quantity: 25, totalPrice: 12.5, tax: 2.5, taxRate: 20 }],
    promotions: [{ id: 'p1', code: 'RATCHET10', totalPrice: -1.25, taxes: [] }],
    netTotal: 21.15,
    taxes: [{ taxRate: 20, price: 21.15, tax: 4.23 }],
    total: 25.38,
    shippingCost: 9.9,
  },
  showPrices: true,
  shippingMethod: 'pickup',
  pickupLocation: 'IMH_HAS',
  desiredDeliveryDate: '2026-12-01',
};

describe('order confirmation mail values (issue 10: mail per locale; storefront.md §6 prices by right)', () => {
  it('formats lines, totals and delivery in the mail’s locale, euro with a decimal comma', () => {
    const values = confirmationValues(facts);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(values.lines).split('\n')).toEqual([
      '25,00 × M8-40 Sechskantschraube M8×40  12,50 €',
      'RATCHET10  -1,25 €',
    ]);
    expect(plain(values.totals)).toContain('Gesamt brutto: 25,38 €');
    expect(values.delivery.split('\n')).toEqual(['Abholung: IMH_HAS', 'Wunschliefertermin: 2026-12-01']);
    expect(values.orderReference).toBe('PO-7');
  });

  it('carries no amount for a customer without ROLE_VIEW_PRICES', () => {
    const values = confirmationValues({ ...facts, showPrices: false });
    expect(`${values.lines}${values.totals}`).not.toMatch(/€|\d,\d\d(?! ×)/);
    expect(values.totals).toBe('');
  });
});
