import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  createSortedRowModel,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiLocale, useUiMessages } from '../i18n/UiLocaleProvider';
import { Button } from '../Button';
import { Checkbox, type CheckboxCheckedState } from '../Checkbox';
import { Pager } from '../Pager';
import { Skeleton } from '../Skeleton';
import { dataTableMessages } from './messages';

/** Cell padding per `density`: `comfortable` for account lists, `compact` for dense tables such as order lines. */
export const dataTableCellVariants = cva('border-b border-border align-middle whitespace-nowrap', {
  variants: {
    density: {
      comfortable: 'px-3 py-3',
      compact: 'px-2 py-1.5',
    },
    align: {
      start: 'text-start',
      end: 'text-end tabular-nums',
    },
  },
  defaultVariants: { density: 'comfortable', align: 'start' },
});

/** A value the DataTable can sort by. */
export type DataTableSortValue = string | number | null | undefined;

/** One column of a DataTable. */
export interface DataTableColumn<TRow extends RowData> {
  /** Stable id; the sort key handed to `onSortChange` (e.g. the store-API's sort `field`). */
  id: string;
  /** Header text; it also names the header's sort button. */
  header: string;
  /** The plain value of the cell: shown when `cell` is missing, sorted by in client sorting, names the row when `rowHeader`. */
  value?: ((row: TRow) => DataTableSortValue) | undefined;
  /** Cell content (e.g. a Price, a Badge, a link); defaults to `value`. */
  cell?: ((row: TRow) => ReactNode) | undefined;
  /** Whether the header is a sort button. */
  sortable?: boolean | undefined;
  /** `end` for numbers and amounts (right in left-to-right languages, tabular figures). */
  align?: 'start' | 'end' | undefined;
  /** Marks the column that names each row (`<th scope="row">`, e.g. the order number); its value names the row's checkbox. */
  rowHeader?: boolean | undefined;
  /**
   * Hides the column on screens narrower than the breakpoint (`sm` 640px, `md` 768px), so a phone shows the row
   * without scrolling sideways; the host then shows what matters of it elsewhere in the row (e.g. under the row header).
   */
  hideBelow?: 'sm' | 'md' | undefined;
}

/** The class that hides a column below its breakpoint (written out, so Tailwind sees it). */
const hiddenBelowClass = { sm: 'max-sm:hidden', md: 'max-md:hidden' } as const;

/** The sorted column and direction; `null` when the rows are in their given order. */
export type DataTableSort = { columnId: string; direction: 'ascending' | 'descending' } | null;

/** Server-side paging shown in the footer with the Pager (the host fetches the page's rows). */
export interface DataTablePagination {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page (e.g. 20 on the customer list, account-area.md §9). */
  pageSize: number;
  /** Rows over all pages. */
  totalResults: number;
  /** Called with the chosen page. */
  onPageChange?: ((page: number) => void) | undefined;
  /** Renders page links instead of buttons (e.g. `(page) => \`?page=${page}\``), so the URL carries the page. */
  getPageHref?: ((page: number) => string) | undefined;
}

export type DataTableProps<TRow extends RowData> = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof dataTableCellVariants> & {
    /** The table's caption and accessible name (also names the scroll region). Required by the WAI-ARIA table pattern. */
    caption: string;
    /** Hides the caption visually; it still names the table for assistive technology. */
    hideCaption?: boolean | undefined;
    /** Column definitions, in display order. */
    columns: readonly DataTableColumn<TRow>[];
    /** The rows of the current page. */
    rows: readonly TRow[];
    /** A stable id per row (e.g. the entity id); selection is kept by these ids across pages. */
    getRowId: (row: TRow) => string;
    /** Names a row for its checkbox ("Select …"); defaults to the `rowHeader` column's value, then the row id. */
    getRowLabel?: ((row: TRow) => string) | undefined;
    /** Sort state (controlled); `null` for none. */
    sort?: DataTableSort | undefined;
    /** Sort state at start (uncontrolled). */
    defaultSort?: DataTableSort | undefined;
    /** Called with the new sort when a header is clicked (ascending first, then toggling). */
    onSortChange?: ((sort: DataTableSort) => void) | undefined;
    /** `client` sorts the given rows; `server` keeps their order and leaves sorting to the host's fetch. */
    sortMode?: 'client' | 'server' | undefined;
    /** Shows a checkbox per row and a select-all checkbox for the page. */
    selectable?: boolean | undefined;
    /** Ids of the selected rows (controlled); may hold ids of other pages. */
    selectedIds?: readonly string[] | undefined;
    /** Ids selected at start (uncontrolled). */
    defaultSelectedIds?: readonly string[] | undefined;
    /** Called with every change of the selected ids. */
    onSelectedIdsChange?: ((ids: string[]) => void) | undefined;
    /** Actions for the selected rows (e.g. approve, decline), shown in the bar beside "n selected". */
    bulkActions?: ((selectedIds: string[]) => ReactNode) | undefined;
    /** Shows skeleton rows instead of the rows and marks the table busy. */
    loading?: boolean | undefined;
    /** Number of skeleton rows while loading (default 5). */
    loadingRowCount?: number | undefined;
    /** Content shown when there are no rows (an EmptyState); defaults to a short localized text. */
    empty?: ReactNode;
    /** Paging footer; omit for a table without pages. */
    pagination?: DataTablePagination | undefined;
  };

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
});

