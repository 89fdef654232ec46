import { describe, expect, it } from 'vitest';
import { deliveryTimeRange, safeDeliveryTimeRange } from './deliveryTime';

describe('delivery time range (storefront.md §9 delivery time conversion)', () => {
  it.each([
    [
      { min: 1, max: 3, unit: 'day' },
      { minDays: 1, maxDays: 3 },
    ],
    [
      { min: 1, max: 2, unit: 'week' },
      { minDays: 7, maxDays: 14 },
    ],
    [
      { min: 1, max: 2, unit: 'month' },
      { minDays: 30, maxDays: 60 },
    ],
    [
      { min: 1, max: 1, unit: 'year' },
      { minDays: 365, maxDays: 365 },
    ],
    [
      { min: 0, max: 1, unit: 'Week' },
      { minDays: 0, maxDays: 7 },
    ],
  ])('converts %o to %o (week 7, month 30, year 365)', (input, expected) => {
    expect(deliveryTimeRange(input)).toEqual(expected);
  });

  it('rejects an unknown unit with a clear error (storefront.md §9)', () => {
    expect(() => deliveryTimeRange({ min: 1, max: 2, unit: 'fortnight' })).toThrow(
      /Unknown delivery time unit "fortnight"/,
    );
  });

  it.each([
    [{ min: -1, max: 2, unit: 'day' }, /not negative/],
    [{ min: Number.NaN, max: 2, unit: 'day' }, /finite/],
    [{ min: 3, max: 2, unit: 'week' }, /minimum 3 is above its maximum 2/],
  ])('rejects bad bounds %o (storefront.md §9)', (input, message) => {
    expect(() => deliveryTimeRange(input)).toThrow(message);
  });

  it('answers undefined instead of throwing for a missing or bad delivery time (storefront.md §2 product detail)', () => {
    expect(safeDeliveryTimeRange(undefined)).toBeUndefined();
    expect(safeDeliveryTimeRange({ min: 1, max: 2, unit: 'fortnight' })).toBeUndefined();
    expect(safeDeliveryTimeRange({ min: 2, max: 3, unit: 'week' })).toEqual({ minDays: 14, maxDays: 21 });
  });
});
