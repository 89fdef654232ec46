import type { OrderReference, OrderReferenceListResponse } from '@ratchet/store-api-contract';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { Button, ConfirmDialog, cn, defaultRenderLink, type DataTableColumn, type RenderLink } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { PagedListTable } from '../lib/HistoryListLayout';
import { TextFilterField } from '../lib/recordFilters';
import { useOrderReferenceActions, useOrderReferences } from './useOrderReferences';

export type OrderReferenceListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The storefront loader's answer for the first page without a term. */
  fallbackData?: OrderReferenceListResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
const names = (people: readonly { firstName: string; lastName: string }[]) =>
  people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

/**
 * The company's order references (account-area.md §2 order references; issue 12): name, creator, approvers, budget,
 * remaining budget, period and users (none: everyone), searched by name, pages of 20; each opens its detail to edit,
 * and is deleted after a confirmation.
 */
export function OrderReferenceList({
  fallbackData,
  renderLink = defaultRenderLink,
  className,
  ...props
}: OrderReferenceListProps) {
  const { t, locale, errorText } = useAccountText('orderReferences');
  const [{ term, page }, setList] = useState({ term: '', page: 1 });
  const { references, pager, isLoading, error } = useOrderReferences(
    { page, ...(term ? { term } : {}) },
    { fallbackData: page === 1 && term === '' ? fallbackData : undefined },
  );
  const { deleteReference, isMutating } = useOrderReferenceActions();
  const [deleting, setDeleting] = useState<OrderReference | null>(null);
  const [failure, setFailure] = useState('');
  const money = (value: number | null) => (value === null ? t('orderReferences.none') : formatPrice(value, locale));

  const columns: DataTableColumn<OrderReference>[] = [
    {
      id: 'name',
      header: t('orderReferences.column.name'),
      value: (reference) => reference.name,
      rowHeader: true,
      cell: (reference) =>
        renderLink({
          href: `/account/orderreferences/details/${reference.id}`,
          className: linkClass,
          children: reference.name,
        }),
    },
    {
      id: 'creator',
      header: t('orderReferences.column.creator'),
      value: (reference) => (reference.creator ? names([reference.creator]) : t('orderReferences.none')),
    },
    {
      id: 'approvers',
      header: t('orderReferences.column.approvers'),
      value: (reference) => names(reference.approvers),
    },
    {
      id: 'budget',
      header: t('orderReferences.column.budget'),
      value: (reference) => money(reference.budget),
      align: 'end',
    },
    {
      id: 'budgetRemaining',
      header: t('orderReferences.column.budgetRemaining'),
      value: (reference) => money(reference.budgetRemaining),
      align: 'end',
    },
    {
      id: 'period',
      header: t('orderReferences.column.period'),
      value: (reference) => t(`orderReferences.period.${reference.period}`),
    },
    {
      id: 'users',
      header: t('orderReferences.column.users'),
      value: (reference) => (reference.users.length ? names(reference.users) : t('orderReferences.everyone')),
    },
    {
      id: 'actions',
      header: t('orderReferences.column.actions'),
      cell: (reference) => (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={`${t('orderReferences.delete')}: ${reference.name}`}
          onClick={() => {
            setFailure('');
            setDeleting(reference);
          }}
        >
          {t('orderReferences.delete')}
        </Button>
      ),
    },
  ];

  return (
    <section
      data-slot="order-reference-list"
      aria-label={t('orderReferences.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextFilterField
          label={t('orderReferences.search')}
          value={term}
          onCommit={(value) => setList({ term: value, page: 1 })}
          className="w-full max-w-md"
        />
        {renderLink({
          href: '/account/orderreferences/create',
          className:
            'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-focus',
          children: t('orderReferences.create'),
        })}
      </div>
      <PagedListTable
        caption={t('orderReferences.caption')}
        error={error ? errorText(error.errors[0]?.code) : undefined}
        table={{
          columns,
          rows: references,
          getRowId: (reference) => reference.id,
          getRowLabel: (reference) => reference.name,
          loading: isLoading,
        }}
        emptyTitle={t('orderReferences.empty.title')}
        emptyText={t('orderReferences.empty.text')}
        pager={pager}
        onPageChange={(next) => setList({ term, page: next })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="destructive"
        title={t('orderReferences.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('orderReferences.deleteText')}
        confirmLabel={t('orderReferences.delete')}
        pending={isMutating}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await deleteReference(deleting.id);
          if (!result.ok) {
            setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
            throw new Error('delete refused');
          }
        }}
      >
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
