import { useId, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { isListingSorting } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { sortSelectMessages } from './messages';

/** One sorting the listing offers (the answer's `availableSortings`): its key and the server's label. */
export interface SortOption {
  /** Sort key (`topseller`, `price-asc`…), the listing's `order`. */
  key: string;
  /** The server's label, used for a key this component has no text for. */
  label?: string | undefined;
}

/**
 * The native select of the listing's toolbar (sort order, page size): the look of the kit's Select trigger, the
 * browser's own list (the phone's picker) and no script of its own.
 */
export const listingSelectVariants = cva(
  'w-full cursor-pointer appearance-none rounded-md border border-border bg-surface ps-3 pe-9 text-sm text-foreground outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      size: {
        sm: 'h-8',
        md: 'h-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ListingSelectProps = Omit<ComponentProps<'select'>, 'size' | 'children' | 'onChange' | 'value'> &
  VariantProps<typeof listingSelectVariants> & {
    /** Visible label (also the accessible name). */
    label: string;
    /** The choices in display order. */
    options: readonly { value: string; label: string }[];
    /** The chosen value. */
    value: string;
    /** Called with a newly chosen value. */
    onValueChange?: ((value: string) => void) | undefined;
  };

/** A labelled native select in the listing select look (used by SortSelect and the toolbar's page size). */
export function ListingSelect({ label, options, value, onValueChange, size, className, ...props }: ListingSelectProps) {
  const id = useId();
  return (
    <div data-slot="listing-select" className={cn('flex flex-col gap-1 text-sm text-foreground', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (event.target.value !== value) onValueChange?.(event.target.value);
          }}
          className={listingSelectVariants({ size })}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

export type SortSelectProps = Omit<ListingSelectProps, 'options' | 'value' | 'onValueChange' | 'label' | 'onChange'> & {
  /** The sortings in the order offered (storefront.md §2: the listing settings' sortings). */
  sortings: readonly SortOption[];
  /** The order in effect. */
  value: string;
  /** Called with the chosen sort key. */
  onChange?: ((key: string) => void) | undefined;
  /** Visible label; defaults to the localized "Sort by". */
  label?: string | undefined;
};

/**
 * The listing's sort order (issue 10). Each known sort key is named in the shop's language (the store-API's labels
 * are English); an unknown key keeps the server's label. A native select: the kit's React Aria Select would add
 * its library to every listing page (issue 10 budget: listing JS <= 110 KB gzip), and phones show their own picker.
 */
export function SortSelect({ sortings, value, onChange, label, size = 'sm', ...props }: SortSelectProps) {
  const t = useUiMessages(sortSelectMessages);
  const options = sortings.map((sorting) => ({
    value: sorting.key,
    label: isListingSorting(sorting.key) ? t(sorting.key) : (sorting.label ?? sorting.key),
  }));
  return (
    <ListingSelect
      label={label ?? t('sortBy')}
      options={options}
      value={value}
      size={size}
      onValueChange={onChange}
      {...props}
    />
  );
}
