import { offerStatuses, type Offer, type OfferHistoryResponse } from '@ratchet/store-api-contract';
import { formatPrice, isValidFromTo } from '@ratchet/store-api-contract/rules';
import {
  Button,
  DataTable,
  EmptyState,
  Select,
  cn,
  defaultRenderLink,
  type DataTableColumn,
  type RenderLink,
} from '@ratchet/ui';
import { useId, useState, type ComponentProps } from 'react';
import { useAccountText } from '../i18n';
import { DateRangeFields, TextFilterField } from '../lib/recordFilters';
import { orderDate } from '../orders/orderTexts';
import { emptyOfferHistoryState, offerHistoryQuery, type OfferHistoryState } from './offerHistoryState';
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
  className,
  ...props
}: OfferHistoryListProps) {
  const { t, locale, errorText } = useAccountText('offers');
  const { offers, pager, isLoading, error } = useOffers(state, { fallbackData });
  const errorId = useId();
  const [generation, setGeneration] = useState(0);
  const change = (patch: Partial<OfferHistoryState>) => onStateChange({ ...state, page: 1, ...patch });
  const rangeValid = isValidFromTo(state.from, state.to);
  const pageHref = (page: number) => {
    const query = offerHistoryQuery({ ...state, page }).toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  const filtered = offerHistoryQuery({ ...state, page: 1 }).toString() !== '';
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
    <section
      data-slot="offer-history-list"
      aria-label={t('offers.title')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div key={generation} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Select
          label={t('offers.filter.status')}
          options={[
            { id: 'all', label: t('offers.filter.allStatuses') },
            ...offerStatuses.map((status) => ({ id: status, label: t(`offers.status.${status}`) })),
          ]}
          value={state.status ?? 'all'}
          onChange={(value) => change({ status: offerStatuses.find((entry) => entry === value) ?? null })}
        />
        <DateRangeFields
          from={state.from}
          to={state.to}
          fromLabel={t('offers.filter.from')}
          toLabel={t('offers.filter.to')}
          valid={rangeValid}
          errorId={errorId}
          onChange={change}
        />
        <TextFilterField
          label={t('offers.filter.search')}
          value={state.search}
          onCommit={(search) => change({ search })}
        />
      </div>
      {filtered ? (
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setGeneration((count) => count + 1);
              onStateChange(emptyOfferHistoryState);
            }}
          >
            {t('offers.filter.reset')}
          </Button>
        </div>
      ) : null}
      {rangeValid ? null : (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t('offers.filter.dateRangeInvalid')}
        </p>
      )}
      {error && rangeValid ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error.errors[0]?.code)}
        </p>
      ) : null}
      <DataTable
        caption={t('offers.caption')}
        hideCaption
        columns={columns}
        rows={offers}
        getRowId={(offer) => offer.id}
        getRowLabel={(offer) => offer.offerNumber}
        loading={isLoading}
        empty={
          <EmptyState
            size="compact"
            title={t('offers.empty.title')}
            description={t('offers.empty.text')}
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
