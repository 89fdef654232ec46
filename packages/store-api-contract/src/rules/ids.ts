/**
 * Entity ids (Shopware: UUIDs as 32 hex digits without dashes, or in the dashed form).
 * The one place the pattern lives: server path checks, criteria ids, listing filters and
 * storefront links all import it. Pure module.
 */

/** A UUID in the dashed form, any case (`0191c2d4-…`). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID with or without dashes (Shopware writes ids as 32 hex digits), any case. */
export const looseUuidPattern = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** True when `value` is a dashed UUID. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** The dashed, lower-case form of a UUID written with or without dashes; null when it is none. */
export function normaliseUuid(value: string): string | null {
  if (!looseUuidPattern.test(value)) return null;
  const hex = value.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
