import type { Approval, ApprovalListResponse } from '@ratchet/store-api-contract';
import {
  Badge,
  DataTable,
  EmptyState,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import type { ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { dateText, moneyText, statusNote } from './approvalTexts';
import { useOwnOrderRequests } from './useOwnOrderRequests';

export type OwnRequestListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The storefront loader's answer. */
  fallbackData?: ApprovalListResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
const statusTone = { pending: 'warn', approved: 'success', declined: 'danger' } as const;

/**
 * The requester's own order requests (account-area.md §4 "Request the order"; issue 12): order number, date, flow,
 * amount and status — a declined request with the approver's comment, a pending one with the reason an approval
 * attempt failed. Each opens its detail.
 */
export function OwnRequestList({
  fallbackData,
  renderLink = defaultRenderLink,
  className,
  ...props
}: OwnRequestListProps) {
  const text = useAccountText('approvals');
  const { t, locale, errorText } = text;
  const { requests, isLoading, error } = useOwnOrderRequests('all', { fallbackData });
  const columns: DataTableColumn<Approval>[] = [
    {
      id: 'orderNumber',
      header: t('approvals.column.orderNumber'),
      value: (request) => request.orderNumber,
      rowHeader: true,
      cell: (request) =>
        renderLink({ href: `/account/requests/${request.id}`, className: linkClass, children: request.orderNumber }),
    },
    { id: 'orderDate', header: t('approvals.column.date'), value: (request) => dateText(locale, request.orderDate) },
    { id: 'flow', header: t('approvals.column.flow'), value: (request) => request.flow?.name ?? t('approvals.none') },
    {
      id: 'amount',
      header: t('approvals.column.amount'),
      value: (request) => moneyText(text, request.amount),
      align: 'end',
    },
    {
      id: 'status',
      header: t('approvals.column.status'),
      value: (request) => t(`approvals.status.${request.status}`),
      cell: (request) => {
        const note = statusNote(text, request);
        return (
          <span className="flex flex-col items-start gap-1">
            <Badge variant={statusTone[request.status]}>{t(`approvals.status.${request.status}`)}</Badge>
            {note ? (
              <span data-slot="request-note" className="text-xs">
                {note}
              </span>
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <section
      data-slot="own-request-list"
      aria-label={t('approvals.own.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('approvals.own.caption')}
        hideCaption
        columns={columns}
        rows={requests}
        getRowId={(request) => request.id}
        getRowLabel={(request) => request.orderNumber}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('approvals.own.empty.title')}
            description={t('approvals.own.empty.text')}
            headingLevel={3}
          />
        }
      />
    </section>
  );
}
