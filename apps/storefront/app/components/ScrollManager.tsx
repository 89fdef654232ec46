import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollDecision } from '../lib/scroll';

const storageKey = 'ratchet:scroll-positions';
// Layout effects only run in the browser; on the server this avoids React's useLayoutEffect warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    // Written only by this module (writePositions), so the stored shape is known.
    const positions: Record<string, number> = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}');
    return positions;
  } catch {
    return {};
  }
}

/**
 * The scroll behaviour of storefront.md §2 (replaces React Router's ScrollRestoration): positions are saved per
 * history entry; back/forward restores them; the same path keeps or resets the position by the page query `p`.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  const positions = useRef<Record<string, number> | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readPositions();
    const save = () => {
      const current = positions.current ?? {};
      current[window.history.state?.key ?? 'default'] = window.scrollY;
      positions.current = current;
    };
    const persist = () => {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(positions.current ?? {}));
      } catch {
        // sessionStorage may be unavailable; positions then live for this page only.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key) return;
    const saved = navigationType === 'POP' ? positions.current?.[location.key] : undefined;
    const decision = scrollDecision(before, location, saved);
    if (decision.kind === 'top') window.scrollTo(0, 0);
    else if (decision.kind === 'position') window.scrollTo(0, decision.y);
    else if (decision.kind === 'anchor') document.getElementById(decision.id)?.scrollIntoView();
  }, [location, navigationType]);

  return null;
}
