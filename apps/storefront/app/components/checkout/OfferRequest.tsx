import { Button } from '@ratchet/ui';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The dialog (Radix Dialog, the account-kit form and its texts' provider) is a chunk of its own: the cart page must
 * stay within its JavaScript budget (issue 10: checkout ≤ 130 KB). It starts loading on the button's first pointer,
 * touch or focus and is shown once it is there.
 */
const loadDialog = () => import('./OfferRequestDialog');
const OfferRequestDialog = lazy(() => loadDialog().then((module) => ({ default: module.OfferRequestDialog })));

/**
 * "Request an offer" below the cart (account-area.md §6 ROLE_REQUEST_OFFER; issue 13): the host shows it to a
 * logged-in customer with the right and a cart with products.
 */
export function OfferRequest({
  canViewOffers,
}: {
  /** Whether the confirmation may link the offer (offer history right). */ canViewOffers: boolean;
}) {
  const { t } = useI18n(['offers']);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadDialog();
  return (
    <div data-slot="offer-request" className="flex justify-end">
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('offers.request.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <OfferRequestDialog open={open} onOpenChange={setOpen} canViewOffers={canViewOffers} />
        </Suspense>
      ) : null}
    </div>
  );
}
