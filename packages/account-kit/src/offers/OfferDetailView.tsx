import type { CartTransferResponse, OfferDetail, OfferLine } from '@ratchet/store-api-contract';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { Button, DataTable, cn, defaultRenderLink, type DataTableColumn, type RenderLink } from '@ratchet/ui';
import { useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { CartTransferOutcome, RecordFact, RecordTotals } from '../lib/recordDetail';
import { orderDate } from '../orders/orderTexts';
import { offerLinkClass } from './OfferHistoryList';
import { useAddOfferToCart, useOfferDetail } from './useOffers';

export type OfferDetailViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The offer of the route `/account/offers/{offerNumber}`. */
  offerNumber: string;
  /** The storefront loader's answer. */
  fallbackData?: OfferDetail | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** The address of a document `link` of the store-API (`/store-api/…/pdf`; default: unchanged). */
  documentHref?: ((link: string) => string) | undefined;
  /** Called after lines went into the cart at the offer's prices (e.g. to open the cart). */
  onAddedToCart?: ((result: CartTransferResponse) => void) | undefined;
};

/**
 * One offer (account-area.md §3 Offer and its lines; issue 13): number, date, status, reference, requester, the
 * buyer's message, how long its prices hold; the lines with line number, article number, description, quantity,
 * customer article number, delivery date, price and total excluding VAT; net, VAT and total; the PDF in the reader's
 * language. A processed offer within its validity goes into the cart at its prices (the server holds them until
 * `validUntil`, docs/decisions.md); every line that could not go in is named with the reason.
 */
export function OfferDetailView({
  offerNumber,
  fallbackData,
  renderLink = defaultRenderLink,
  documentHref = (link) => link,
  onAddedToCart,
  className,
  ...props
}: OfferDetailViewProps) {
  const { t, locale, errorText } = useAccountText('offers');
  const { offer, isLoading, error } = useOfferDetail(offerNumber, { fallbackData });
  const { addOfferToCart, isAdding } = useAddOfferToCart();
  const [outcome, setOutcome] = useState<CartTransferResponse | null>(null);
  const [failure, setFailure] = useState('');
  const back = renderLink({ href: '/account/offers', className: offerLinkClass, children: t('offers.detail.back') });

  if (!offer) {
    if (isLoading) return null;
    return (
      <section data-slot="offer-detail" className={cn('flex flex-col gap-4', className)} {...props}>
        <p role="alert" className="text-sm text-danger">
          {error?.status === 404 ? t('offers.detail.notFound') : errorText(error?.errors[0]?.code)}
        </p>
        {back}
      </section>
    );
  }

  const none = t('offers.none');
  const money = (value: number | null) => (value === null ? none : formatPrice(value, locale));
  const validUntil = offer.validUntil ? orderDate(locale, offer.validUntil) : none;
  const validity =
    offer.status === 'open'
      ? t('offers.validity.open')
      : offer.canAddToCart
        ? t('offers.validity.valid', { date: validUntil })
        : t('offers.validity.expired', { date: validUntil });
  const columns: DataTableColumn<OfferLine>[] = [
    { id: 'position', header: t('offers.line.position'), value: (line) => line.position, align: 'end' },
    {
      id: 'productNumber',
      header: t('offers.line.productNumber'),
      value: (line) => line.productNumber,
      rowHeader: true,
    },
    {
      id: 'description',
      header: t('offers.line.description'),
      value: (line) => line.description,
      cell: (line) => <span className="block min-w-48 whitespace-normal">{line.description}</span>,
    },
    {
      id: 'quantity',
      header: t('offers.line.quantity'),
      value: (line) => new Intl.NumberFormat(locale).format(line.quantity),
      align: 'end',
    },
    {
      id: 'customerArticleNumber',
      header: t('offers.line.customerArticleNumber'),
      value: (line) => line.customerArticleNumber ?? none,
    },
    {
      id: 'deliveryDate',
      header: t('offers.line.deliveryDate'),
      value: (line) => (line.deliveryDate ? orderDate(locale, line.deliveryDate) : none),
    },
    { id: 'price', header: t('offers.line.price'), value: (line) => money(line.price), align: 'end' },
    {
      id: 'totalExclVat',
      header: t('offers.line.totalExclVat'),
      value: (line) => money(line.totalExclVat),
      align: 'end',
    },
  ];

  const runAddToCart = async () => {
    setFailure('');
    setOutcome(null);
    const result = await addOfferToCart(offer.offerNumber);
    if (!result.ok) {
      setFailure(result.errors.map((problem) => errorText(problem.code)).join(' '));
      return;
    }
    setOutcome(result.data);
    if (result.data.added.length > 0) onAddedToCart?.(result.data);
  };

  return (
    <section
      data-slot="offer-detail"
      data-state={offer.status}
      aria-label={t('offers.detail.title', { offerNumber: offer.offerNumber })}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <div className="flex flex-wrap items-center gap-3">
          <a
            data-slot="offer-pdf"
            href={documentHref(offer.link)}
            download
            className="inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus"
          >
            {t('offers.detail.pdf')}
          </a>
          {offer.canAddToCart ? (
            // Busy, not disabled: the button keeps the focus of whoever pressed it (as the reorder's).
            <Button type="button" onClick={runAddToCart} loading={isAdding}>
              {t('offers.addToCart')}
            </Button>
          ) : null}
        </div>
      </div>
      <p data-slot="offer-validity" className="rounded-md border border-border bg-muted p-3 text-sm">
        {validity}
      </p>
      <CartTransferOutcome
        slot="offer-cart"
        outcome={outcome}
        failure={failure}
        doneText={(count) => t('offers.addToCart.done', { count, date: validUntil })}
        notAddedTitle={t('offers.addToCart.notAdded')}
        reasonText={(line) =>
          `${t(`offers.reason.${line.reason}`)}${
            line.suggestedQuantity !== null
              ? ` ${t('offers.reason.suggested', { quantity: line.suggestedQuantity })}`
              : ''
          }`
        }
      />
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <RecordFact term={t('offers.detail.offerDate')}>{orderDate(locale, offer.offerDate)}</RecordFact>
        <RecordFact term={t('offers.detail.status')}>{t(`offers.status.${offer.status}`)}</RecordFact>
        <RecordFact term={t('offers.detail.clientReference')}>{offer.clientReference ?? none}</RecordFact>
        <RecordFact term={t('offers.detail.requestedBy')}>
          {offer.requestedBy.firstName} {offer.requestedBy.lastName}
        </RecordFact>
        <RecordFact term={t('offers.detail.validUntil')}>{validUntil}</RecordFact>
        {offer.message ? (
          <div className="flex flex-col sm:col-span-2 lg:col-span-3">
            <dt className="text-muted-foreground">{t('offers.detail.message')}</dt>
            <dd className="font-medium whitespace-pre-line">{offer.message}</dd>
          </div>
        ) : null}
      </dl>
      <DataTable
        caption={t('offers.detail.lines')}
        columns={columns}
        rows={offer.lines}
        getRowId={(line) => `${line.position}`}
        getRowLabel={(line) => line.productNumber}
      />
      <RecordTotals
        slot="offer-summary"
        rows={[[t('offers.summary.net'), money(offer.netTotal)]]}
        taxes={offer.taxes}
        taxLabel={(tax) => [
          t('offers.summary.tax', { rate: new Intl.NumberFormat(locale).format(tax.taxRate) }),
          money(tax.tax),
        ]}
        totalLabel={t('offers.summary.total')}
        total={money(offer.total)}
      />
    </section>
  );
}
