import type { ExternalContact } from '@ratchet/store-api-contract';
import { Button, Combobox, cn } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useDebouncedCommit } from '../lib/useDebouncedValue';
import { useCartExternalContact, useExternalContactActions, useExternalContacts } from './useExternalContacts';

/** How many contacts the checkout's search offers at once. */
export const cartExternalContactSearchLimit = 10;

export type CartExternalContactPickerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Whether the buyer may change the contact (ROLE_MANAGE_COST_CENTER); otherwise the contact is only shown. */
  canManage: boolean;
  /** While the cart changes (or the order is being placed): no change of the contact. */
  disabled?: boolean | undefined;
};

/**
 * The checkout's cost centre (issue 13; account-area.md §7 GET …/cost-center/cart/external-contact): the external
 * contact linked to the cart, which the order will keep, and — with ROLE_MANAGE_COST_CENTER — a search over the
 * company's contacts (number, name or e-mail, after a 500 ms pause, at most 10) to choose another, or removing it.
 */
export function CartExternalContactPicker({
  canManage,
  disabled,
  className,
  ...props
}: CartExternalContactPickerProps) {
  const { t, errorText } = useAccountText('costCenter');
  const { contact } = useCartExternalContact();
  const { assign, dismiss, isMutating } = useExternalContactActions();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState('');
  // A new field after each choice: React Aria keeps its (empty) list open otherwise.
  const [round, setRound] = useState(0);
  useDebouncedCommit(draft.trim(), term, setTerm, 500);
  const search = useExternalContacts(
    canManage && term !== '' ? { search: term, limit: cartExternalContactSearchLimit } : null,
  );
  const waiting = draft.trim() !== term || (term !== '' && search.isLoading);
  const options = term === '' ? [] : search.contacts;
  const report = (result: { ok: true } | { ok: false; errors: { code: string }[] }) =>
    setProblem(result.ok ? '' : result.errors.map((error) => errorText(error.code)).join(' '));
  const choose = async (chosen: ExternalContact | undefined) => {
    if (!chosen) return;
    setDraft('');
    setTerm('');
    setRound((count) => count + 1);
    report(await assign(chosen.id));
  };
  const locked = disabled === true || isMutating;

  return (
    <section
      data-slot="cart-external-contact"
      data-state={contact ? 'linked' : 'none'}
      aria-label={t('costCenter.cart.title')}
      className={cn('flex flex-col gap-3', className)}
      {...props}
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
          {canManage ? (
            <Button
              type="button"
              size="sm"
              variant="link"
              disabled={locked}
              aria-label={t('costCenter.cart.removeLabel', { name: contact.name })}
              onClick={() => void dismiss().then(report)}
            >
              {t('costCenter.cart.remove')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('costCenter.cart.none')}</p>
      )}
      {canManage ? (
        <Combobox
          key={round}
          label={t('costCenter.cart.search')}
          description={t('costCenter.cart.searchHint')}
          items={options.map((option) => ({
            id: option.id,
            label: `${option.identifier} · ${option.name}`,
            description: option.email,
          }))}
          filtering="none"
          value={null}
          inputValue={draft}
          onInputChange={setDraft}
          loading={waiting}
          emptyText={term !== '' && !waiting ? t('costCenter.cart.noResults') : undefined}
          isDisabled={locked}
          errorMessage={problem || (search.error ? errorText(search.error.errors[0]?.code) : undefined)}
          onChange={(id) => void choose(options.find((option) => option.id === id))}
        />
      ) : null}
    </section>
  );
}
