import { lazy, Suspense } from 'react';
import type { CartExternalContactProps } from './CartExternalContact';

const CartExternalContact = lazy(() =>
  import('./CartExternalContact').then((module) => ({ default: module.CartExternalContact })),
);

/**
 * The cart's cost centre external contact on the checkout page (account-area.md §7 Cost centre), loaded on demand
 * (see CartExternalContact); nothing is shown until its chunk is there.
 */
export function LazyCartExternalContact(props: CartExternalContactProps) {
  return (
    <Suspense fallback={null}>
      <CartExternalContact {...props} />
    </Suspense>
  );
}
