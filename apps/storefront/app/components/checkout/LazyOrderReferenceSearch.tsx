import { lazy, Suspense } from 'react';

/**
 * The order reference search is built on React Aria's Combobox, which the cart must not carry (issue 10: checkout JS
 * ≤ 130 KB): it comes in a chunk of its own, and nothing is shown until it is there.
 */
const OrderReferenceSearch = lazy(() =>
  import('./OrderReferenceSearch').then((module) => ({ default: module.OrderReferenceSearch })),
);

/** The checkout's order reference search, loaded on demand (see OrderReferenceSearch). */
export function LazyOrderReferenceSearch({ disabled }: { disabled?: boolean }) {
  return (
    <Suspense fallback={null}>
      <OrderReferenceSearch disabled={disabled} />
    </Suspense>
  );
}
