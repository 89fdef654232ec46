/** One entry of the page list: a page number or a gap ("…"). */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** The pager's numbers after normalising bad input. */
export interface PagerPosition {
  /** Current page, 1-based, within 1…totalPages. */
  currentPage: number;
  /** Number of pages (0 when there are no results). */
  totalPages: number;
}

const whole = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) ? Math.floor(value) : undefined;

/**
 * Normalises the listing's pager fields (storefront.md §2 "pager with currentPage, currentLimit,
 * totalResults, totalPages"): totalPages falls back to totalResults ÷ currentLimit rounded up
 * (storefront.md §3), and the current page is clamped into 1…totalPages.
 */
export function resolvePagerPosition(input: {
  currentPage: number;
  currentLimit?: number | undefined;
  totalResults?: number | undefined;
  totalPages?: number | undefined;
}): PagerPosition {
  let totalPages = whole(input.totalPages);
  if (totalPages === undefined) {
    const results = whole(input.totalResults) ?? 0;
    const limit = whole(input.currentLimit) ?? 0;
    totalPages = limit > 0 ? Math.ceil(Math.max(0, results) / limit) : 0;
  }
  totalPages = Math.max(0, totalPages);
  const requested = whole(input.currentPage) ?? 1;
  const currentPage = totalPages === 0 ? 1 : Math.min(Math.max(1, requested), totalPages);
  return { currentPage, totalPages };
}

/**
 * Page numbers to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis for each longer gap (a gap of exactly one page shows that page).
 */
export function pageItems(currentPage: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const wanted = new Set<number>([1, totalPages]);
  for (let page = currentPage - siblings; page <= currentPage + siblings; page += 1) {
    if (page >= 1 && page <= totalPages) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ type: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ type: 'ellipsis', key: previous === 1 ? 'start' : 'end' });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
