import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { swrKeys } from '../keys';

/** The shared change state of one resource. */
export interface MutationState {
  /** True while any change of the resource runs, whichever hook instance started it. */
  isMutating: boolean;
  /** Runs a change, counted in the shared state from start to end (also when it fails). */
  track: <Result>(change: () => Promise<Result>) => Promise<Result>;
}

/**
 * One mutation state per resource (issue 9 item 6): a counter in the SWR cache under `swrKeys.mutating(resource)`,
 * so every `useCart()` on the page (one per cart line) sees the same `isMutating` and all lines are disabled while
 * one of them changes. SWR stays the only store (architecture.md "State in the browser"); the counter has no
 * fetcher and is written only here.
 */
export function useMutationState(resource: string): MutationState {
  const key = useMemo(() => swrKeys.mutating(resource), [resource]);
  const { data: running = 0 } = useSWR<number>(key, null);
  const { mutate } = useSWRConfig();
  const track = useCallback(
    async <Result>(change: () => Promise<Result>): Promise<Result> => {
      await mutate<number>(key, (count = 0) => count + 1, { revalidate: false });
      try {
        return await change();
      } finally {
        await mutate<number>(key, (count = 1) => Math.max(0, count - 1), { revalidate: false });
      }
    },
    [key, mutate],
  );
  return { isMutating: running > 0, track };
}
