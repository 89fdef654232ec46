import { defaultListingLimit, isUuid, maxListingLimit } from '@ratchet/store-api-contract';

// The sort keys, page sizes and limits are the contract's (rules/sorting.ts, rules/limits.ts), written once.
export { isOfferedSorting, listingSortings } from '@ratchet/store-api-contract';
export type { ListingSorting } from '@ratchet/store-api-contract';

/** `id|id` or an array of ids → unique, lower-cased ids that look like UUIDs (others are ignored). */
export function parseIdList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const parts = (typeof value === 'string' ? value.split('|') : value).map((part) => part.trim().toLowerCase());
  return [...new Set(parts.filter((part) => isUuid(part)))];
}

/**
 * Groups selected property options by their group: options of one group are alternatives (OR),
 * groups must all match (AND) — Shopware's listing filter semantics. Unknown options are dropped.
 */
export function groupOptionFilters(
  optionIds: readonly string[],
  groupOf: (optionId: string) => string | undefined,
): string[][] {
  const groups = new Map<string, string[]>();
  for (const id of optionIds) {
    const group = groupOf(id);
    if (!group) continue;
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return [...groups.values()];
}

/** Page and limit from p/page/limit with defaults and bounds. */
export function pageAndLimit(input: { p?: number; page?: number; limit?: number }): { page: number; limit: number } {
  const page = Math.max(1, Math.floor(input.p ?? input.page ?? 1));
  const limit = Math.min(maxListingLimit, Math.max(1, Math.floor(input.limit ?? defaultListingLimit)));
  return { page, limit };
}

/** Total pages of a result (at least 1). */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
