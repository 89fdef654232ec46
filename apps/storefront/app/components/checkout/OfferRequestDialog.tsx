import { RequestOfferDialog } from '@ratchet/account-kit';
import { AccountTexts } from '../../i18n/AccountTexts';
import { useDomainRenderLink } from '../account/accountLinks';

/** The offer request dialog with the page's texts (the `offers` namespace the checkout route declares). */
export function OfferRequestDialog({
  open,
  onOpenChange,
  canViewOffers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canViewOffers: boolean;
}) {
  return (
    <AccountTexts>
      <RequestOfferDialog
        open={open}
        onOpenChange={onOpenChange}
        canViewOffers={canViewOffers}
        renderLink={useDomainRenderLink()}
      />
    </AccountTexts>
  );
}
