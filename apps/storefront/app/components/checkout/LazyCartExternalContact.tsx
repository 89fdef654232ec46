import { useI18n } from '../../i18n/I18nProvider';
import type { CartExternalContactProps } from './CartExternalContact';
import { chunkLoader, FieldPlaceholder, LoadOnIntent } from './LoadOnIntent';

/** The picker's chunk: React Aria's Combobox, the account-kit picker and its texts' provider. */
const cartExternalContact = chunkLoader(() => import('./CartExternalContact'));

/**
 * The cart's cost centre external contact on the checkout page (account-area.md §7 Cost centre), loaded on intent
 * (LoadOnIntent: pointer, touch or focus on it, or when it scrolls into view). Until then its heading and — for a
 * buyer who may change it — the search field's placeholder stand in its place (the contact itself is read in the
 * browser, so it shows with the picker).
 */
export function LazyCartExternalContact(props: CartExternalContactProps) {
  const { t } = useI18n(['costCenter']);
  return (
    <LoadOnIntent
      slot="cart-external-contact-chunk"
      loader={cartExternalContact}
      placeholder={
        <section
          data-slot="cart-external-contact"
          data-state="loading"
          aria-label={t('costCenter.cart.title')}
          className="flex flex-col gap-3 border-t border-border pt-6"
        >
          <h2 className="text-lg font-semibold">{t('costCenter.cart.title')}</h2>
          {props.canManage ? (
            <FieldPlaceholder
              id="cart-external-contact-search"
              label={t('costCenter.cart.search')}
              description={t('costCenter.cart.searchHint')}
              disabled={props.disabled}
            />
          ) : null}
        </section>
      }
    >
      {(module) => <module.CartExternalContact {...props} />}
    </LoadOnIntent>
  );
}
