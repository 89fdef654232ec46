import { useId, useRef, useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { ChevronRight, ImageOff, LoaderCircle, Search } from 'lucide-react';
import { searchResultProperties, type SearchResultProperty } from '@ratchet/store-api-contract/rules';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useDismiss } from '../lib/useDismiss';
import { defaultRenderLink, type RenderLink } from '../lib/shellLink';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { searchBarMessages } from './messages';
import { useTypedPlaceholder } from './useTypedPlaceholder';

/** Results shown in the dropdown (storefront.md §2 Search: the quick search asks for 10, shows 5). */
export const searchBarResultLimit = 5;

/** The search results page for a query (storefront.md §2: /search with the query parameter query). */
export function searchHref(query: string): string {
  return `/search?query=${encodeURIComponent(query.trim())}`;
}

/** One quick-search result (storefront.md §2 Search). */
export interface SearchBarResult {
  id: string;
  name: string;
  productNumber: string;
  manufacturer?: string | null;
  /** Availability text, e.g. "In stock" or a delivery time. */
  availability?: string | null;
  /** How the availability text is coloured: in stock (default), deliverable later, or not available. */
  availabilityState?: SearchBarAvailabilityState | null;
  /** Cover image URL. */
  imageUrl?: string | null;
  /** The product's properties; at most 4 are shown, the `firstPropertyGroup` first. */
  properties?: readonly SearchResultProperty[] | null;
  /** The logged-in customer's own article number for the product (article link, storefront.md §2, §6). */
  articleNumber?: string | null;
}

/** Availability kinds of a result: `available` (in stock), `delayed` (deliverable later), `unavailable`. */
export type SearchBarAvailabilityState = 'available' | 'delayed' | 'unavailable';

const availabilityClass: Record<SearchBarAvailabilityState, string> = {
  available: 'text-success',
  delayed: 'text-foreground',
  unavailable: 'text-danger',
};

export type SearchBarProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onFocus' | 'onBlur' | 'results'> & {
  /** Controlled query text. */
  query?: string | undefined;
  /** Initial query when uncontrolled. */
  defaultQuery?: string | undefined;
  /** Called on every change of the text; the host's hook debounces and searches (empty clears). */
  onQueryChange?: ((query: string) => void) | undefined;
  /** Results of the last search; `undefined` until a search has been done. */
  results?: readonly SearchBarResult[] | undefined;
  /** True while the quick search runs. */
  loading?: boolean | undefined;
  /** The property group shown first in each result's properties. */
  firstPropertyGroup?: string | null | undefined;
  /** Words of the rotating placeholder, typed letter by letter. */
  placeholderWords?: readonly string[] | undefined;
  /** Types the placeholder (default true); off shows the first full word. */
  animatePlaceholder?: boolean | undefined;
  /** Submit and the magnifier: the host goes to `href` (/search?query=…). */
  onSearch?: ((query: string, href: string) => void) | undefined;
  /** A result was chosen (click or Enter on the highlighted one). */
  onSelectResult?: ((result: SearchBarResult) => void) | undefined;
  /** Focus: the header maximises the search. */
  onFocus?: (() => void) | undefined;
  /** Blur: the header minimises the search. */
  onBlur?: (() => void) | undefined;
  /** Renders the 'show more' link with the host router. */
  renderLink?: RenderLink | undefined;
};

