import { describe, expect, it } from 'vitest';
import { addLineItemBodySchema, createOrderBodySchema, updateLineItemBodySchema } from './schemas';

describe('checkout request schemas', () => {
  it('accepts several items with id or sku and defaults type and quantity (storefront.md §7 add several items)', () => {
    const parsed = addLineItemBodySchema.parse({ items: [{ referencedId: 'abc' }, { sku: 'M8-40', quantity: 2.5 }] });
    expect(parsed.items).toEqual([
      { referencedId: 'abc', type: 'product', quantity: 1 },
      { sku: 'M8-40', type: 'product', quantity: 2.5 },
    ]);
  });

  it('rejects an item without referencedId and sku, a non-numeric and a negative quantity', () => {
    for (const item of [{ quantity: 1 }, { sku: 'A', quantity: 'two' }, { sku: 'A', quantity: -1 }]) {
      expect(addLineItemBodySchema.safeParse({ items: [item] }).success).toBe(false);
    }
    expect(addLineItemBodySchema.safeParse({ items: [] }).success).toBe(false);
  });

  it('carries the line remark in payload.customFields.order_detail_text (storefront.md §3 Cart)', () => {
    const parsed = updateLineItemBodySchema.parse({
      items: [{ id: 'line-1', payload: { customFields: { order_detail_text: 'Halle 3' } } }],
    });
    expect(parsed.items[0]?.payload?.customFields?.order_detail_text).toBe('Halle 3');
  });

  it('accepts an empty order body and only known payment methods', () => {
    expect(createOrderBodySchema.safeParse(undefined).success).toBe(true);
    expect(createOrderBodySchema.safeParse({ paymentMethodId: 'prepayment' }).success).toBe(true);
    expect(createOrderBodySchema.safeParse({ paymentMethodId: 'bitcoin' }).success).toBe(false);
  });
});

describe('checkout request schemas of issue 10', () => {
  it('adds a promotion code as a line item of type promotion (storefront.md §3 Cart: type product or promotion)', () => {
    const parsed = addLineItemBodySchema.parse({ items: [{ type: 'promotion', referencedId: 'RATCHET10' }] });
    expect(parsed.items[0]).toMatchObject({ type: 'promotion', referencedId: 'RATCHET10' });
    expect(addLineItemBodySchema.safeParse({ items: [{ type: 'voucher', referencedId: 'X' }] }).success).toBe(false);
  });

  it('takes the checkout data: pickup branch code, ISO delivery date, file number ≤ 30, one-time address (account-area.md §2, §3)', () => {
    const body = {
      shippingMethodId: 'pickup',
      pickupLocation: 'IMH_ANT',
      desiredDeliveryDate: '2026-12-01',
      fileNumber: 'F'.repeat(30),
      shippingAddress: {
        firstName: 'Lena',
        lastName: 'Huber',
        street: 'Hafenstraße 1',
        zipcode: '4020',
        city: 'Linz',
        countryIso: 'AT',
      },
      idempotencyKey: 'cart-3f1c2a7e',
    };
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
    for (const broken of [
      { pickupLocation: 'VIENNA' },
      { desiredDeliveryDate: '2026-02-30' },
      { desiredDeliveryDate: '01.12.2026' },
      { fileNumber: 'F'.repeat(31) },
      { idempotencyKey: 'short' },
      { shippingAddress: { ...body.shippingAddress, countryIso: 'US' } },
    ]) {
      expect(createOrderBodySchema.safeParse({ ...body, ...broken }).success).toBe(false);
    }
  });
});
