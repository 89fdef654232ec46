import { orderStatuses, type OrderHistoryEntry, type OrderHistoryResponse } from '@ratchet/store-api-contract';
import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import {
  Button,
  DataTable,
  EmptyState,
  Select,
  cn,
  defaultRenderLink,
  fieldControlVariants,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useId, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { useDebouncedCommit } from '../lib/useDebouncedValue';
import { emptyOrderHistoryState, orderHistoryQuery, type OrderHistoryState } from './orderHistoryState';
import { orderDate, orderMoney } from './orderTexts';
import { useOrderHistory } from './useOrderHistory';

/** How long the search waits after the last key stroke before it goes to the URL (as the other account lists). */
export const orderSearchDebounceMs = 500;

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
  className,
  ...props
}: OrderHistoryListProps) {
  const text = useAccountText('orders');
  const { t, locale, errorText } = text;
  const { orders, pager, isLoading, error } = useOrderHistory(state, { fallbackData });
  const fromId = useId();
  const toId = useId();
  const searchId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(state.search);
  const [shown, setShown] = useState(state.search);
  // The URL changed elsewhere (back button, reset): the field shows it.
  if (shown !== state.search) {
    setShown(state.search);
    setDraft(state.search);
  }
  const change = (patch: Partial<OrderHistoryState>) => onStateChange({ ...state, page: 1, ...patch });
  useDebouncedCommit(draft.trim(), state.search, (search) => change({ search }), orderSearchDebounceMs);
  const rangeValid = isValidFromTo(state.from, state.to);
  const pageHref = (page: number) => {
    const query = orderHistoryQuery({ ...state, page }).toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  const filtered = orderHistoryQuery({ ...state, page: 1 }).toString() !== '';

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
    <section
      data-slot="order-history-list"
      aria-label={t('orders.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Select
          label={t('orders.filter.status')}
          options={[
            { id: 'all', label: t('orders.filter.allStatuses') },
            ...orderStatuses.map((status) => ({ id: status, label: t(`orders.status.${status}`) })),
          ]}
          value={state.status ?? 'all'}
          onChange={(value) => {
            const status = orderStatuses.find((entry) => entry === value) ?? null;
            change({ status });
          }}
        />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={fromId} className="font-medium">
            {t('orders.filter.from')}
          </label>
          <input
            id={fromId}
            type="date"
            value={state.from}
            max={state.to || undefined}
            aria-invalid={rangeValid ? undefined : true}
            aria-describedby={rangeValid ? undefined : errorId}
            onChange={(event) => change({ from: event.target.value })}
            className={fieldControlVariants()}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={toId} className="font-medium">
            {t('orders.filter.to')}
          </label>
          <input
            id={toId}
            type="date"
            value={state.to}
            min={state.from || undefined}
            aria-invalid={rangeValid ? undefined : true}
            aria-describedby={rangeValid ? undefined : errorId}
            onChange={(event) => change({ to: event.target.value })}
            className={fieldControlVariants()}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={searchId} className="font-medium">
            {t('orders.filter.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            className={fieldControlVariants()}
          />
        </div>
      </div>
      {filtered ? (
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft('');
              onStateChange(emptyOrderHistoryState);
            }}
          >
            {t('orders.filter.reset')}
          </Button>
        </div>
      ) : null}
      {rangeValid ? null : (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t('orders.filter.dateRangeInvalid')}
        </p>
      )}
      {error && rangeValid ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('orders.caption')}
        hideCaption
        columns={columns}
        rows={orders}
        getRowId={(order) => order.id}
        getRowLabel={(order) => order.orderNumber}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('orders.empty.title')}
            description={t('orders.empty.text')}
            headingLevel={3}
          />
        }
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange: (page) => onStateChange({ ...state, page }),
          getPageHref: pageHref,
        }}
      />
    </section>
  );
}
