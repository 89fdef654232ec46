import type { ExternalContact, ExternalContactListResponse } from '@ratchet/store-api-contract';
import { Button, cn, type DataTableColumn } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { PagedListTable } from '../lib/HistoryListLayout';
import { TextFilterField } from '../lib/recordFilters';
import { useExternalContactActions, useExternalContacts } from './useExternalContacts';

export type ExternalContactListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The storefront loader's answer for the first page without a search. */
  fallbackData?: ExternalContactListResponse | undefined;
  /**
   * Whether the user may change the cart's contact (ROLE_MANAGE_COST_CENTER, `useRights().can(…)`); without it the
   * list is read-only (the server refuses the change all the same).
   */
  canManage: boolean;
};

/**
 * The cost centre screen (account-area.md §2 "Cost centre: external contacts", §3): the company's external contacts
 * with number, name, e-mail and whether each is linked to the cart, searched after a typing pause (500 ms, as the
 * other account lists), pages of 20. With ROLE_MANAGE_COST_CENTER each row assigns its contact to the cart (one at a
 * time: assigning another replaces it) or dismisses the linked one; the outcome is announced.
 */
export function ExternalContactList({ fallbackData, canManage, className, ...props }: ExternalContactListProps) {
  const { t, errorText } = useAccountText('costCenter');
  const [{ term, page }, setList] = useState({ term: '', page: 1 });
  const { contacts, pager, isLoading, error } = useExternalContacts(
    { page, ...(term ? { search: term } : {}) },
    { fallbackData: page === 1 && term === '' ? fallbackData : undefined },
  );
  const { assign, dismiss, isMutating } = useExternalContactActions();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const change = async (contact: ExternalContact) => {
    setOutcome(null);
    const result = contact.linked ? await dismiss() : await assign(contact.id);
    setOutcome(
      result.ok
        ? { ok: true, text: t(contact.linked ? 'costCenter.dismissed' : 'costCenter.assigned', { name: contact.name }) }
        : { ok: false, text: result.errors.map((problem) => errorText(problem.code)).join(' ') },
    );
  };

  const columns: DataTableColumn<ExternalContact>[] = [
    {
      id: 'identifier',
      header: t('costCenter.column.identifier'),
      value: (contact) => contact.identifier,
      hideBelow: 'sm',
    },
    {
      id: 'name',
      header: t('costCenter.column.name'),
      value: (contact) => contact.name,
      rowHeader: true,
      // A phone hides number, e-mail and cart columns: the name carries them (one text, so nothing reads twice).
      cell: (contact) => (
        <>
          {contact.name}
          <span
            data-slot="external-contact-summary"
            data-state={contact.linked ? 'linked' : 'unlinked'}
            className="block max-w-56 text-xs font-normal whitespace-normal break-all text-muted-foreground data-[state=linked]:text-success sm:hidden"
          >
            {[contact.identifier, contact.email, ...(contact.linked ? [t('costCenter.linked')] : [])].join(' · ')}
          </span>
        </>
      ),
    },
    { id: 'email', header: t('costCenter.column.email'), value: (contact) => contact.email, hideBelow: 'sm' },
    {
      id: 'linked',
      header: t('costCenter.column.linked'),
      hideBelow: 'sm',
      value: (contact) => t(contact.linked ? 'costCenter.linked' : 'costCenter.notLinked'),
      cell: (contact) => (
        <span
          data-slot="external-contact-linked"
          data-state={contact.linked ? 'linked' : 'unlinked'}
          className={cn('text-sm', contact.linked ? 'font-medium text-success' : 'text-muted-foreground')}
        >
          {t(contact.linked ? 'costCenter.linked' : 'costCenter.notLinked')}
        </span>
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('costCenter.column.actions'),
            cell: (contact: ExternalContact) => (
              <Button
                type="button"
                size="sm"
                variant={contact.linked ? 'secondary' : 'primary'}
                disabled={isMutating}
                aria-label={t(contact.linked ? 'costCenter.dismissLabel' : 'costCenter.assignLabel', {
                  name: contact.name,
                })}
                onClick={() => void change(contact)}
              >
                {t(contact.linked ? 'costCenter.dismiss' : 'costCenter.assign')}
              </Button>
            ),
          } satisfies DataTableColumn<ExternalContact>,
        ]
      : []),
  ];

  return (
    <section
      data-slot="external-contact-list"
      aria-label={t('costCenter.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{t('costCenter.intro')}</p>
      {canManage ? null : (
        <p data-slot="external-contact-read-only" className="text-sm">
          {t('costCenter.readOnly')}
        </p>
      )}
      <TextFilterField
        label={t('costCenter.search')}
        value={term}
        onCommit={(value) => setList({ term: value, page: 1 })}
        className="w-full max-w-md"
      />
      <div aria-live="polite" className="min-h-0">
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={cn('text-sm', outcome.ok ? 'text-foreground' : 'text-danger')}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      <PagedListTable
        caption={t('costCenter.caption')}
        error={error ? errorText(error.errors[0]?.code) : undefined}
        table={{
          columns,
          rows: contacts,
          getRowId: (contact) => contact.id,
          getRowLabel: (contact) => contact.name,
          loading: isLoading,
        }}
        emptyTitle={t(term ? 'costCenter.noMatch.title' : 'costCenter.empty.title')}
        emptyText={term ? t('costCenter.noMatch.text', { term }) : t('costCenter.empty.text')}
        pager={pager}
        onPageChange={(next) => setList({ term, page: next })}
      />
    </section>
  );
}
