import { orderReferenceMaxLength } from '@ratchet/store-api-contract';

export type OrderReferenceCheck = { ok: true; value: string | null } | { ok: false; length: number };

/**
 * Order reference at checkout (account-area.md §5, §9): trimmed, empty means none,
 * at most 30 characters (counted in Unicode code points, as PostgreSQL char_length does).
 */
export function checkOrderReference(input: string | undefined | null): OrderReferenceCheck {
  const value = (input ?? '').trim();
  if (value === '') return { ok: true, value: null };
  const length = [...value].length;
  if (length > orderReferenceMaxLength) return { ok: false, length };
  return { ok: true, value };
}
