import { describe, expect, it } from 'vitest';
import { cartDeliveryDate, lineDeliveryDate, nextWorkingDay } from './deliveryDate';

// 2026-11-18 is a Wednesday.
const today = '2026-11-18';
const days = (min: number, max: number, unit = 'day') => ({ min, max, unit });

describe('lineDeliveryDate (storefront.md §3 Cart line delivery date, §9 delivery time as a range)', () => {
  it.each([
    ['in stock, 1–2 days: Thursday to Friday', days(1, 2), null, true, '2026-11-19', '2026-11-20'],
    ['in stock, 2–3 days: Friday, then Saturday moves to Monday', days(2, 3), null, true, '2026-11-20', '2026-11-23'],
    ['in stock, 1 week: next Wednesday', days(1, 1, 'week'), null, true, '2026-11-25', '2026-11-25'],
    ['not in stock: restock 10 days on top', days(1, 2), 10, false, '2026-11-30', '2026-11-30'],
    ['not in stock without a restock time: the delivery time', days(1, 2), null, false, '2026-11-19', '2026-11-20'],
  ] as const)('%s', (_name, deliveryTime, restockDays, inStock, earliest, latest) => {
    expect(lineDeliveryDate(today, { deliveryTime, restockDays, inStock })).toEqual({ earliest, latest });
  });

  it('answers null for a missing or unusable delivery time', () => {
    expect(lineDeliveryDate(today, { deliveryTime: null, restockDays: null, inStock: true })).toBeNull();
    expect(lineDeliveryDate(today, { deliveryTime: days(3, 1), restockDays: null, inStock: true })).toBeNull();
  });

  it('takes the latest line for the whole cart and moves weekends to Monday', () => {
    expect(
      cartDeliveryDate([
        { earliest: '2026-11-19', latest: '2026-11-20' },
        null,
        { earliest: '2026-11-23', latest: '2026-11-24' },
      ]),
    ).toEqual({
      earliest: '2026-11-23',
      latest: '2026-11-24',
    });
    expect(cartDeliveryDate([null])).toBeNull();
    expect(nextWorkingDay('2026-11-22')).toBe('2026-11-23');
  });
});
