import type { ComponentProps, ReactNode } from 'react';
import { listingPageSizes } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { ListingSelect, SortSelect, type SortOption } from '../SortSelect';
import { listingToolbarMessages } from './messages';

export type ListingToolbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Hits over all pages (`totalResults`). */
  total: number;
  /** The host's own wording of the total (e.g. "114 results" on a search page); defaults to "114 products". */
  totalText?: string | undefined;
  /** The sortings offered; empty hides the sort select. */
  sortings: readonly SortOption[];
  /** The order in effect. */
  order: string;
  /** Called with the chosen sort key. */
  onOrderChange?: ((key: string) => void) | undefined;
  /** The page size in effect (`currentLimit`). */
  limit: number;
  /** Page sizes offered (default `listingPageSizes`: 24, 48, 96). */
  limitOptions?: readonly number[] | undefined;
  /** Called with the chosen page size. */
  onLimitChange?: ((limit: number) => void) | undefined;
  /** Shown first, e.g. the phone's filter drawer button. */
  start?: ReactNode;
};

/**
 * The bar above a product listing or search result (storefront.md §2; issue 10): the number of hits (a live
 * status, so a filter change is announced), the sort order and the page size (24/48/96), as native selects.
 */
export function ListingToolbar({
  total,
  totalText,
  sortings,
  order,
  onOrderChange,
  limit,
  limitOptions = listingPageSizes,
  onLimitChange,
  start,
  className,
  ...props
}: ListingToolbarProps) {
  const t = useUiMessages(listingToolbarMessages);
  return (
    <div
      data-slot="listing-toolbar"
      className={cn('flex flex-wrap items-end justify-between gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        {start}
        <p role="status" data-slot="listing-total" className="text-sm text-muted-foreground tabular-nums">
          {totalText ?? t('total', { count: total })}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {sortings.length > 0 ? (
          <SortSelect sortings={sortings} value={order} onChange={onOrderChange} className="w-52" />
        ) : null}
        <ListingSelect
          label={t('perPage')}
          size="sm"
          options={limitOptions.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(limit)}
          onValueChange={(value) => onLimitChange?.(Number(value))}
          className="w-24"
        />
      </div>
    </div>
  );
}
