import { describe, expect, it } from 'vitest';
import { cartErrorKeys } from '@ratchet/store-api-contract';
import { calculateCart, type CartSettings, type PricedLine } from './calculateCart';

const settings: CartSettings = {
  minimumOrderValue: 150,
  minimumOrderAdditionalCost: 15,
  creditLimit: null,
  openBalance: 0,
  paymentMethod: 'invoice',
  shippingMethod: 'standard',
  flowBudgetRemaining: null,
};
const line = (id: string, unitPrice: number, quantity: number, taxRate = 20, inStock = true): PricedLine => ({
  id,
  unitPrice,
  quantity,
  taxRate,
  inStock,
});
const keys = (errors: { key: string }[]) => errors.map((error) => error.key);

describe('calculateCart', () => {
  it('sums line totals in cents, fractional quantities included (storefront.md §3 Cart net total)', () => {
    const result = calculateCart([line('a', 0.1, 3), line('b', 12.35, 2.5)], { ...settings, minimumOrderValue: 0 });
    expect(result.lines.map((entry) => entry.totalPrice)).toEqual([0.3, 30.88]);
    expect(result.positionTotal).toBe(31.18);
  });

  it('charges shipping below the free-shipping limit and none from it on (account-area.md §9)', () => {
    expect(calculateCart([line('a', 100, 2)], settings).shippingCost).toBe(9.9);
    const free = calculateCart([line('a', 125, 2)], settings);
    expect(free.shippingCost).toBe(0);
    expect(free.missingForFreeShipping).toBe(0);
    expect(calculateCart([line('a', 100, 2)], settings).missingForFreeShipping).toBe(50);
  });

  it('adds the additional cost and the underMinimumValue error below the minimum order value (storefront.md §8)', () => {
    const below = calculateCart([line('a', 50, 2)], settings);
    expect(below.additionalCost).toBe(15);
    expect(keys(below.errors)).toContain(cartErrorKeys.underMinimumValue);
    expect(below.blocked).toBe(false);
    const reached = calculateCart([line('a', 75, 2)], settings);
    expect(reached.additionalCost).toBe(0);
    expect(keys(reached.errors)).not.toContain(cartErrorKeys.underMinimumValue);
  });

  it('computes VAT per rate and taxes shipping and surcharge at the highest rate (storefront.md §3 Cart VAT)', () => {
    const result = calculateCart([line('a', 50, 1, 10), line('b', 50, 1, 20)], settings);
    // positions 100 → shipping 9.90 and surcharge 15 go to the 20 % rate
    expect(result.taxes).toEqual([
      { taxRate: 10, price: 50, tax: 5 },
      { taxRate: 20, price: 74.9, tax: 14.98 },
    ]);
    expect(result.netTotal).toBe(124.9);
    expect(result.total).toBe(144.88);
  });

  it('restricts payment methods to prepayment and credit card when the credit limit is reached (storefront.md §8)', () => {
    const result = calculateCart([line('a', 200, 1)], { ...settings, creditLimit: 1000, openBalance: 900 });
    expect(result.allowedPaymentMethods).toEqual(['prepayment', 'credit_card']);
    expect(keys(result.errors)).toEqual([cartErrorKeys.underCreditLimit, cartErrorKeys.paymentMethodBlocked]);
    expect(result.blocked).toBe(true);
    const prepaid = calculateCart([line('a', 200, 1)], {
      ...settings,
      creditLimit: 1000,
      openBalance: 900,
      paymentMethod: 'prepayment',
    });
    expect(keys(prepaid.errors)).toEqual([cartErrorKeys.underCreditLimit]);
    expect(prepaid.blocked).toBe(false);
    const within = calculateCart([line('a', 200, 1)], { ...settings, creditLimit: 10000, openBalance: 900 });
    expect(within.allowedPaymentMethods).toContain('invoice');
  });

  it('blocks express shipping when a line is not in stock (shipping-method-blocked, storefront.md §8)', () => {
    const result = calculateCart([line('a', 200, 1, 20, false)], { ...settings, shippingMethod: 'express' });
    expect(keys(result.errors)).toContain(cartErrorKeys.shippingMethodBlocked);
    expect(result.blocked).toBe(true);
    const inStock = calculateCart([line('a', 200, 1)], { ...settings, shippingMethod: 'express' });
    expect(keys(inStock.errors)).not.toContain(cartErrorKeys.shippingMethodBlocked);
    expect(inStock.shippingCost).toBe(24.9);
  });

  it('blocks when the flow budget is not sufficient (account-area.md §8 flow-unsufficient-budget-blocked)', () => {
    const result = calculateCart([line('a', 300, 1)], { ...settings, flowBudgetRemaining: 200 });
    expect(keys(result.errors)).toEqual([cartErrorKeys.flowBudgetBlocked]);
    expect(calculateCart([line('a', 300, 1)], { ...settings, flowBudgetRemaining: 5000 }).errors).toEqual([]);
  });

  it('answers an empty cart with zero totals and no errors', () => {
    const result = calculateCart([], { ...settings, creditLimit: 0, openBalance: 10 });
    expect(result.total).toBe(0);
    expect(result.shippingCost).toBe(0);
    expect(result.errors).toEqual([]);
  });
});

describe('calculateCart with promotion codes (storefront.md §3 Cart: promotion lines)', () => {
  const percent = { id: 'p1', code: 'RATCHET10', discountType: 'percentage' as const, value: 10 };
  const absolute = { id: 'p2', code: 'WERKSTATT25', discountType: 'absolute' as const, value: 25 };

  it.each([
    [
      '10 % of goods at two rates',
      [percent],
      -27.5,
      [
        [10, -2.5],
        [20, -25],
      ],
    ],
    [
      '25 € split in proportion 250 : 25',
      [absolute],
      -25,
      [
        [10, -2.27],
        [20, -22.73],
      ],
    ],
    [
      'both, the second on what the first left',
      [percent, absolute],
      -52.5,
      [
        [10, -4.77],
        [20, -47.73],
      ],
    ],
  ] as const)('%s', (_name, promotions, discount, byRate) => {
    const result = calculateCart([line('a', 125, 2), line('b', 25, 1, 10)], settings, promotions);
    expect(result.discountTotal).toBe(discount);
    expect(result.goodsTotal).toBe(275);
    expect(result.positionTotal).toBe(Math.round((275 + discount) * 100) / 100);
    const parts = new Map<number, number>();
    for (const promotion of result.promotions)
      for (const tax of promotion.taxes)
        parts.set(tax.taxRate, Math.round(((parts.get(tax.taxRate) ?? 0) + tax.price) * 100) / 100);
    expect([...parts.entries()].sort(([a], [b]) => a - b)).toEqual(byRate);
  });

  it('judges free shipping and the minimum order value on the goods after discounts (docs/decisions.md)', () => {
    const result = calculateCart([line('a', 260, 1)], settings, [percent]);
    expect(result.positionTotal).toBe(234);
    expect(result.shippingCost).toBe(9.9);
    expect(result.missingForFreeShipping).toBe(16);
  });

  it('never discounts below zero goods', () => {
    const result = calculateCart([line('a', 10, 1)], { ...settings, minimumOrderValue: 0 }, [absolute]);
    expect(result.discountTotal).toBe(-10);
    expect(result.positionTotal).toBe(0);
  });
});
