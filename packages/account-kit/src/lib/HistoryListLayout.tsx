import { isValidFromTo } from '@ratchet/store-api-contract/rules';
import { Button, DataTable, EmptyState, Select, cn, type DataTableProps } from '@ratchet/ui';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { ListUrlParam, ListUrlParams, ListUrlState, ListUrlStateOf } from './listUrlState';
import { DateRangeFields } from './recordFilters';

/** The texts of a history list's frame, from the list's own namespace. */
export interface HistoryListTexts {
  /** The table's (visually hidden) caption. */
  caption: string;
  emptyTitle: string;
  emptyText: string;
  /** The reset button, shown while any filter is set. */
  reset: string;
  fromLabel: string;
  toLabel: string;
  /** account-area.md §5 "the from-date must not be later than the to-date". */
  dateRangeInvalid: string;
}

/** The parameters every history list has: a from/to date range. */
type DatedParams = ListUrlParams & { from: ListUrlParam<string>; to: ListUrlParam<string> };

export interface HistoryListFilterControls<TState> {
  /** Sets filters and goes back to the first page. */
  change: (patch: Partial<TState>) => void;
  /** The from/to date fields, placed where the list wants them among its filters. */
  dateRange: ReactNode;
}

export type HistoryListLayoutProps<TParams extends DatedParams, TRow extends object> = Omit<
  ComponentProps<'section'>,
  'children'
> & {
  /** The list's URL state (its parameters, page size and links). */
  urlState: ListUrlState<TParams>;
  /** The list state as the page's URL says it. */
  state: ListUrlStateOf<TParams>;
  /** Called with the next state; the host writes it to the URL and the list follows. */
  onStateChange: (state: ListUrlStateOf<TParams>) => void;
  /** The list path whose query holds the state, for the pager's links. */
  listPath: string;
  texts: HistoryListTexts;
  /** The list's filters (Select, text fields) around the date range. */
  filters: (controls: HistoryListFilterControls<ListUrlStateOf<TParams>>) => ReactNode;
  /** Column layout of the filter grid from 1024px (the default fits four fields). */
  filterClassName?: string | undefined;
  /** The text of the store-API's error, if the last fetch failed. */
  error?: string | undefined;
  /** The page's rows and how the table shows them. */
  table: Pick<DataTableProps<TRow>, 'columns' | 'rows' | 'getRowId' | 'getRowLabel' | 'loading'>;
  /** The store-API's pager of the shown page. */
  pager: { page: number; limit: number; total: number };
};

/** The status filter of a history list (account-area.md §4 status values): every status, or one of them. */
export function StatusFilter<TStatus extends string>({
  label,
  allLabel,
  statuses,
  statusLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  statuses: readonly TStatus[];
  statusLabel: (status: TStatus) => string;
  value: TStatus | null;
  onChange: (status: TStatus | null) => void;
}) {
  return (
    <Select
      label={label}
      options={[
        { id: 'all', label: allLabel },
        ...statuses.map((status) => ({ id: status, label: statusLabel(status) })),
      ]}
      value={value ?? 'all'}
      onChange={(chosen) => onChange(statuses.find((status) => status === chosen) ?? null)}
    />
  );
}

/**
 * The table of an account list (history lists, cost centre, order references): the store-API's error, the page's rows
 * under a visually hidden caption, an empty state, and the pager (links when the list's state is in the URL).
 */
export function PagedListTable<TRow extends object>({
  caption,
  error,
  table,
  emptyTitle,
  emptyText,
  pager,
  onPageChange,
  pageHref,
}: {
  caption: string;
  /** The text of the store-API's error, if the last fetch failed. */
  error?: string | undefined;
  table: Pick<DataTableProps<TRow>, 'columns' | 'rows' | 'getRowId' | 'getRowLabel' | 'loading'>;
  emptyTitle: string;
  emptyText: string;
  pager: { page: number; limit: number; total: number };
  onPageChange: (page: number) => void;
  /** The link of a page, where the list's state is in the URL. */
  pageHref?: ((page: number) => string) | undefined;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <DataTable<TRow>
        caption={caption}
        hideCaption
        {...table}
        empty={<EmptyState size="compact" title={emptyTitle} description={emptyText} headingLevel={3} />}
        pagination={{
          page: pager.page,
          pageSize: pager.limit,
          totalResults: pager.total,
          onPageChange,
          ...(pageHref ? { getPageHref: pageHref } : {}),
        }}
      />
    </>
  );
}

/**
 * The frame the account's history lists share (orders, offers, invoices; account-area.md §2, §5; issue 13): the
 * filter grid, a reset while anything filters (it also drops a text not yet committed), the §5 date range error
 * (nothing is fetched while it shows), the store-API's error, and the table with its empty state and a pager whose
 * pages are links to the list's URL (back button, reload and shared links restore them).
 */
export function HistoryListLayout<TParams extends DatedParams, TRow extends object>({
  urlState,
  state,
  onStateChange,
  listPath,
  texts,
  filters,
  filterClassName = 'lg:grid-cols-4',
  error,
  table,
  pager,
  className,
  ...props
}: HistoryListLayoutProps<TParams, TRow>) {
  const errorId = useId();
  // A reset renders fresh filter fields (a draft not yet committed is dropped with the rest).
  const [generation, setGeneration] = useState(0);
  const change = (patch: Partial<ListUrlStateOf<TParams>>) => onStateChange({ ...state, page: 1, ...patch });
  const rangeValid = isValidFromTo(state.from, state.to);
  const dateRange = (
    <DateRangeFields
      from={state.from}
      to={state.to}
      fromLabel={texts.fromLabel}
      toLabel={texts.toLabel}
      valid={rangeValid}
      errorId={errorId}
      onChange={(patch) => change(patch as Partial<ListUrlStateOf<TParams>>)}
    />
  );

  return (
    <section className={cn('flex flex-col gap-4', className)} {...props}>
      <div key={generation} className={cn('grid gap-3 sm:grid-cols-2', filterClassName, 'lg:items-end')}>
        {filters({ change, dateRange })}
      </div>
      {urlState.isFiltered(state) ? (
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setGeneration((count) => count + 1);
              onStateChange(urlState.empty);
            }}
          >
            {texts.reset}
          </Button>
        </div>
      ) : null}
      {rangeValid ? null : (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {texts.dateRangeInvalid}
        </p>
      )}
      <PagedListTable
        caption={texts.caption}
        error={rangeValid ? error : undefined}
        table={table}
        emptyTitle={texts.emptyTitle}
        emptyText={texts.emptyText}
        pager={pager}
        onPageChange={(page) => onStateChange({ ...state, page })}
        pageHref={(page) => urlState.href(listPath, { ...state, page })}
      />
    </section>
  );
}
