import { isListingSorting } from '@ratchet/store-api-contract/rules';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { Select, type SelectProps } from '../Select';
import { sortSelectMessages } from './messages';

/** One sorting the listing offers (the answer's `availableSortings`): its key and the server's label. */
export interface SortOption {
  /** Sort key (`topseller`, `price-asc`…), the listing's `order`. */
  key: string;
  /** The server's label, used for a key this component has no text for. */
  label?: string | undefined;
}

export type SortSelectProps = Omit<SelectProps, 'options' | 'value' | 'defaultValue' | 'onChange' | 'label'> & {
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
 * The listing's sort order (issue 10), on the existing Select: each known sort key is named in the shop's language
 * (the store-API's labels are English), an unknown key keeps the server's label.
 */
export function SortSelect({ sortings, value, onChange, label, size = 'sm', className, ...props }: SortSelectProps) {
  const t = useUiMessages(sortSelectMessages);
  const options = sortings.map((sorting) => ({
    id: sorting.key,
    label: isListingSorting(sorting.key) ? t(sorting.key) : (sorting.label ?? sorting.key),
  }));
  return (
    <Select
      label={label ?? t('sortBy')}
      options={options}
      value={value}
      size={size}
      onChange={(key) => {
        if (key !== null && key !== value) onChange?.(key);
      }}
      className={className}
      {...props}
    />
  );
}
