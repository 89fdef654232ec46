import { describe, expect, it } from 'vitest';
import {
  decrementQuantity,
  effectiveMaximum,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  parseQuantity,
  removesCartLine,
  snapQuantity,
  validateQuantity,
} from './quantity';

const pieces = { minPurchase: 10, purchaseStep: 5, maxPurchase: 100 };
const metres = { minPurchase: 0.5, purchaseStep: 0.25, maxPurchase: 20 };

describe('quantity rules (storefront.md §5 quantity counter)', () => {
  it.each([
    [10, true],
    [15, true],
    [100, true],
    [12, false],
    [5, false],
    [105, false],
  ])('min + k·step is valid: %s → %s', (value, valid) => {
    expect(isValidQuantity(value, pieces)).toBe(valid);
  });

  it('handles float steps like 0.25 without drift (storefront.md §5, two decimals)', () => {
    const values = Array.from({ length: 78 }, (_, k) => Number((0.5 + k * 0.25).toFixed(2)));
    for (const value of values) expect(isValidQuantity(value, metres)).toBe(true);
    expect(isValidQuantity(0.6, metres)).toBe(false);
    expect(isValidQuantity(0.1 + 0.2 + 0.2, metres)).toBe(true); // 0.5000000000000001
  });

  it('names the problem of an invalid value', () => {
    expect(validateQuantity(Number.NaN, pieces)).toEqual({ valid: false, problem: 'notNumeric' });
    expect(validateQuantity(5, pieces)).toEqual({ valid: false, problem: 'belowMinimum' });
    expect(validateQuantity(105, pieces)).toEqual({ valid: false, problem: 'aboveMaximum' });
    expect(validateQuantity(12, pieces)).toEqual({ valid: false, problem: 'notOnStep' });
    expect(validateQuantity(0.755, metres)).toEqual({ valid: false, problem: 'notOnStep' });
  });

  it.each([
    [12, 10],
    [19.99, 15],
    [3, 10],
    [250, 100],
    [Number.NaN, 10],
  ])('snaps %s down to the nearest step from the minimum, clamped to min and max: %s', (value, expected) => {
    expect(snapQuantity(value, pieces)).toBe(expected);
  });

  it('snaps fractional goods onto their 0.25 grid', () => {
    expect(snapQuantity(1.3, metres)).toBe(1.25);
    expect(snapQuantity(1.999, metres)).toBe(1.75);
    expect(snapQuantity(0.2, metres)).toBe(0.5);
  });

  it('snaps the maximum onto the grid when maxPurchase is not on it', () => {
    const rule = { minPurchase: 2, purchaseStep: 3, maxPurchase: 10 };
    expect(effectiveMaximum(rule)).toBe(8);
    expect(snapQuantity(50, rule)).toBe(8);
    expect(isValidQuantity(10, rule)).toBe(false);
  });

  it('plus and minus move one step and stay within min and max', () => {
    expect(incrementQuantity(10, pieces)).toBe(15);
    expect(incrementQuantity(100, pieces)).toBe(100);
    expect(decrementQuantity(15, pieces)).toBe(10);
    expect(decrementQuantity(10, pieces)).toBe(10);
    expect(decrementQuantity(12, pieces)).toBe(10);
    expect(incrementQuantity(12, pieces)).toBe(15);
    expect(incrementQuantity(0.75, metres)).toBe(1);
    expect(decrementQuantity(0.75, metres)).toBe(0.5);
  });

  it('has no maximum when maxPurchase is missing', () => {
    const rule = { minPurchase: 1, purchaseStep: 1 };
    expect(effectiveMaximum(rule)).toBeNull();
    expect(snapQuantity(123456, rule)).toBe(123456);
  });

  it('raises the start value to the minimum (storefront.md §5: at start the counter raises the value)', () => {
    expect(initialQuantity(1, pieces)).toBe(10);
    expect(initialQuantity(undefined, pieces)).toBe(10);
    expect(initialQuantity(20, pieces)).toBe(20);
  });

  it('parses comma and point decimals and rejects non-numbers', () => {
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity(' 2.25 ')).toBe(2.25);
    expect(parseQuantity('abc')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('1e3')).toBeNaN();
  });
});

describe('below the minimum removes the line (storefront.md §5 cart)', () => {
  it.each([
    // quantity, minPurchase, removes
    [9, 10, true],
    [0, 10, true],
    [10, 10, false],
    [12, 10, false],
    [0.49, 0.5, true],
    [0.5, 0.5, false],
    [0.25, 0.5, true],
    [1, 1, false],
    [0, 1, true],
  ])('quantity %s with minimum %s removes the line: %s', (quantity, minPurchase, removes) => {
    expect(removesCartLine(quantity, { minPurchase })).toBe(removes);
  });
});
