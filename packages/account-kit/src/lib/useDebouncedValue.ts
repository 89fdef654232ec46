import { useEffect, useRef } from 'react';

/**
 * Calls `commit(value)` once `value` has stayed the same for `delayMs` (the user list's search waits 500 ms after
 * the last key stroke, account-area.md §7); a value equal to `committed` is not committed again.
 */
export function useDebouncedCommit(value: string, committed: string, commit: (value: string) => void, delayMs: number) {
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  useEffect(() => {
    if (value === committed) return undefined;
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, delayMs]);
}
