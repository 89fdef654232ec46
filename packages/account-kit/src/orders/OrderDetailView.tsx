import type {
  CartTransferResponse,
  OrderHistoryDetail,
  OrderHistoryLine,
  RecordAddress,
  ReorderBody,
} from '@ratchet/store-api-contract';
import { Button, DataTable, cn, defaultRenderLink, type DataTableColumn, type RenderLink } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { CartTransferOutcome, RecordFact, RecordTotals } from '../lib/recordDetail';
import { orderDate, orderMoney } from './orderTexts';
import { useOrderDetail, useReorder } from './useOrderHistory';

export type OrderDetailViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The order (and optionally its firm and warehouse part) of the route orders/details/{orderNumber}/{firm}/{warehouse}. */
  request: ReorderBody;
  /** The storefront loader's answer. */
  fallbackData?: OrderHistoryDetail | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** Called after a reorder put lines into the cart (e.g. to open the cart). */
  onReordered?: ((result: CartTransferResponse) => void) | undefined;
};

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

function AddressBlock({ title, address, none }: { title: string; address: RecordAddress | null; none: string }) {
  return (
    <div data-slot="order-address" className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {address ? (
        <address className="not-italic">
          {address.company ? <span className="block">{address.company}</span> : null}
          <span className="block">
            {address.firstName} {address.lastName}
          </span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.zipcode} {address.city}
          </span>
          <span className="block">{address.countryName}</span>
        </address>
      ) : (
        <p>{none}</p>
      )}
    </div>
  );
}

/**
 * One order of the history (account-area.md §2 orders/details, §3 Order and Order lines; issue 13): number, date,
 * status, references, addresses, shipping and payment; the lines with customer article number, delivery date,
 * invoice, shipping note, tracking number, warehouse and prices; subtotal, shipping, additional cost, VAT and total.
 * "Reorder" puts the lines into the cart and names every product it could not add with the reason (§8).
 */
