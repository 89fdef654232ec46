import { lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { Button } from '../Button';

/**
 * The price range's Slider (React Aria) loads when the price group is first opened: the library would otherwise be
 * part of every listing page (issue 10 budget: listing JS <= 110 KB gzip). A chosen price range starts open.
 */
const PriceSlider = lazy(() => import('../Slider').then((module) => ({ default: module.Slider })));
import { filterPanelMessages } from './messages';

/** How a property group shows its options (storefront.md §3 property group `displayType`). */
export type FilterDisplayType = 'text' | 'color' | 'media';

/** One choosable option of a filter group. */
export interface FilterOption {
  id: string;
  /** Translated name. */
  name: string;
  /** Products with this option under the other active filters (reduce-aggregations). */
  count: number;
  /** Whether the option is chosen. */
  selected: boolean;
  /** Swatch colour of a `color` group (`colorHexCode`). */
  colorHexCode?: string | null | undefined;
  /** Small image of a `media` group. */
  imageUrl?: string | null | undefined;
}

/** A filterable property group, in the order the host gives (position order). */
export interface FilterGroup {
  id: string;
  /** Translated name. */
  name: string;
  /** `text` (also Shopware's `select`), `color` swatches or `media` images; unknown types show as text. */
  displayType: string;
  options: readonly FilterOption[];
}

/** The price filter: the listing's price range and the chosen bounds (null: open). */
export interface FilterPriceRange {
  /** Lowest net price of the listing in euro. */
  min: number;
  /** Highest net price of the listing in euro. */
  max: number;
  /** The chosen range; null ends are open. */
  value: readonly [number | null, number | null];
}

/** Look of one option row: a list row or a colour swatch tile. */
export const filterOptionVariants = cva(
  'flex cursor-pointer items-center gap-2 rounded-sm text-sm has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-focus',
  {
    variants: {
      display: {
        text: 'min-h-8 px-1 hover:bg-muted',
        media: 'min-h-10 px-1 hover:bg-muted',
        color: 'flex-col gap-1 p-1 text-center text-xs',
      },
    },
    defaultVariants: { display: 'text' },
  },
);

function displayOf(type: string): FilterDisplayType {
  return type === 'color' || type === 'media' ? type : 'text';
}

export type FilterPanelProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Accessible name of the panel; defaults to the localized "Filters". */
  label?: string | undefined;
  /** The filterable property groups, in their position order. */
  groups: readonly FilterGroup[];
  /** The manufacturers of the listing; empty or absent hides the group. */
  manufacturers?: readonly FilterOption[] | undefined;
  /** The price filter; null or absent hides it (no prices for the viewer, or one price only). */
  price?: FilterPriceRange | null | undefined;
  /** Called when an option of a property group is ticked or unticked. */
  onToggleOption?: ((groupId: string, optionId: string) => void) | undefined;
  /** Called when a manufacturer is ticked or unticked. */
  onToggleManufacturer?: ((manufacturerId: string) => void) | undefined;
  /** Called once a price drag or key press ends; an end at the range's bound is open (null). */
  onPriceChange?: ((min: number | null, max: number | null) => void) | undefined;
  /** Options shown per group before "Show all (n)" (default 8). */
  visibleOptionCount?: number | undefined;
  /** Groups open at start (default: all). */
  defaultOpenCount?: number | undefined;
};

