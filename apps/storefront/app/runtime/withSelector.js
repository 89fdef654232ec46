/**
 * `use-sync-external-store/shim/with-selector` for the storefront build (vite.config.ts aliases it here):
 * the ESM form of React's own implementation (MIT, Meta Platforms; use-sync-external-store 1.7
 * `use-sync-external-store-with-selector.production.js`) over the `react` the build renders with.
 *
 * Why: the package ships CommonJS only. TanStack Table's store reads it, and one CommonJS `require('react')`
 * in the React Aria / TanStack chunk made the bundler wrap preact/compat for lazy CommonJS access and split
 * a shared runtime chunk onto every page (+0.7 KB gzip on home, issue 9 "home JS ≤ 90 KB").
 * Plain JavaScript like `react.js` beside it.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * @template Snapshot, Selection
 * @param {(onStoreChange: () => void) => () => void} subscribe
 * @param {() => Snapshot} getSnapshot
 * @param {undefined | null | (() => Snapshot)} getServerSnapshot
 * @param {(snapshot: Snapshot) => Selection} selector
 * @param {(a: Selection, b: Selection) => boolean} [isEqual]
 * @returns {Selection}
 */
export function useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
  const instRef = useRef(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot;
    let memoizedSelection;
    const memoizedSelector = (nextSnapshot) => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value, nextSelection)) {
          return (memoizedSelection = inst.value);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
