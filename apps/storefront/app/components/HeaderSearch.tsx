import { useQuickSearch, type Domain, type Product } from '@ratchet/commerce-hooks';
import { SearchBar, type SearchBarResult } from '@ratchet/ui';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import { useShellRenderLink } from './shellLink';

function productPath(domain: Domain, product: Product): string {
  const path = typeof product.seoPath === 'string' ? product.seoPath : `/detail/${product.id}`;
  return localPath(domain, path);
}

/** Maps a quick-search product to the SearchBar's result shape. */
function toResult(product: Product): SearchBarResult {
  return {
    id: product.id,
    name: product.translated?.name ?? product.name ?? product.productNumber ?? '',
    productNumber: product.productNumber ?? '',
    manufacturer: product.manufacturer?.translated?.name ?? product.manufacturer?.name ?? null,
    imageUrl: product.cover?.media?.url ?? null,
  };
}

/**
 * The header search (storefront.md §2 search): @ratchet/ui's SearchBar fed by `useQuickSearch`
 * (the hook debounces); results and 'show more' navigate inside the domain.
 */
export function HeaderSearch({ domain }: { domain: Domain }) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const search = useQuickSearch();
  // The rotating placeholder's words, in the shop's language (storefront.md §2 Search).
  const placeholderWords = t('header.search.placeholderWords')
    .split('|')
    .map((word) => word.trim())
    .filter(Boolean);
  const renderLink = useShellRenderLink(domain);
  const products = search.visibleResults;
  const results = search.hasSearched ? products.map(toResult) : undefined;
  return (
    <SearchBar
      query={search.query}
      onQueryChange={search.setQuery}
      results={results}
      loading={search.isSearching}
      placeholderWords={placeholderWords}
      renderLink={renderLink}
      onSearch={(_query, href) => void navigate(localPath(domain, href))}
      onSelectResult={(result) => {
        const product = products.find((candidate) => candidate.id === result.id);
        if (product) void navigate(productPath(domain, product));
      }}
    />
  );
}
