/**
 * `react` for the storefront build: Preact's compat layer plus the React 19 hooks it lacks (vite.config.ts
 * aliases `react` here). Only the host app renders with Preact; the packages stay React libraries.
 * Plain JavaScript because preact/compat's types (`export =`) cannot be re-exported with `export *`.
 */
import compat from 'preact/compat';

export * from 'preact/compat';

/**
 * React 19's `useOptimistic` (React Router's RouterProvider calls it). Preact runs `startTransition`
 * synchronously, so the action's real state commits in the same render as any optimistic value would;
 * the hook therefore shows the committed state and the optimistic setter has nothing left to show.
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {
  // The transition that would carry the optimistic value has already committed (see above).
}

export default { ...compat, useOptimistic };
