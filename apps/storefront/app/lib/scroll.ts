/** What to do with the scroll position after a navigation (storefront.md §2 scroll behaviour). */
export type ScrollDecision =
  { kind: 'keep' } | { kind: 'top' } | { kind: 'position'; y: number } | { kind: 'anchor'; id: string };

interface Place {
  pathname: string;
  search: string;
}

function pageQuery(search: string): string | null {
  return new URLSearchParams(search).get('p');
}

/**
 * storefront.md §2: same path and same page query `p` keeps the position; same path with a changed `p` goes to
 * the top; otherwise the saved position (back/forward), else the hash anchor, else the top.
 */
export function scrollDecision(
  previous: Place,
  next: Place & { hash: string },
  saved: number | undefined,
): ScrollDecision {
  if (previous.pathname === next.pathname) {
    return pageQuery(previous.search) === pageQuery(next.search) ? { kind: 'keep' } : { kind: 'top' };
  }
  if (saved !== undefined) return { kind: 'position', y: saved };
  const id = decodeURIComponent(next.hash.replace(/^#/, ''));
  if (id) return { kind: 'anchor', id };
  return { kind: 'top' };
}