export function OrderDetailView({
  request,
  fallbackData,
  renderLink = defaultRenderLink,
  onReordered,
  className,
  ...props
}: OrderDetailViewProps) {
  const text = useAccountText('orders');
  const { t, locale, errorText } = text;
  const { order, isLoading, error } = useOrderDetail(request, { fallbackData });
  const { reorder, isReordering } = useReorder();
  const [outcome, setOutcome] = useState<CartTransferResponse | null>(null);
  const [failure, setFailure] = useState('');

  if (!order) {
    if (isLoading) return null;
    return (
      <section data-slot="order-detail" className={cn('flex flex-col gap-4', className)} {...props}>
        <p role="alert" className="text-sm text-danger">
          {error?.status === 404 ? t('orders.detail.notFound') : errorText(error?.errors[0]?.code)}
        </p>
        {renderLink({ href: '/account/orders', className: linkClass, children: t('orders.detail.back') })}
      </section>
    );
  }

  const money = (value: number | null) => orderMoney(text, value);
  const none = t('orders.none');
  const columns: DataTableColumn<OrderHistoryLine>[] = [
    { id: 'position', header: t('orders.line.position'), value: (line) => line.position, align: 'end' },
    {
      id: 'product',
      header: t('orders.line.product'),
      rowHeader: true,
      value: (line) => `${line.name} ${line.productNumber}`,
      cell: (line) => (
        <span className="flex flex-col">
          <span className="font-medium">{line.name}</span>
          <span className="text-xs text-muted-foreground">{line.productNumber}</span>
          {line.description ? <span className="text-xs text-muted-foreground">{line.description}</span> : null}
        </span>
      ),
    },
    {
      id: 'customerArticleNumber',
      header: t('orders.line.customerArticleNumber'),
      value: (line) => line.customerArticleNumber ?? none,
    },
    {
      id: 'quantity',
      header: t('orders.line.quantity'),
      value: (line) => new Intl.NumberFormat(locale).format(line.quantity),
      align: 'end',
    },
    {
      id: 'deliveryDate',
      header: t('orders.line.deliveryDate'),
      value: (line) => orderDate(locale, line.deliveryDate),
    },
    {
      id: 'invoice',
      header: t('orders.line.invoice'),
      value: (line) => (line.invoiceNumber ? `${line.invoiceNumber} (${orderDate(locale, line.invoiceDate)})` : none),
    },
    { id: 'shippingNote', header: t('orders.line.shippingNote'), value: (line) => line.shippingNoteNumber ?? none },
    { id: 'sendingNumber', header: t('orders.line.sendingNumber'), value: (line) => line.sendingNumber ?? none },
    { id: 'warehouse', header: t('orders.line.warehouse'), value: (line) => line.warehouse },
    { id: 'unitPrice', header: t('orders.line.unitPrice'), value: (line) => money(line.unitPrice), align: 'end' },
    { id: 'totalPrice', header: t('orders.line.totalPrice'), value: (line) => money(line.totalPrice), align: 'end' },
  ];

  const runReorder = async () => {
    setFailure('');
    setOutcome(null);
    const result = await reorder(request);
    if (!result.ok) {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
      return;
    }
    setOutcome(result.data);
    if (result.data.added.length > 0) onReordered?.(result.data);
  };

  return (
    <section
      data-slot="order-detail"
      aria-label={t('orders.detail.title', { orderNumber: order.orderNumber })}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {renderLink({ href: '/account/orders', className: linkClass, children: t('orders.detail.back') })}
        {order.reorderable ? (
          // Busy, not disabled: a disabled button would drop the focus of whoever pressed it (keyboard users land on
          // the page's start) while the lines go into the cart.
          <Button type="button" onClick={runReorder} loading={isReordering}>
            {t('orders.reorder')}
          </Button>
        ) : null}
      </div>
      <CartTransferOutcome
        slot="order-reorder"
        outcome={outcome}
        failure={failure}
        doneText={(count) => t('orders.reorder.done', { count })}
        notAddedTitle={t('orders.reorder.notAdded')}
        reasonText={(line) =>
          `${t(`orders.reason.${line.reason}`)}${
            line.suggestedQuantity !== null
              ? ` ${t('orders.reason.suggested', { quantity: line.suggestedQuantity })}`
              : ''
          }`
        }
      />
      {order.selectedWarehouse ? (
        <p className="text-sm text-muted-foreground">
          {t('orders.detail.warehouse', { warehouse: order.selectedWarehouse })}
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <RecordFact term={t('orders.detail.orderDate')}>{orderDate(locale, order.orderDate)}</RecordFact>
        <RecordFact term={t('orders.detail.status')}>{t(`orders.status.${order.status}`)}</RecordFact>
        <RecordFact term={t('orders.detail.customerReference')}>{order.customerReference ?? none}</RecordFact>
        <RecordFact term={t('orders.detail.orderReference')}>{order.orderReference ?? none}</RecordFact>
        <RecordFact term={t('orders.detail.orderedBy')}>
          {order.orderedBy.firstName} {order.orderedBy.lastName}
        </RecordFact>
        <RecordFact term={t('orders.detail.shippingMethod')}>{order.shippingMethod}</RecordFact>
        <RecordFact term={t('orders.detail.paymentMethod')}>{order.paymentMethod}</RecordFact>
        <RecordFact term={t('orders.detail.invoices')}>
          {order.invoiceNumbers.length ? order.invoiceNumbers.join(', ') : none}
        </RecordFact>
        {order.customerComment ? (
          <RecordFact term={t('orders.detail.comment')}>{order.customerComment}</RecordFact>
        ) : null}
        {order.externalContact ? (
          <RecordFact term={t('orders.detail.externalContact')}>
            {order.externalContact.identifier} · {order.externalContact.name}
          </RecordFact>
        ) : null}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock title={t('orders.detail.deliveryAddress')} address={order.deliveryAddress} none={none} />
        <AddressBlock title={t('orders.detail.billingAddress')} address={order.billingAddress} none={none} />
      </div>
      <DataTable
        caption={t('orders.detail.lines')}
        columns={columns}
        rows={order.lines}
        getRowId={(line) => `${line.position}`}
        getRowLabel={(line) => line.name}
      />
      <RecordTotals
        slot="order-summary"
        rows={[
          [t('orders.summary.subtotal'), money(order.subtotal)],
          [t('orders.summary.shipping'), money(order.shippingCost)],
          [t('orders.summary.additionalCost'), money(order.additionalCost)],
          [t('orders.summary.net'), money(order.netTotal)],
        ]}
        taxes={order.taxes}
        taxLabel={(tax) => [
          t('orders.summary.tax', { rate: new Intl.NumberFormat(locale).format(tax.taxRate) }),
          money(tax.tax),
        ]}
        totalLabel={t('orders.summary.total')}
        total={money(order.total)}
      />
    </section>
  );
}