function OptionList({
  group,
  display,
  visibleOptionCount,
  onToggle,
}: {
  group: FilterGroup;
  display: FilterDisplayType;
  visibleOptionCount: number;
  onToggle: (optionId: string) => void;
}) {
  const t = useUiMessages(filterPanelMessages);
  const [showAll, setShowAll] = useState(false);
  // Chosen options always show, even beyond the first few.
  const shown = showAll
    ? group.options
    : group.options.filter((option, index) => index < visibleOptionCount || option.selected);
  const hidden = group.options.length - shown.length;
  return (
    <>
      <ul
        data-slot="filter-options"
        data-variant={display}
        className={display === 'color' ? 'grid grid-cols-4 gap-1' : 'flex flex-col gap-0.5'}
      >
        {shown.map((option) => {
          const disabled = option.count === 0 && !option.selected;
          return (
            <li key={option.id}>
              <label
                data-slot="filter-option"
                data-state={option.selected ? 'checked' : 'unchecked'}
                className={filterOptionVariants({ display })}
              >
                <input
                  type="checkbox"
                  checked={option.selected}
                  disabled={disabled}
                  onChange={() => onToggle(option.id)}
                  className={cn('size-4 shrink-0 accent-primary', display === 'color' && 'peer sr-only')}
                />
                {display === 'color' ? (
                  <span
                    aria-hidden="true"
                    data-slot="filter-swatch"
                    style={{ backgroundColor: option.colorHexCode ?? undefined }}
                    className="size-8 rounded-full border border-border bg-muted peer-checked:ring-2 peer-checked:ring-primary peer-checked:ring-offset-2 peer-checked:ring-offset-surface"
                  />
                ) : null}
                {display === 'media' ? (
                  option.imageUrl ? (
                    <img
                      src={option.imageUrl}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      className="size-8 shrink-0 rounded-sm border border-border bg-surface object-contain"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-8 shrink-0 rounded-sm bg-muted" />
                  )
                ) : null}
                <span className={cn('min-w-0', display === 'color' ? 'line-clamp-2' : 'flex-1 truncate')}>
                  {option.name}
                </span>
                <span data-slot="filter-count" className="text-muted-foreground tabular-nums">
                  {t('count', { count: option.count })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 0 || showAll ? (
        <Button
          variant="link"
          size="sm"
          className="self-start"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? t('showLess') : t('showAll', { count: group.options.length })}
        </Button>
      ) : null}
    </>
  );
}

function FilterSection({
  title,
  selectedCount,
  defaultOpen,
  onOpenChange,
  children,
}: {
  title: string;
  selectedCount: number;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useUiMessages(filterPanelMessages);
  return (
    // <details> opens and closes without script (the panel works before hydration) and is keyboard operable.
    <details
      data-slot="filter-group"
      open={defaultOpen}
      onToggle={(event) => onOpenChange?.(event.currentTarget.open)}
      className="group border-b border-border py-2"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-sm py-1 font-medium focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {selectedCount > 0 ? (
            <span className="ms-1 text-sm font-normal text-muted-foreground">
              {t('selectedCount', { count: selectedCount })}
            </span>
          ) : null}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="mt-2 flex min-w-0 flex-col gap-1">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function priceStep(min: number, max: number): number {
  const span = max - min;
  return span > 2000 ? 10 : span > 200 ? 5 : 1;
}

/**
 * The listing's filter panel (storefront.md §2 Product listing; issue 10): the filterable property groups in their
 * position order, each by its display type (text list, colour swatches from `colorHexCode`, images), then the
 * manufacturers and the price range (the existing Slider). Every option shows its count under the other active
 * filters; an option without products is disabled unless chosen. Presentational: the host applies the changes.
 */
export function FilterPanel({
  label,
  groups,
  manufacturers = [],
  price,
  onToggleOption,
  onToggleManufacturer,
  onPriceChange,
  visibleOptionCount = 8,
  defaultOpenCount,
  className,
  ...props
}: FilterPanelProps) {
  const t = useUiMessages(filterPanelMessages);
  const openCount = defaultOpenCount ?? Number.POSITIVE_INFINITY;
  const lower = price ? Math.floor(price.min) : 0;
  const upper = price ? Math.ceil(price.max) : 0;
  const showPrice = price !== null && price !== undefined && upper > lower;
  const priceChosen = (price?.value[0] ?? null) !== null || (price?.value[1] ?? null) !== null;
  // The slider is loaded once the price group has been open (see PriceSlider).
  const [priceOpened, setPriceOpened] = useState(priceChosen);
  const chosen: [number, number] = [
    Math.max(lower, Math.min(upper, price?.value[0] ?? lower)),
    Math.max(lower, Math.min(upper, price?.value[1] ?? upper)),
  ];
  return (
    <div
      role="group"
      aria-label={label ?? t('filters')}
      data-slot="filter-panel"
      className={cn('flex flex-col', className)}
      {...props}
    >
      {groups.map((group, index) => (
        <FilterSection
          key={group.id}
          title={group.name}
          selectedCount={group.options.filter((option) => option.selected).length}
          defaultOpen={index < openCount || group.options.some((option) => option.selected)}
        >
          <OptionList
            group={group}
            display={displayOf(group.displayType)}
            visibleOptionCount={visibleOptionCount}
            onToggle={(optionId) => onToggleOption?.(group.id, optionId)}
          />
        </FilterSection>
      ))}
      {manufacturers.length > 0 ? (
        <FilterSection
          title={t('manufacturer')}
          selectedCount={manufacturers.filter((option) => option.selected).length}
          defaultOpen={groups.length < openCount || manufacturers.some((option) => option.selected)}
        >
          <OptionList
            group={{ id: 'manufacturer', name: t('manufacturer'), displayType: 'text', options: manufacturers }}
            display="text"
            visibleOptionCount={visibleOptionCount}
            onToggle={(id) => onToggleManufacturer?.(id)}
          />
        </FilterSection>
      ) : null}
      {showPrice ? (
        <FilterSection
          title={t('price')}
          selectedCount={priceChosen ? 1 : 0}
          defaultOpen={priceChosen}
          onOpenChange={(open) => {
            if (open) setPriceOpened(true);
          }}
        >
          {priceOpened || priceChosen ? (
            <Suspense fallback={<div aria-hidden="true" className="h-14" />}>
              <PriceSlider
                // A new range from the URL (back/forward, chip removed) restarts the uncontrolled slider.
                key={`${lower}-${upper}-${chosen[0]}-${chosen[1]}`}
                label={t('priceRange')}
                min={lower}
                max={upper}
                step={priceStep(lower, upper)}
                defaultValue={chosen}
                className="px-1 pb-2"
                onValueCommit={([from, to]) => onPriceChange?.(from <= lower ? null : from, to >= upper ? null : to)}
              />
            </Suspense>
          ) : (
            <div aria-hidden="true" className="h-14" />
          )}
        </FilterSection>
      ) : null}
    </div>
  );
}

export type FilterDrawerProps = {
  /** Active filters: the trigger says "Filters (n)". */
  activeCount: number;
  /** Hits under the current filters, shown on the closing button ("Show 40 results"). */
  resultCount?: number | undefined;
  /** The filter panel. */
  children: ReactNode;
  /** Class names for the trigger button (e.g. `lg:hidden`). */
  className?: string | undefined;
};

/** The drawer's module, loaded on the trigger's first intent (pointer, focus, touch) or at the latest on its click. */
const loadFilterDrawerSheet = () => import('./FilterDrawerSheet');
const FilterDrawerSheet = lazy(() => loadFilterDrawerSheet().then((module) => ({ default: module.FilterDrawerSheet })));

/**
 * The phone's filter drawer (issue 10 "on mobile a filter drawer"): a "Filters (n)" button opening a bottom Drawer
 * with the panel and a "Show n results" button that closes it (as FilterBar's drawer layout). The Drawer loads when
 * the button is first wanted (FilterDrawerSheet): listing pages do not carry Radix Dialog for a button most desktop
 * visitors never see.
 */
export function FilterDrawer({ activeCount, resultCount, children, className }: FilterDrawerProps) {
  const t = useUiMessages(filterPanelMessages);
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadFilterDrawerSheet();
  return (
    <>
      <Button
        id={triggerId}
        variant="white"
        className={className}
        data-slot="filter-drawer-trigger"
        data-state={open ? 'open' : 'closed'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        {activeCount > 0 ? t('filtersWithCount', { count: activeCount }) : t('filters')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawerSheet
            open={open}
            onOpenChange={setOpen}
            title={t('filters')}
            closeLabel={resultCount === undefined ? t('showResults') : t('showResultsCount', { count: resultCount })}
            triggerId={triggerId}
          >
            {children}
          </FilterDrawerSheet>
        </Suspense>
      ) : null}
    </>
  );
}