/** Header search with typed placeholder and quick-search results (storefront.md §2 Search). */
export function SearchBar({
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  results,
  loading = false,
  firstPropertyGroup,
  placeholderWords = [],
  animatePlaceholder = true,
  onSearch,
  onSelectResult,
  onFocus,
  onBlur,
  renderLink = defaultRenderLink,
  className,
  ...props
}: SearchBarProps) {
  const t = useUiMessages(searchBarMessages);
  const [query, setQuery] = useControllableState({
    value: queryProp,
    defaultValue: defaultQuery,
    onChange: onQueryChange,
  });
  const [focused, setFocused] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const word = useTypedPlaceholder(placeholderWords, animatePlaceholder && query === '', inputRef);

  const shown = (results ?? []).slice(0, searchBarResultLimit);
  const hasQuery = query.trim() !== '';
  const panelOpen = focused && hasQuery && (loading || results !== undefined);

  const leave = () => {
    if (!focused) return;
    setFocused(false);
    setActiveIndex(-1);
    onBlur?.();
  };
  // A click outside closes the results (storefront.md §2 Search).
  useDismiss(rootRef, focused, leave);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = activeIndex >= 0 ? shown[activeIndex] : undefined;
    if (panelOpen && active) {
      onSelectResult?.(active);
      leave();
      return;
    }
    if (!hasQuery) return;
    onSearch?.(query.trim(), searchHref(query));
    leave();
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!panelOpen || shown.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? shown.length - 1 : index - 1));
    }
  };

  const placeholder = placeholderWords.length ? t('placeholder', { word }) : t('placeholderEmpty');

  return (
    <form
      ref={rootRef}
      role="search"
      data-slot="search-bar"
      data-state={focused ? 'focused' : 'unfocused'}
      className={cn('relative w-full', className)}
      onSubmit={submit}
      {...props}
    >
      <div className="flex h-10 items-center rounded-md border border-border bg-surface focus-within:border-primary focus-within:outline-2 focus-within:outline-focus">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={panelOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={panelOpen && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          placeholder={placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            if (focused) return;
            setFocused(true);
            onFocus?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              leave();
              return;
            }
            onKeyDown(event);
          }}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-foreground outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t('submit')}
          className="inline-flex h-full w-10 shrink-0 cursor-pointer items-center justify-center rounded-r-md text-foreground hover:bg-secondary"
        >
          <Search aria-hidden className="size-5" />
        </button>
      </div>
      {panelOpen ? (
        <div className="absolute inset-x-0 top-full z-(--z-dropdown) mt-1 max-h-(--spacing-search-panel) overflow-y-auto rounded-md border border-border bg-surface shadow-popover">
          {loading ? (
            <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('loading')}
            </p>
          ) : shown.length === 0 ? (
            <p role="status" className="p-4 text-sm text-muted-foreground">
              {t('noResults', { query: query.trim() })}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('results')} hidden={loading || shown.length === 0}>
            {loading
              ? null
              : shown.map((result, index) => {
                  const properties = searchResultProperties(result.properties, firstPropertyGroup);
                  const optionId = `${id}-option-${index}`;
                  const productNumber = t('productNumber', { number: result.productNumber });
                  const availabilityState = result.availabilityState ?? 'available';
                  // The option's name stays short (name and number, from its content); the other lines are hidden
                  // from the name and read as its description instead (aria-describedby reads hidden lines too).
                  const described = [
                    result.manufacturer ? `${optionId}-manufacturer` : null,
                    result.availability ? `${optionId}-availability` : null,
                    result.articleNumber ? `${optionId}-article` : null,
                    properties.length ? `${optionId}-properties` : null,
                  ].filter(Boolean);
                  return (
                    <li
                      key={result.id}
                      id={optionId}
                      role="option"
                      aria-selected={index === activeIndex}
                      aria-describedby={described.length ? described.join(' ') : undefined}
                      data-state={index === activeIndex ? 'active' : 'inactive'}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => {
                        onSelectResult?.(result);
                        leave();
                      }}
                      className="flex cursor-pointer gap-3 border-b border-border p-3 last:border-b-0 hover:bg-secondary data-[state=active]:bg-secondary"
                    >
                      {result.imageUrl ? (
                        <img src={result.imageUrl} alt="" className="size-14 shrink-0 rounded-sm object-contain" />
                      ) : (
                        <span className="flex size-14 shrink-0 items-center justify-center rounded-sm bg-muted">
                          <ImageOff aria-hidden className="size-5 text-muted-foreground" />
                        </span>
                      )}
                      <span className="flex min-w-0 flex-col gap-0.5 text-sm">
                        <span className="font-semibold">{result.name}</span>
                        {/* Shown as one line; read as the number (in the name) and the manufacturer (description). */}
                        <span aria-hidden className="text-muted-foreground">
                          {[productNumber, result.manufacturer].filter(Boolean).join(' · ')}
                        </span>
                        <span className="sr-only">{productNumber}</span>
                        {result.manufacturer ? (
                          <span id={`${optionId}-manufacturer`} hidden>
                            {result.manufacturer}
                          </span>
                        ) : null}
                        {result.availability ? (
                          <span
                            id={`${optionId}-availability`}
                            aria-hidden
                            data-slot="search-bar-availability"
                            data-availability={availabilityState}
                            className={availabilityClass[availabilityState]}
                          >
                            {result.availability}
                          </span>
                        ) : null}
                        {result.articleNumber ? (
                          <span id={`${optionId}-article`} aria-hidden data-slot="search-bar-article-number">
                            {t('articleNumber', { number: result.articleNumber })}
                          </span>
                        ) : null}
                        {properties.length ? (
                          <span id={`${optionId}-properties`} aria-hidden className="text-xs text-muted-foreground">
                            {properties.map((property) => `${property.group}: ${property.option}`).join(' | ')}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
          </ul>
          {!loading && shown.length > 0
            ? renderLink({
                href: searchHref(query),
                onClick: () => leave(),
                className:
                  'flex items-center justify-center gap-1 p-3 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus',
                children: (
                  <>
                    {t('showMore')}
                    <ChevronRight aria-hidden className="size-4" />
                  </>
                ),
              })
            : null}
        </div>
      ) : null}
    </form>
  );
}
