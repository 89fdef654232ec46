import { useRef, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { mediaFrom } from '../theme/tokens';
import { Button } from '../Button';
import { ActiveFilters, type ActiveFilter } from '../ActiveFilters';
import { Drawer, DrawerClose, DrawerContent, DrawerFooter, DrawerHeader, DrawerTitle, DrawerTrigger } from '../Drawer';
import { filterBarMessages } from './messages';

// The chips are the ActiveFilters component (shared with the product listing, issue 10).
export { filterChipVariants, type ActiveFilter } from '../ActiveFilters';

/** Where the controls are: in a row (`inline`), or behind a button in a bottom drawer (`drawer`). */
export type FilterBarLayout = 'inline' | 'drawer';

/** Desktop layout from the desktop-header breakpoint (1024px) up; below it the drawer. */
const inlineQuery = mediaFrom('lg');

function subscribeToInlineQuery(onChange: () => void) {
  const query = window.matchMedia(inlineQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useAutoLayout(): FilterBarLayout {
  return useSyncExternalStore(
    subscribeToInlineQuery,
    () => (window.matchMedia(inlineQuery).matches ? 'inline' : 'drawer'),
    // The account area is used on desktop mostly; the server renders the row, a phone switches on hydration.
    () => 'inline',
  );
}

export type FilterBarProps = Omit<ComponentProps<'div'>, 'aria-label'> & {
  /** Accessible name of the filter region (e.g. "Order filters"). */
  label: string;
  /** The filters in effect, one chip each; empty hides chips and "reset all". */
  activeFilters?: readonly ActiveFilter[];
  /** Called with a chip's id when its remove button is pressed. */
  onRemoveFilter?: (id: string) => void;
  /** Called by "reset all". */
  onResetAll?: () => void;
  /** `auto` (default): inline from 1024px, drawer below; or force one layout. */
  layout?: FilterBarLayout | 'auto';
  /** The filter controls (Select, DateRangePicker, Field…), shown inline or in the drawer. */
  children: ReactNode;
};

/**
 * A row of filter controls for a list (orders, offers, invoices, users) with the active filters as removable
 * chips and "reset all"; on phones the controls move into a bottom drawer behind a "Filters (n)" button.
 */
export function FilterBar({
  label,
  activeFilters = [],
  onRemoveFilter,
  onResetAll,
  layout: layoutProp = 'auto',
  children,
  className,
  ...props
}: FilterBarProps) {
  const t = useUiMessages(filterBarMessages);
  const autoLayout = useAutoLayout();
  const layout = layoutProp === 'auto' ? autoLayout : layoutProp;
  const rootRef = useRef<HTMLDivElement>(null);

  const count = activeFilters.length;
  return (
    <div
      ref={rootRef}
      role="search"
      aria-label={label}
      tabIndex={-1}
      data-slot="filter-bar"
      data-layout={layout}
      data-state={count > 0 ? 'filtered' : 'unfiltered'}
      className={cn('flex flex-col gap-3 outline-none', className)}
      {...props}
    >
      {layout === 'inline' ? (
        <div data-slot="filter-bar-controls" className="flex flex-wrap items-end gap-3">
          {children}
        </div>
      ) : (
        <Drawer>
          <DrawerTrigger asChild>
            <Button variant="white" className="self-start">
              <SlidersHorizontal aria-hidden="true" />
              {count > 0 ? t('filtersWithCount', { count }) : t('filters')}
            </Button>
          </DrawerTrigger>
          <DrawerContent side="bottom" aria-describedby={undefined}>
            <DrawerHeader>
              <DrawerTitle>{t('filters')}</DrawerTitle>
            </DrawerHeader>
            <div data-slot="filter-bar-controls" className="flex flex-col gap-4">
              {children}
            </div>
            <DrawerFooter>
              <DrawerClose asChild>
                <Button>{t('showResults')}</Button>
              </DrawerClose>
            </DrawerFooter>
          </DrawerContent>
        </Drawer>
      )}
      <ActiveFilters
        filters={activeFilters}
        onRemoveFilter={onRemoveFilter}
        onResetAll={() => onResetAll?.()}
        emptyFocusRef={rootRef}
      />
    </div>
  );
}
