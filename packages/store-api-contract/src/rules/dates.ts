/**
 * Date rules for date pickers and date filters (storefront.md §5 "Date pickers",
 * account-area.md §5 and §9). Dates are plain ISO calendar dates ("2026-11-23"), so the
 * rules stay free of time zones and of any date library.
 *
 * Pure module: no React, no I/O.
 */

/** A calendar date as an ISO string, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Which days a delivery-date picker disables (account-area.md §9). */
export interface SelectableDateOptions {
  /** Disable days before today. */
  disablePast?: boolean | undefined;
  /** Disable today itself. */
  disableToday?: boolean | undefined;
  /** Disable Saturdays and Sundays. */
  disableWeekends?: boolean | undefined;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A UTC midnight; setUTCFullYear keeps years below 100 as written (Date.UTC maps 0–99 to 1900–1999). */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Reads an ISO date; throws a RangeError naming the input when it is not a real calendar date. */
export function parseIsoDate(value: IsoDate): { year: number; month: number; day: number } {
  const match = typeof value === 'string' ? isoPattern.exec(value) : null;
  if (!match) throw new RangeError(`Expected an ISO date (YYYY-MM-DD), got ${JSON.stringify(value)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = utcDate(year, month, day);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  }
  return { year, month, day };
}

/** True when the text is a valid ISO calendar date. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Compares two ISO dates: negative when a is earlier, 0 on the same day, positive when later. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  parseIsoDate(a);
  parseIsoDate(b);
  // Zero-padded ISO dates sort like the calendar.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const weekday = utcDate(year, month, day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** True on Saturdays and Sundays. */
export function isWeekend(date: IsoDate): boolean {
  return isoWeekday(date) >= 6;
}

/**
 * Whether a delivery date may be chosen (account-area.md §9: "Date picker disables today
 * and earlier days and Saturdays and Sundays"); each rule is switched on by its option.
 */
export function isSelectableDeliveryDate(date: IsoDate, today: IsoDate, options: SelectableDateOptions = {}): boolean {
  const order = compareIsoDates(date, today);
  if (options.disablePast && order < 0) return false;
  if (options.disableToday && order === 0) return false;
  if (options.disableWeekends && isWeekend(date)) return false;
  return true;
}

/**
 * A custom period is valid when its end is not before its start (storefront.md §5); a
 * one-day period (end = start) is allowed unless `allowSameDay` is false (account-area.md §5
 * reads "later than"). See docs/decisions.md.
 */
export function isValidPeriod(start: IsoDate, end: IsoDate, options: { allowSameDay?: boolean } = {}): boolean {
  const order = compareIsoDates(end, start);
  return options.allowSameDay === false ? order > 0 : order >= 0;
}

/**
 * A from/to filter is valid when the from-date is not later than the to-date
 * (account-area.md §5, offers and orders filters). An open end (null, undefined or '') is valid.
 */
export function isValidFromTo(from: IsoDate | null | undefined, to: IsoDate | null | undefined): boolean {
  if (!from || !to) {
    if (from) parseIsoDate(from);
    if (to) parseIsoDate(to);
    return true;
  }
  return compareIsoDates(from, to) <= 0;
}

/**
 * The rules of the desired delivery date at checkout (account-area.md §9, storefront.md §5): no earlier
 * day, not today, no Saturday or Sunday. The DatePicker and the server (createOrder) use the same options.
 */
export const desiredDeliveryDateRules = {
  disablePast: true,
  disableToday: true,
  disableWeekends: true,
} as const satisfies SelectableDateOptions;

/** True when `date` may be chosen as the desired delivery date, `today` being the shop's calendar day. */
export function isSelectableDesiredDeliveryDate(date: IsoDate, today: IsoDate): boolean {
  return isIsoDate(date) && isSelectableDeliveryDate(date, today, desiredDeliveryDateRules);
}

/** The time zone of the shop's calendar (Austria and Belgium share Central European Time). */
export const shopTimeZone = 'Europe/Vienna';

/** One formatter per time zone (building one costs far more than formatting with it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as an ISO date (the shop's "today" by default). */
export function isoDateInTimeZone(instant: Date, timeZone: string = shopTimeZone): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}
