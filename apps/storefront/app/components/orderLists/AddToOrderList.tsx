import { Button, cn } from '@ratchet/ui';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The dialog (Radix Dialog, the account-kit picker, its hooks and texts' provider) is a chunk of its own: the product,
 * listing and checkout pages must stay within their JavaScript budgets (issue 10: listing/product ≤ 110 KB, checkout
 * ≤ 130 KB). It starts loading on the button's first pointer, touch or focus and is shown once it is there.
 */
const loadDialog = () => import('./AddToOrderListHost');
const AddToOrderListHost = lazy(() => loadDialog().then((module) => ({ default: module.AddToOrderListHost })));

export interface AddToOrderListProps {
  /** The product to put on a list. */
  product: { id: string; name: string };
  /** The quantity (the product page's counter, the cart line's quantity, a card's minimum purchase). */
  quantity: number;
  /** `button` beside add to cart, `link` as a small text action on cards and cart lines. */
  look?: 'button' | 'link';
  className?: string;
}

/**
 * 'Add to order list' (issue 13) for the product page, the product card and the cart line. Rendered through
 * `OrderListAction`, which shows it only to a customer with ROLE_MANAGE_ORDER_LISTS (account-area.md §6; the server
 * refuses everyone else anyway).
 */
export function AddToOrderList({ product, quantity, look = 'button', className }: AddToOrderListProps) {
  const { t } = useI18n(['orderListPicker']);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        type="button"
        variant={look === 'link' ? 'white' : 'outline'}
        size={look === 'link' ? 'sm' : 'md'}
        data-slot="add-to-order-list"
        className={cn('self-start', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('orderListPicker.openFor', { name: product.name })}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('orderListPicker.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <AddToOrderListHost open={open} onOpenChange={setOpen} product={product} quantity={quantity} />
        </Suspense>
      ) : null}
    </>
  );
}
