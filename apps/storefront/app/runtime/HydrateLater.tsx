import { Suspense, useLayoutEffect, type ReactNode } from 'react';

/**
 * A part of the page that hydrates in a main-thread task of its own (quality bar: Lighthouse ≥ 95; its Total Blocking
 * Time counts every task's time over 50 ms, and hydrating a whole page was one task of 180–400 ms at 4× CPU
 * slowdown, docs/decisions.md "Hydration in parts"). While the page hydrates, the part suspends once: Preact keeps its
 * server markup as it is (it must be one element) and goes on with the rest of the page; a task later the part
 * hydrates against that markup (a part inside it waits for a task of its own again). Nothing is rendered again or
 * replaced, and the page is marked hydrated (`data-hydrated`, root.tsx) once every part is. Renders after hydration
 * (client navigations) are not held.
 * The Suspense boundary is rendered on the server too, so both sides count `useId` alike.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}

/**
 * The parts that suspended: 'held' until they hydrated, then 'live'. By component instance (`this`): Preact keeps the
 * instance across the suspension, not its hooks.
 */
const parts = new WeakMap<object, 'held' | 'live'>();
let pendingParts = 0;
/** Waiting for every held part to hydrate (afterDeferredParts). */
const afterParts: (() => void)[] = [];

function Part(this: object, { children }: { children: ReactNode }) {
  if (phase === 'hydrating' && !parts.has(this)) {
    parts.set(this, 'held');
    pendingParts += 1;
    throw new Promise((resolve) => setTimeout(resolve));
  }
  useLayoutEffect(() => {
    if (parts.get(this) !== 'held') return;
    parts.set(this, 'live');
    pendingParts -= 1;
    if (pendingParts === 0) for (const callback of afterParts.splice(0)) callback();
  }, []);
  return children;
}

/**
 * Where the page's hydration is: parts suspend while it hydrates (the document's render and the parts' own, so a part
 * inside a part waits for a task of its own too), not in the entry's detached decoding render before it and not in
 * renders after it (client navigations).
 */
let phase: 'before' | 'hydrating' | 'hydrated' = 'before';

/** Hydrates the document (`hydrate` renders synchronously), with the parts held by HydrateLater left for later tasks. */
export function hydrateInParts(hydrate: () => void): void {
  phase = 'hydrating';
  try {
    hydrate();
  } finally {
    afterDeferredParts(() => {
      phase = 'hydrated';
    });
  }
}

/** Calls back once every part held by HydrateLater has hydrated (at once when none is pending). */
export function afterDeferredParts(callback: () => void): void {
  if (pendingParts === 0) callback();
  else afterParts.push(callback);
}
