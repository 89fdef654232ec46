import { useCartExternalContact } from '@ratchet/account-kit';
import { Button } from '@ratchet/ui';
import { useI18n } from '../../i18n/I18nProvider';
import type { CartExternalContactProps } from './CartExternalContact';
import { chunkLoader, FieldPlaceholder, LoadOnIntent } from './LoadOnIntent';

/** The picker's chunk: React Aria's Combobox, the account-kit picker and its texts' provider. */
const cartExternalContact = chunkLoader(() => import('./CartExternalContact'));

/**
 * The cart's cost centre external contact on the checkout page (account-area.md §7 Cost centre), loaded on intent
 * (LoadOnIntent: pointer, touch or focus on it, or when it scrolls into view; when idle after hydration if a contact is
 * linked, which the buyer may remove). Until then the placeholder shows the heading, the linked contact (read with the
 * picker's own hook, so it is the same answer) or 'none', and — for a buyer who may change it — the search field.
 */
export function LazyCartExternalContact(props: CartExternalContactProps) {
  const { t } = useI18n(['costCenter']);
  const { contact, isLoading } = useCartExternalContact();
  return (
    <LoadOnIntent
      slot="cart-external-contact-chunk"
      loader={cartExternalContact}
      eager={contact !== null}
      placeholder={
        <section
          data-slot="cart-external-contact"
          data-state={contact ? 'linked' : 'none'}
          aria-label={t('costCenter.cart.title')}
          className="flex flex-col gap-3 border-t border-border pt-6"
        >
          <h2 className="text-lg font-semibold">{t('costCenter.cart.title')}</h2>
          {contact ? (
            <div className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3 text-sm">
              <dl className="grid gap-1">
                <dt className="sr-only">{t('costCenter.cart.current')}</dt>
                <dd data-slot="cart-external-contact-current" className="font-medium">
                  {contact.identifier} · {contact.name}
                </dd>
                <dd className="text-muted-foreground">{contact.email}</dd>
              </dl>
              {props.canManage ? (
                // Works once the picker is there (right after hydration for a linked contact).
                <Button type="button" size="sm" variant="link" disabled>
                  {t('costCenter.cart.remove')}
                </Button>
              ) : null}
            </div>
          ) : (
            // An empty line while the contact is read: the line 'none' takes, so nothing shifts.
            <p className="min-h-5 text-sm text-muted-foreground">{isLoading ? null : t('costCenter.cart.none')}</p>
          )}
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