const noSelection: readonly string[] = [];

function toSortingState(sort: DataTableSort): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

function toSort(sorting: SortingState): DataTableSort {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'descending' : 'ascending' } : null;
}

/**
 * A data table for the account area's lists (orders, approvals, users…) on TanStack Table: a real
 * `<table>` with a caption (WAI-ARIA table pattern), sort buttons in the header cells with `aria-sort`,
 * row selection with a select-all checkbox for the page and a bulk-actions bar, skeleton rows while
 * loading, an empty slot and a Pager footer. Sort, selection and page can all be controlled, so a host
 * keeps them in the URL and fetches server-side. On narrow screens the table scrolls sideways inside a
 * focusable, labelled region.
 */
export function DataTable<TRow extends RowData>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  sortMode = 'client',
  selectable = false,
  selectedIds: selectedIdsProp,
  defaultSelectedIds = noSelection,
  onSelectedIdsChange,
  bulkActions,
  loading = false,
  loadingRowCount = 5,
  empty,
  pagination,
  density,
  className,
  ...props
}: DataTableProps<TRow>) {
  const t = useUiMessages(dataTableMessages);
  const locale = useUiLocale();
  const captionId = useId();
  const [sort, setSort] = useControllableState<DataTableSort>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>({
    value: selectedIdsProp,
    defaultValue: defaultSelectedIds,
    onChange: onSelectedIdsChange ? (ids) => onSelectedIdsChange([...ids]) : undefined,
  });

  const tableColumns = useMemo(() => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return columns.map((column): ColumnDef<typeof features, TRow> => ({
      id: column.id,
      header: column.header,
      accessorFn: (row) => column.value?.(row),
      enableSorting: column.sortable === true,
      // Strings by the shop locale's collation (ä next to a), numbers by size, empty values last.
      sortUndefined: 'last',
      sortFn: (rowA, rowB, columnId) => {
        const a = rowA.getValue<DataTableSortValue>(columnId);
        const b = rowB.getValue<DataTableSortValue>(columnId);
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return collator.compare(String(a ?? ''), String(b ?? ''));
      },
    }));
  }, [columns, locale]);

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true as const])),
    [selectedIds],
  );
  const sorting = useMemo(() => toSortingState(sort), [sort]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as TRow[],
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) =>
      setSort((previous) => toSort(functionalUpdate(updater, toSortingState(previous)))),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setSelectedIds((previous) => {
        const previousState = Object.fromEntries(previous.map((id) => [id, true as const]));
        return Object.keys(functionalUpdate(updater, previousState));
      }),
    manualSorting: sortMode === 'server',
    enableMultiSort: false,
    // A sorted list stays sorted: clicking toggles ascending and descending, starting ascending.
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  const pageRows = table.getRowModel().rows;
  const pageRowIds = pageRows.map((row) => row.id);
  const selectedOnPage = pageRowIds.filter((id) => rowSelection[id]).length;
  const selectAllState: CheckboxCheckedState =
    selectedOnPage === 0 ? false : selectedOnPage === pageRowIds.length ? true : 'indeterminate';
  // Selecting all covers the rows of this page only; ids from other pages stay as they are.
  const toggleAllOnPage = () =>
    table.setRowSelection((previous) => {
      const next = { ...previous };
      for (const id of pageRowIds) {
        if (selectAllState === true) delete next[id];
        else next[id] = true;
      }
      return next;
    });

  const columnsById = new Map(columns.map((column) => [column.id, column]));
  const rowHeaderColumn = columns.find((column) => column.rowHeader);
  const rowLabel = (row: Row<typeof features, TRow>) => {
    if (getRowLabel) return getRowLabel(row.original);
    const value = rowHeaderColumn?.value?.(row.original);
    return value === null || value === undefined || value === '' ? row.id : String(value);
  };

  const cellClass = (align: 'start' | 'end' | undefined) => dataTableCellVariants({ density, align: align ?? 'start' });
  const columnCount = columns.length + (selectable ? 1 : 0);
  const selectedCount = selectedIds.length;
  const state = loading ? 'loading' : pageRows.length === 0 ? 'empty' : 'ready';

  return (
    <div
      data-slot="data-table"
      data-state={state}
      data-variant={density ?? 'comfortable'}
      className={cn('flex min-w-0 flex-col gap-3 text-sm text-foreground', className)}
      {...props}
    >
      {selectable ? (
        <div
          data-slot="data-table-bulk-actions"
          data-state={selectedCount > 0 ? 'open' : 'closed'}
          role={selectedCount > 0 ? 'group' : undefined}
          aria-label={selectedCount > 0 ? t('bulkActions') : undefined}
          className={cn(
            selectedCount > 0
              ? 'flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-raised px-3 py-2'
              : 'sr-only',
          )}
        >
          {/* Always present, so the count is announced when the first row is selected. */}
          <span role="status" className="font-semibold tabular-nums">
            {selectedCount > 0 ? t('selectedCount', { count: selectedCount }) : ''}
          </span>
          {selectedCount > 0 ? (
            <>
              {bulkActions?.([...selectedIds])}
              <Button variant="link" size="sm" className="ms-auto" onClick={() => setSelectedIds(noSelection)}>
                {t('clearSelection')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a table wider than the screen (WCAG 2.1.1).
        tabIndex={0}
        data-slot="data-table-scroll"
        className="overflow-x-auto rounded-md border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <table aria-busy={loading || undefined} className="w-full border-collapse">
          <caption
            id={captionId}
            className={cn('px-3 py-2 text-start text-base font-semibold', hideCaption && 'sr-only')}
          >
            {caption}
          </caption>
          <thead className="bg-surface-raised text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className={cn(cellClass('start'), 'w-10')}>
                    <Checkbox
                      size="sm"
                      aria-label={t('selectAll')}
                      checked={selectAllState}
                      disabled={loading || pageRowIds.length === 0}
                      onCheckedChange={toggleAllOnPage}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  const sortedAs = header.column.getIsSorted();
                  const SortIcon = sortedAs === 'asc' ? ArrowUp : sortedAs === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      // Only the sorted column carries aria-sort (WAI-ARIA: one sorted header at a time).
                      aria-sort={sortedAs === 'asc' ? 'ascending' : sortedAs === 'desc' ? 'descending' : undefined}
                      data-state={sortedAs || undefined}
                      className={cn(
                        cellClass(column?.align),
                        'font-semibold whitespace-nowrap',
                        column?.hideBelow && hiddenBelowClass[column.hideBelow],
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={() => header.column.toggleSorting(sortedAs === 'asc', false)}
                          className={cn(
                            'inline-flex cursor-pointer items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-focus',
                            sortedAs && 'text-foreground',
                            column?.align === 'end' && 'flex-row-reverse',
                          )}
                        >
                          {column?.header}
                          <SortIcon aria-hidden="true" className={cn('size-4', !sortedAs && 'opacity-50')} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRowCount }, (_, index) => (
                  <tr key={`loading-${index}`} data-slot="data-table-skeleton-row">
                    {Array.from({ length: columnCount }, (_, cellIndex) => (
                      <td key={cellIndex} className={cellClass('start')}>
                        <Skeleton shape="text" className={cellIndex === 0 && selectable ? 'size-4' : undefined} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {!loading && pageRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} data-slot="data-table-empty" className="px-3 py-8 text-center">
                  {empty ?? <span className="text-muted-foreground">{t('empty')}</span>}
                </td>
              </tr>
            ) : null}
            {!loading
              ? pageRows.map((row) => {
                  const selected = row.getIsSelected();
                  return (
                    <tr
                      key={row.id}
                      data-state={selected ? 'selected' : undefined}
                      className="data-[state=selected]:bg-muted"
                    >
                      {selectable ? (
                        <td className={cellClass('start')}>
                          <Checkbox
                            size="sm"
                            aria-label={t('selectRow', { row: rowLabel(row) })}
                            checked={selected}
                            onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                          />
                        </td>
                      ) : null}
                      {row.getAllCells().map((cell) => {
                        const column = columnsById.get(cell.column.id);
                        const content = column?.cell ? column.cell(row.original) : cell.getValue();
                        const Cell = column?.rowHeader ? 'th' : 'td';
                        return (
                          <Cell
                            key={cell.id}
                            scope={column?.rowHeader ? 'row' : undefined}
                            className={cn(
                              cellClass(column?.align),
                              column?.rowHeader && 'font-semibold',
                              column?.hideBelow && hiddenBelowClass[column.hideBelow],
                            )}
                          >
                            {content as ReactNode}
                          </Cell>
                        );
                      })}
                    </tr>
                  );
                })
              : null}
          </tbody>
        </table>
        {/* Always present, so assistive technology hears when loading starts. */}
        <span role="status" className="sr-only">
          {loading ? t('loading') : ''}
        </span>
      </div>
      {pagination ? (
        <Pager
          currentPage={pagination.page}
          currentLimit={pagination.pageSize}
          totalResults={pagination.totalResults}
          onPageChange={pagination.onPageChange}
          getPageHref={pagination.getPageHref}
        />
      ) : null}
    </div>
  );
}
