import { AddToOrderListDialog } from '@ratchet/account-kit';
import { AccountTexts } from '../../i18n/AccountTexts';
import { useDomainRenderLink } from '../account/accountLinks';

/** The 'add to order list' dialog with the page's texts (the `orderListPicker` namespace the page's route declares). */
export function AddToOrderListHost({
  open,
  onOpenChange,
  product,
  quantity,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: { id: string; name: string };
  quantity: number;
}) {
  return (
    <AccountTexts>
      <AddToOrderListDialog
        open={open}
        onOpenChange={onOpenChange}
        product={product}
        quantity={quantity}
        renderLink={useDomainRenderLink()}
      />
    </AccountTexts>
  );
}
