/**
 * Delivery time as a range in days (storefront.md §9: week = 7 days, month = 30, year = 365; shown as a range).
 * Pure module: the product detail, the cart line and the server share it.
 */

/** Units a delivery time is given in (Shopware's `deliveryTime.unit`). */
export type DeliveryTimeUnit = 'day' | 'week' | 'month' | 'year';

/** Days per unit (storefront.md §9). */
export const daysPerDeliveryTimeUnit: Readonly<Record<DeliveryTimeUnit, number>> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

/** A product's delivery time as the store-API answers it. */
export interface DeliveryTime {
  min: number;
  max: number;
  unit: string;
}

/** A delivery time converted to days. `minDays === maxDays` means one value, not a range. */
export interface DeliveryTimeRange {
  minDays: number;
  maxDays: number;
}

/** True when `unit` is one of the known delivery-time units. */
export function isDeliveryTimeUnit(unit: string): unit is DeliveryTimeUnit {
  return Object.hasOwn(daysPerDeliveryTimeUnit, unit);
}

/**
 * Converts a delivery time to a range in days. Throws a `RangeError` naming the problem for an
 * unknown unit, a negative or non-finite bound, or a minimum above the maximum.
 */
export function deliveryTimeRange({ min, max, unit }: DeliveryTime): DeliveryTimeRange {
  const normalisedUnit = unit.trim().toLowerCase();
  if (!isDeliveryTimeUnit(normalisedUnit)) {
    throw new RangeError(`Unknown delivery time unit "${unit}" (expected day, week, month or year)`);
  }
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < 0) {
    throw new RangeError(`Delivery time bounds must be finite and not negative (got min ${min}, max ${max})`);
  }
  if (min > max) {
    throw new RangeError(`Delivery time minimum ${min} is above its maximum ${max}`);
  }
  const days = daysPerDeliveryTimeUnit[normalisedUnit];
  return { minDays: Math.round(min * days), maxDays: Math.round(max * days) };
}

/** Like {@link deliveryTimeRange} but answers `undefined` for a missing or invalid delivery time (nothing is shown). */
export function safeDeliveryTimeRange(deliveryTime: DeliveryTime | null | undefined): DeliveryTimeRange | undefined {
  if (!deliveryTime) return undefined;
  try {
    return deliveryTimeRange(deliveryTime);
  } catch {
    return undefined;
  }
}
