/**
 * Search result properties (storefront.md §2 Search): each quick-search result shows at most 4
 * properties, with one named property group sorted first.
 */

/** A product property as the search result shows it: the group's name and the option's name. */
export interface SearchResultProperty {
  group: string;
  option: string;
}

/** Properties shown per quick-search result (storefront.md §2 Search). */
export const searchResultPropertyLimit = 4;

/**
 * The properties a search result shows: those of `firstGroup` (compared case-insensitively, trimmed)
 * first, the others after them in their given order, at most `limit`. Entries without a group or
 * option name are dropped; a bad limit falls back to 4.
 */
export function searchResultProperties(
  properties: readonly SearchResultProperty[] | null | undefined,
  firstGroup?: string | null,
  limit: number = searchResultPropertyLimit,
): SearchResultProperty[] {
  const max = Number.isInteger(limit) && limit >= 0 ? limit : searchResultPropertyLimit;
  const named = (firstGroup ?? '').trim().toLowerCase();
  const valid = (properties ?? []).filter((property) => property.group.trim() !== '' && property.option.trim() !== '');
  const first = named ? valid.filter((property) => property.group.trim().toLowerCase() === named) : [];
  const rest = valid.filter((property) => !first.includes(property));
  return [...first, ...rest].slice(0, max);
}
