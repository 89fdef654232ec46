import { isWeekend, safeDeliveryTimeRange, type DeliveryTime, type IsoDate } from '@ratchet/store-api-contract/rules';

/** The calendar date `days` after `date` (ISO, UTC arithmetic: no time-zone drift). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** The date itself on a working day, else the Monday after it. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** What the delivery date of a cart line depends on. */
export interface LineDeliveryFacts {
  deliveryTime: DeliveryTime | null;
  /** Days until the product is restocked, when known. */
  restockDays: number | null;
  /** True when the stock covers the line's quantity. */
  inStock: boolean;
}

/**
 * Expected delivery dates of a cart line (storefront.md §3 Cart line "delivery date", §9 delivery time as a
 * range): today plus the delivery time in days (week 7, month 30), plus the restock time when the stock does
 * not cover the quantity; a date on a weekend moves to the Monday after (no deliveries on Saturdays and Sundays,
 * as the delivery-date picker). Null without a usable delivery time.
 */
export function lineDeliveryDate(
  today: IsoDate,
  facts: LineDeliveryFacts,
): { earliest: IsoDate; latest: IsoDate } | null {
  const range = safeDeliveryTimeRange(facts.deliveryTime);
  if (!range) return null;
  const wait = facts.inStock ? 0 : Math.max(0, facts.restockDays ?? 0);
  return {
    earliest: nextWorkingDay(addDays(today, range.minDays + wait)),
    latest: nextWorkingDay(addDays(today, range.maxDays + wait)),
  };
}

/** The dates of a whole cart: the latest line decides (everything ships together). */
export function cartDeliveryDate(
  dates: readonly ({ earliest: IsoDate; latest: IsoDate } | null)[],
): { earliest: IsoDate; latest: IsoDate } | null {
  const known = dates.filter((date): date is { earliest: IsoDate; latest: IsoDate } => date !== null);
  if (known.length === 0) return null;
  return {
    earliest: known.reduce((max, date) => (date.earliest > max ? date.earliest : max), known[0]!.earliest),
    latest: known.reduce((max, date) => (date.latest > max ? date.latest : max), known[0]!.latest),
  };
}
