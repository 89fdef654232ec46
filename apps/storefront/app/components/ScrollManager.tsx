import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll behaviour of storefront.md §2 on top of React Router's ScrollRestoration (which restores saved
 * positions and scrolls to hash anchors): a changed page query `p` on the same path scrolls to top; the same
 * path with the same `p` keeps the position.
 */
export function ScrollManager() {
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.pathname !== location.pathname) return;
    const pageBefore = new URLSearchParams(before.search).get('p');
    const pageNow = new URLSearchParams(location.search).get('p');
    if (pageBefore !== pageNow) window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}
