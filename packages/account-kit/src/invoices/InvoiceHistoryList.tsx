import type { Invoice, InvoiceHistoryResponse } from '@ratchet/store-api-contract';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import type { DataTableColumn } from '@ratchet/ui';
import type { ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { HistoryListLayout } from '../lib/HistoryListLayout';
import { TextFilterField } from '../lib/recordFilters';
import { orderDate } from '../orders/orderTexts';
import { invoiceHistoryUrlState, type InvoiceHistoryState } from './invoiceHistoryState';
import { useInvoices } from './useInvoices';

export type InvoiceHistoryListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state as the page's URL says it (`invoiceHistoryStateFromQuery`). */
  state: InvoiceHistoryState;
  /** Called with the next state; the host writes it to the URL (`invoiceHistoryQuery`) and the list follows. */
  onStateChange: (state: InvoiceHistoryState) => void;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: InvoiceHistoryResponse | undefined;
  /** The list path whose query holds the state, for the pager's links. */
  listPath?: string | undefined;
  /**
   * The address of a document `link` of the store-API (`/store-api/…/pdf`); the storefront's same-origin proxy
   * serves it as is, with the session cookie (default: unchanged).
   */
  documentHref?: ((link: string) => string) | undefined;
};

const linkClass =
  'inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The company's invoices (account-area.md §2 invoices "list with filters", §3 Invoice; issue 13): invoice date
 * from/to (a from-date after the to-date shows the §5 error and sends nothing), invoice number, order number and
 * customer reference (each 500 ms after the last key stroke) and pages of 20 — all in the host's URL. Each invoice
 * downloads as the PDF the server generates; the shipping note number and the carrier's proof of delivery show
 * where the invoice has them.
 */
export function InvoiceHistoryList({
  state,
  onStateChange,
  fallbackData,
  listPath = '/account/invoices',
  documentHref = (link) => link,
  ...props
}: InvoiceHistoryListProps) {
  const { t, locale, errorText } = useAccountText('invoices');
  const { invoices, pager, isLoading, error } = useInvoices(state, { fallbackData });
  const none = t('invoices.none');
  const money = (value: number | null) => (value === null ? none : formatPrice(value, locale));

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'invoiceNumber',
      header: t('invoices.column.invoiceNumber'),
      value: (invoice) => invoice.invoiceNumber,
      rowHeader: true,
    },
    {
      id: 'invoiceDate',
      header: t('invoices.column.invoiceDate'),
      value: (invoice) => orderDate(locale, invoice.invoiceDate),
    },
    { id: 'dueDate', header: t('invoices.column.dueDate'), value: (invoice) => orderDate(locale, invoice.dueDate) },
    { id: 'orderNumber', header: t('invoices.column.orderNumber'), value: (invoice) => invoice.orderNumber },
    {
      id: 'customerReference',
      header: t('invoices.column.customerReference'),
      value: (invoice) => invoice.customerReference ?? none,
    },
    {
      id: 'shippingNote',
      header: t('invoices.column.shippingNote'),
      value: (invoice) => invoice.shippingNoteNumber ?? none,
    },
    { id: 'total', header: t('invoices.column.total'), value: (invoice) => money(invoice.total), align: 'end' },
    {
      id: 'documents',
      header: t('invoices.column.documents'),
      cell: (invoice) => (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          <a
            data-slot="invoice-pdf"
            href={documentHref(invoice.link)}
            download
            aria-label={t('invoices.pdf.label', { invoiceNumber: invoice.invoiceNumber })}
            className={linkClass}
          >
            {t('invoices.pdf')}
          </a>
          {invoice.deliveryProofLink ? (
            <a
              data-slot="invoice-delivery-proof"
              href={invoice.deliveryProofLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('invoices.deliveryProof.label', { invoiceNumber: invoice.invoiceNumber })}
              className={linkClass}
            >
              {t('invoices.deliveryProof')}
            </a>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <HistoryListLayout
      data-slot="invoice-history-list"
      aria-label={t('invoices.title')}
      urlState={invoiceHistoryUrlState}
      state={state}
      onStateChange={onStateChange}
      listPath={listPath}
      texts={{
        caption: t('invoices.caption'),
        emptyTitle: t('invoices.empty.title'),
        emptyText: t('invoices.empty.text'),
        reset: t('invoices.filter.reset'),
        fromLabel: t('invoices.filter.from'),
        toLabel: t('invoices.filter.to'),
        dateRangeInvalid: t('invoices.filter.dateRangeInvalid'),
      }}
      filterClassName="lg:grid-cols-5"
      filters={({ change, dateRange }) => (
        <>
          {dateRange}
          <TextFilterField
            label={t('invoices.filter.number')}
            value={state.number}
            onCommit={(number) => change({ number })}
          />
          <TextFilterField
            label={t('invoices.filter.orderNumber')}
            value={state.orderNumber}
            onCommit={(orderNumber) => change({ orderNumber })}
          />
          <TextFilterField
            label={t('invoices.filter.customerReference')}
            value={state.customerReference}
            onCommit={(customerReference) => change({ customerReference })}
          />
        </>
      )}
      error={error ? errorText(error.errors[0]?.code) : undefined}
      table={{
        columns,
        rows: invoices,
        getRowId: (invoice) => invoice.id,
        getRowLabel: (invoice) => invoice.invoiceNumber,
        loading: isLoading,
      }}
      pager={pager}
      {...props}
    />
  );
}
