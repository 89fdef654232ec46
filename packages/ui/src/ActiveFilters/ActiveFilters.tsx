import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { Button } from '../Button';
import { activeFiltersMessages } from './messages';

/** One filter in effect, shown as a removable chip ("Status: open", "Material: Steel"). */
export type ActiveFilter = {
  /** Stable id handed back to `onRemoveFilter`. */
  id: string;
  /** What the chip says, already translated by the host. */
  label: string;
};

/** Chip look. */
export const filterChipVariants = cva(
  'inline-flex h-8 items-center gap-1 rounded-full border border-border bg-secondary ps-3 pe-1 text-sm text-secondary-foreground',
);

export type ActiveFiltersProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The filters in effect, one chip each; empty renders nothing. */
  filters: readonly ActiveFilter[];
  /** Called with a chip's id when its remove button is pressed. */
  onRemoveFilter?: ((id: string) => void) | undefined;
  /** Called by "reset all"; without it the button is not shown. */
  onResetAll?: (() => void) | undefined;
  /**
   * Where focus goes once the last chip is gone (the filter region, the result heading); without it focus stays
   * on the page body.
   */
  emptyFocusRef?: RefObject<HTMLElement | null> | undefined;
};

/**
 * The filters in effect as removable chips with "reset all" (account-area lists and the product listing, issue 10).
 * Removing a chip moves focus to the chip now at its place (or the last one, or `emptyFocusRef`), also when the host
 * drops the chip only after a round trip.
 */
export function ActiveFilters({
  filters,
  onRemoveFilter,
  onResetAll,
  emptyFocusRef,
  className,
  ...props
}: ActiveFiltersProps) {
  const t = useUiMessages(activeFiltersMessages);
  const chipListRef = useRef<HTMLUListElement>(null);
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);
  // The host may drop the chip later (after a round trip): wait until the list it passes has changed.
  const filtersAtRemoval = useRef<readonly ActiveFilter[] | null>(null);

  useEffect(() => {
    if (focusAfterRemoval === null || filters === filtersAtRemoval.current) return;
    const buttons = chipListRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(focusAfterRemoval, buttons.length - 1)];
    (next ?? emptyFocusRef?.current)?.focus();
    setFocusAfterRemoval(null);
  }, [filters, focusAfterRemoval, emptyFocusRef]);

  if (filters.length === 0) return null;
  return (
    <div data-slot="active-filters" className={cn('flex flex-wrap items-center gap-2', className)} {...props}>
      <ul ref={chipListRef} aria-label={t('activeFilters')} className="flex flex-wrap items-center gap-2">
        {filters.map((filter, index) => (
          <li key={filter.id} data-slot="filter-chip" className={filterChipVariants()}>
            <span>{filter.label}</span>
            <button
              type="button"
              aria-label={t('removeFilter', { filter: filter.label })}
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-3.5"
              onClick={() => {
                filtersAtRemoval.current = filters;
                setFocusAfterRemoval(index);
                onRemoveFilter?.(filter.id);
              }}
            >
              <X aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {onResetAll ? (
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            filtersAtRemoval.current = filters;
            setFocusAfterRemoval(0);
            onResetAll();
          }}
        >
          {t('resetAll')}
        </Button>
      ) : null}
    </div>
  );
}
