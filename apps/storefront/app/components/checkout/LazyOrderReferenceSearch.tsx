import { useCart } from '@ratchet/commerce-hooks';
import { Button } from '@ratchet/ui';
import { useI18n } from '../../i18n/I18nProvider';
import { chunkLoader, FieldPlaceholder, LoadOnIntent } from './LoadOnIntent';

/** The search's chunk: React Aria's Combobox (the cart must not carry it, issue 10: checkout JS ≤ 130 KB). */
const orderReferenceSearch = chunkLoader(() => import('./OrderReferenceSearch'));

/**
 * The checkout's order reference search, loaded on intent (LoadOnIntent: pointer, touch or focus on the field, or
 * when it scrolls into view; at once after hydration when the cart has a reference, which the buyer may remove).
 * Until then a placeholder with the same label, hint and assigned reference; text typed into it carries over.
 */
export function LazyOrderReferenceSearch({ disabled }: { disabled?: boolean }) {
  const { t } = useI18n(['checkout']);
  const { cart } = useCart();
  const reference = cart?.extensions['order-reference-id'];
  const assigned = reference?.orderReferenceId && reference.name ? reference.name : null;
  return (
    <LoadOnIntent
      slot="order-reference-search-chunk"
      loader={orderReferenceSearch}
      eager={assigned !== null}
      placeholder={
        <div data-slot="order-reference-search" data-state="loading" className="flex flex-col gap-2">
          <FieldPlaceholder
            id="checkout-order-reference-search"
            label={t('checkout.referenceSearch')}
            description={t('checkout.referenceSearchHint')}
            disabled={disabled}
          />
          {assigned ? (
            <p data-slot="order-reference-assigned" className="flex items-center gap-2 text-sm">
              <span>{t('checkout.referenceAssigned', { name: assigned })}</span>
              {/* Works once the search is there (right after hydration for a cart with a reference). */}
              <Button variant="link" size="sm" disabled>
                {t('checkout.referenceRemove')}
              </Button>
            </p>
          ) : null}
        </div>
      }
    >
      {(module, state) => <module.OrderReferenceSearch disabled={disabled} initialQuery={state.typed} />}
    </LoadOnIntent>
  );
}
