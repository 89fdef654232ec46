import { useRights } from '@ratchet/commerce-hooks';
import { lazy, Suspense } from 'react';
import type { AddToOrderListProps } from './AddToOrderList';

/**
 * The button itself loads only for a customer holding ROLE_MANAGE_ORDER_LISTS: anonymous visitors and users without
 * the right get no byte of it (product page and listing ≤ 110 KB, checkout ≤ 130 KB, issue 10), and its dialog is a
 * chunk of its own again, loaded on the button's first intent.
 */
const AddToOrderList = lazy(() => import('./AddToOrderList').then((module) => ({ default: module.AddToOrderList })));

/** 'Add to order list' (issue 13) where the user holds the right (account-area.md §6); nothing otherwise. */
export function OrderListAction(props: AddToOrderListProps) {
  const { can } = useRights();
  if (!can('ROLE_MANAGE_ORDER_LISTS')) return null;
  return (
    <Suspense fallback={null}>
      <AddToOrderList {...props} />
    </Suspense>
  );
}
