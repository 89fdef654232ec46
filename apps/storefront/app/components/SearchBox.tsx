import { useQuickSearch, type Domain, type Product } from '@ratchet/commerce-hooks';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';

function productName(product: Product): string {
  return product.translated?.name ?? product.name ?? product.productNumber ?? '';
}

function productPath(domain: Domain, product: Product): string {
  const path = typeof product.seoPath === 'string' ? product.seoPath : `/detail/${product.id}`;
  return localPath(domain, path);
}

/**
 * The header search (storefront.md §2 search): quick search after a 600 ms pause, at most 5 results while
 * focused, submit or 'show more' to /search?query=.
 */
export function SearchBox({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const search = useQuickSearch();
  const [focused, setFocused] = useState(false);
  const containerRef = useRef<HTMLFormElement>(null);
  const resultsId = useId();
  const searchPath = (query: string) => `${localPath(domain, '/search')}?query=${encodeURIComponent(query)}`;
  const open = focused && search.hasSearched && search.query.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = search.query.trim();
    if (!query) return;
    setFocused(false);
    void navigate(searchPath(query));
  };

  return (
    <form
      ref={containerRef}
      role="search"
      onSubmit={submit}
      className="relative"
      data-slot="search-box"
      data-state={open ? 'open' : 'closed'}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label className="sr-only" htmlFor={`${resultsId}-input`}>
        {t('header.search.label')}
      </label>
      <div className="flex rounded-md border border-border bg-surface focus-within:outline-2 focus-within:outline-focus">
        <input
          id={`${resultsId}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          placeholder={t('header.search.placeholder')}
          aria-controls={open ? resultsId : undefined}
          aria-expanded={open}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
        />
        <button type="submit" className="px-3" aria-label={t('header.search.submit')}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
        </button>
      </div>
      {open ? (
        <div
          id={resultsId}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[28rem] overflow-auto rounded-md border border-border bg-surface shadow-popover"
          data-slot="search-results"
        >
          {search.isSearching && search.visibleResults.length === 0 ? (
            <p className="p-3 text-sm">{t('header.search.loading')}</p>
          ) : search.visibleResults.length === 0 ? (
            <p className="p-3 text-sm">{t('header.search.noResults')}</p>
          ) : (
            <ul aria-label={t('header.search.label')}>
              {search.visibleResults.map((product) => (
                <li key={product.id} data-slot="search-result">
                  <Link
                    to={productPath(domain, product)}
                    onClick={() => setFocused(false)}
                    className="flex flex-col px-3 py-2 hover:bg-muted"
                  >
                    <span className="font-medium">{productName(product)}</span>
                    <span className="text-xs text-muted-foreground">{product.productNumber}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={searchPath(search.query.trim())}
            onClick={() => setFocused(false)}
            className="block border-t border-border px-3 py-2 text-sm text-primary"
          >
            {t('header.search.showMore')}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
