/**
 * Pure parts of approval flows, requests and order references (issue 12): time zones, amounts as written, the
 * approvals list's date filter. No I/O.
 */
import { addDays, euroToCents, midnightIn, shopTimeZones, type IsoDate } from '@ratchet/store-api-contract';

/** The shop time zone of a company's country (Vienna for Austria, Brussels for Belgium; Vienna otherwise). */
export function timeZoneOfCountry(country: string | null): string {
  return country === 'BE' ? shopTimeZones.BE : shopTimeZones.AT;
}

/** A euro amount of a request body as the numeric text written to the database (exact cents). */
export function numericOfEuro(euro: number): string {
  const cents = euroToCents(euro);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** The instants of an inclusive date filter (from midnight of `from` to midnight after `to`, shop time zone). */
export function dateRange(
  from: IsoDate | undefined,
  to: IsoDate | undefined,
  timeZone: string,
): { from: Date | null; to: Date | null } {
  return {
    from: from ? midnightIn(from, timeZone) : null,
    to: to ? midnightIn(addDays(to, 1), timeZone) : null,
  };
}

/** Unique ids in their first order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
