import { offerStatuses, type Offer, type OfferHistoryResponse } from '@ratchet/store-api-contract';
import { formatPrice } from '@ratchet/store-api-contract/rules';
import { defaultRenderLink, type DataTableColumn, type RenderLink } from '@ratchet/ui';
import type { ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { HistoryListLayout, StatusFilter } from '../lib/HistoryListLayout';
import { TextFilterField } from '../lib/recordFilters';
import { orderDate } from '../orders/orderTexts';
import { offerHistoryUrlState, type OfferHistoryState } from './offerHistoryState';
import { useOffers } from './useOffers';

export type OfferHistoryListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The list state as the page's URL says it (`offerHistoryStateFromQuery`). */
  state: OfferHistoryState;
  /** Called with the next state; the host writes it to the URL (`offerHistoryQuery`) and the list follows. */
  onStateChange: (state: OfferHistoryState) => void;
  /** The storefront loader's answer for the URL it rendered. */
  fallbackData?: OfferHistoryResponse | undefined;
  /** Renders links with the host router (paths below the domain prefix). */
  renderLink?: RenderLink | undefined;
  /** The list path whose query holds the state, for the pager's links. */
  listPath?: string | undefined;
  /** The address of a document `link` of the store-API (`/store-api/…/pdf`; default: unchanged). */
  documentHref?: ((link: string) => string) | undefined;
};

export const offerLinkClass =
  'inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** The detail path of an offer (`/account/offers/{offerNumber}`; the spec names no offer detail route: decisions.md). */
export function offerDetailPath(offerNumber: string): string {
  return `/account/offers/${encodeURIComponent(offerNumber)}`;
}

/**
 * The company's offers (account-area.md §2 offers "list with status and date filters, PDF download", §3 Offer, §4
 * offer status; issue 13): status (open, processed), offer date from/to (a from-date after the to-date shows the §5
 * error and sends nothing), offer number or reference (500 ms after the last key stroke) and pages of 20 — all in
 * the host's URL. Each offer opens its detail and downloads as the server's PDF in the reader's language.
 */
export function OfferHistoryList({
  state,
  onStateChange,
  fallbackData,
  renderLink = defaultRenderLink,
  listPath = '/account/offers',
  documentHref = (link) => link,
  ...props
}: OfferHistoryListProps) {
  const { t, locale, errorText } = useAccountText('offers');
  const { offers, pager, isLoading, error } = useOffers(state, { fallbackData });
  const none = t('offers.none');

  const columns: DataTableColumn<Offer>[] = [
    {
      id: 'offerNumber',
      header: t('offers.column.offerNumber'),
      value: (offer) => offer.offerNumber,
      rowHeader: true,
      cell: (offer) =>
        renderLink({
          href: offerDetailPath(offer.offerNumber),
          className: offerLinkClass,
          children: offer.offerNumber,
        }),
    },
    { id: 'offerDate', header: t('offers.column.offerDate'), value: (offer) => orderDate(locale, offer.offerDate) },
    { id: 'status', header: t('offers.column.status'), value: (offer) => t(`offers.status.${offer.status}`) },
    {
      id: 'clientReference',
      header: t('offers.column.clientReference'),
      value: (offer) => offer.clientReference ?? none,
    },
    {
      id: 'requestedBy',
      header: t('offers.column.requestedBy'),
      value: (offer) => `${offer.requestedBy.firstName} ${offer.requestedBy.lastName}`,
    },
    { id: 'lineCount', header: t('offers.column.lineCount'), value: (offer) => offer.lineCount, align: 'end' },
    {
      id: 'validUntil',
      header: t('offers.column.validUntil'),
      value: (offer) => (offer.validUntil ? orderDate(locale, offer.validUntil) : none),
    },
    {
      id: 'netTotal',
      header: t('offers.column.netTotal'),
      value: (offer) => (offer.netTotal === null ? none : formatPrice(offer.netTotal, locale)),
      align: 'end',
    },
    {
      id: 'documents',
      header: t('offers.column.documents'),
      cell: (offer) => (
        <a
          data-slot="offer-pdf"
          href={documentHref(offer.link)}
          download
          aria-label={t('offers.pdf.label', { offerNumber: offer.offerNumber })}
          className={offerLinkClass}
        >
          {t('offers.pdf')}
        </a>
      ),
    },
  ];

  return (
    <HistoryListLayout
      data-slot="offer-history-list"
      aria-label={t('offers.title')}
      urlState={offerHistoryUrlState}
      state={state}
      onStateChange={onStateChange}
      listPath={listPath}
      texts={{
        caption: t('offers.caption'),
        emptyTitle: t('offers.empty.title'),
        emptyText: t('offers.empty.text'),
        reset: t('offers.filter.reset'),
        fromLabel: t('offers.filter.from'),
        toLabel: t('offers.filter.to'),
        dateRangeInvalid: t('offers.filter.dateRangeInvalid'),
      }}
      filters={({ change, dateRange }) => (
        <>
          <StatusFilter
            label={t('offers.filter.status')}
            allLabel={t('offers.filter.allStatuses')}
            statuses={offerStatuses}
            statusLabel={(status) => t(`offers.status.${status}`)}
            value={state.status}
            onChange={(status) => change({ status })}
          />
          {dateRange}
          <TextFilterField
            label={t('offers.filter.search')}
            value={state.search}
            onCommit={(search) => change({ search })}
          />
        </>
      )}
      error={error ? errorText(error.errors[0]?.code) : undefined}
      table={{
        columns,
        rows: offers,
        getRowId: (offer) => offer.id,
        getRowLabel: (offer) => offer.offerNumber,
        loading: isLoading,
      }}
      pager={pager}
      {...props}
    />
  );
}
