import { describe, expect, it } from 'vitest';
import { checkLineQuantity, type ProductQuantityFacts } from './lineQuantity';

const metre: ProductQuantityFacts = { minPurchase: 1, purchaseStep: 0.5, maxPurchase: 10, stock: 4, isCloseout: false };

describe('checkLineQuantity', () => {
  it.each([
    [0.5, 'belowMinimum'],
    [1.25, 'notOnStep'],
    [10.5, 'aboveMaximum'],
    [Number.NaN, 'notNumeric'],
  ])('rejects %s as invalid quantity (%s) (storefront.md §5 cart-level rules)', (quantity, problem) => {
    expect(checkLineQuantity(quantity, metre)).toEqual({ ok: false, reason: 'invalidQuantity', problem });
  });

  it('accepts minimum plus whole steps and reports the backorder part of a normal product (storefront.md §5)', () => {
    expect(checkLineQuantity(2.5, metre)).toEqual({ ok: true, backorderQuantity: 0 });
    expect(checkLineQuantity(6.5, metre)).toEqual({ ok: true, backorderQuantity: 2.5 });
  });

  it('never puts a closeout product beyond its stock into the cart (issue 3 reliability)', () => {
    const closeout = { ...metre, isCloseout: true };
    expect(checkLineQuantity(4, closeout)).toEqual({ ok: true, backorderQuantity: 0 });
    expect(checkLineQuantity(4.5, closeout)).toEqual({ ok: false, reason: 'outOfStock', available: 4 });
    expect(checkLineQuantity(1, { ...closeout, stock: -2 })).toEqual({ ok: false, reason: 'outOfStock', available: 0 });
  });
});
