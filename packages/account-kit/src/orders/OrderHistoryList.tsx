import { orderStatuses, type OrderHistoryEntry, type OrderHistoryResponse } from '@ratchet/store-api-contract';
import { defaultRenderLink, type DataTableColumn, type RenderLink } from '@ratchet/ui';
import type { ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { HistoryListLayout, StatusFilter } from '../lib/HistoryListLayout';
import { recordFilterDebounceMs, TextFilterField } from '../lib/recordFilters';
import { orderHistoryUrlState, type OrderHistoryState } from './orderHistoryState';
import { orderDate, orderMoney } from './orderTexts';
import { useOrderHistory } from './useOrderHistory';

/** How long the search waits after the last key stroke before it goes to the URL (as the other account lists). */
export const orderSearchDebounceMs = recordFilterDebounceMs;

export type OrderHistoryListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state as the page's URL says it (`orderHistoryStateFromQuery`). */
  state: OrderHistoryState;
  /** Called with the next state; the host writes it to the URL (`orderHistoryQuery`) and the list follows. */
  onStateChange: (state: OrderHistoryState) => void;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: OrderHistoryResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** The list path whose query holds the state, for the pager's links. */
  listPath?: string | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** The detail path of an order (account-area.md §2 orders/details/{orderNumber}). */
export function orderDetailPath(orderNumber: string): string {
  return `/account/orders/details/${encodeURIComponent(orderNumber)}`;
}

/**
 * The caller's orders (account-area.md §2 orders, §3 Order, §4 status filter values, §5 from/to; issue 13): status,
 * order date from/to (a from-date after the to-date shows the §5 error and sends nothing), search by order number or
 * reference (500 ms after the last key stroke) and pages of 20 — all in the host's URL. Each order opens its detail.
 */
export function OrderHistoryList({
  state,
  onStateChange,
  fallbackData,
  renderLink = defaultRenderLink,
  listPath = '/account/orders',
  ...props
}: OrderHistoryListProps) {
  const text = useAccountText('orders');
  const { t, locale, errorText } = text;
  const { orders, pager, isLoading, error } = useOrderHistory(state, { fallbackData });

  const columns: DataTableColumn<OrderHistoryEntry>[] = [
    {
      id: 'orderNumber',
      header: t('orders.column.orderNumber'),
      value: (order) => order.orderNumber,
      rowHeader: true,
      cell: (order) =>
        renderLink({ href: orderDetailPath(order.orderNumber), className: linkClass, children: order.orderNumber }),
    },
    { id: 'orderDate', header: t('orders.column.orderDate'), value: (order) => orderDate(locale, order.orderDate) },
    { id: 'status', header: t('orders.column.status'), value: (order) => t(`orders.status.${order.status}`) },
    {
      id: 'customerReference',
      header: t('orders.column.customerReference'),
      value: (order) => order.customerReference ?? t('orders.none'),
    },
    {
      id: 'orderReference',
      header: t('orders.column.orderReference'),
      value: (order) => order.orderReference ?? t('orders.none'),
    },
    { id: 'lineCount', header: t('orders.column.lineCount'), value: (order) => order.lineCount, align: 'end' },
    {
      id: 'orderedBy',
      header: t('orders.column.orderedBy'),
      value: (order) => `${order.orderedBy.firstName} ${order.orderedBy.lastName}`,
    },
    { id: 'total', header: t('orders.column.total'), value: (order) => orderMoney(text, order.total), align: 'end' },
  ];

  return (
    <HistoryListLayout
      data-slot="order-history-list"
      aria-label={t('orders.title')}
      urlState={orderHistoryUrlState}
      state={state}
      onStateChange={onStateChange}
      listPath={listPath}
      texts={{
        caption: t('orders.caption'),
        emptyTitle: t('orders.empty.title'),
        emptyText: t('orders.empty.text'),
        reset: t('orders.filter.reset'),
        fromLabel: t('orders.filter.from'),
        toLabel: t('orders.filter.to'),
        dateRangeInvalid: t('orders.filter.dateRangeInvalid'),
      }}
      filters={({ change, dateRange }) => (
        <>
          <StatusFilter
            label={t('orders.filter.status')}
            allLabel={t('orders.filter.allStatuses')}
            statuses={orderStatuses}
            statusLabel={(status) => t(`orders.status.${status}`)}
            value={state.status}
            onChange={(status) => change({ status })}
          />
          {dateRange}
          <TextFilterField
            label={t('orders.filter.search')}
            value={state.search}
            onCommit={(search) => change({ search })}
          />
        </>
      )}
      error={error ? errorText(error.errors[0]?.code) : undefined}
      table={{
        columns,
        rows: orders,
        getRowId: (order) => order.id,
        getRowLabel: (order) => order.orderNumber,
        loading: isLoading,
      }}
      pager={pager}
      {...props}
    />
  );
}
