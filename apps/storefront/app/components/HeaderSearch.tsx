import { useQuickSearch, type Domain, type Product } from '@ratchet/commerce-hooks';
import { safeDeliveryTimeRange } from '@ratchet/store-api-contract/rules';
import { SearchBar, type SearchBarResult } from '@ratchet/ui';
import { useNavigate } from 'react-router';
import { useI18n, type Translate } from '../i18n/I18nProvider';
import { localPath } from '../lib/domain';
import { useShellRenderLink } from './shellLink';

/** The product page's query parameter that opens the variants table (storefront.md §2 Search). */
export const showVariantsTableParameter = 'showVariantsTable';

/** The product page of a quick-search result; a product with variants opens with its variants table. */
export function quickSearchProductPath(domain: Pick<Domain, 'pathPrefix'>, product: Product): string {
  const path = localPath(domain, typeof product.seoPath === 'string' ? product.seoPath : `/detail/${product.id}`);
  const variants = product.childCount || product.variantsCount?.childCount || 0;
  return variants > 0 ? `${path}?${showVariantsTableParameter}=true` : path;
}

/**
 * The named property group sorted first in every result (storefront.md §2 Search): the catalogue's first group
 * (lowest position) among the results' properties, e.g. the thread; none when no result has properties.
 */
export function firstPropertyGroupOf(products: readonly Product[]): string | null {
  let first: Product['properties'][number]['group'] | null = null;
  for (const property of products.flatMap((product) => product.properties ?? [])) {
    if (property.group && (first === null || property.group.position < first.position)) first = property.group;
  }
  return first ? (first.translated?.name ?? first.name) : null;
}

/**
 * The availability line (storefront.md §2 Search, §6): the store-API sends stock and delivery time only to
 * logged-in customers, who get the amount in stock or 'not in stock', each with the delivery time; visitors
 * get available or not available without amounts.
 */
function availabilityOf(product: Product, t: Translate): Pick<SearchBarResult, 'availability' | 'availabilityState'> {
  if (!product.available) return { availability: t('header.search.notAvailable'), availabilityState: 'unavailable' };
  if (typeof product.stock !== 'number') {
    return { availability: t('header.search.available'), availabilityState: 'available' };
  }
  const inStock = product.stock > 0;
  const stock = inStock
    ? t(product.unit === 'metre' ? 'header.search.inStockMetres' : 'header.search.inStock', { stock: product.stock })
    : t('header.search.notInStock');
  const range = safeDeliveryTimeRange(product.deliveryTime);
  const delivery = !range
    ? null
    : range.minDays === range.maxDays
      ? t('header.search.deliveryTimeDays', { days: range.maxDays })
      : t('header.search.deliveryTime', { minDays: range.minDays, maxDays: range.maxDays });
  return {
    availability: delivery ? t('header.search.stockAndDelivery', { stock, delivery }) : stock,
    availabilityState: inStock ? 'available' : 'delayed',
  };
}

/** Maps a quick-search product to the SearchBar's result (storefront.md §2 Search). */
export function toSearchBarResult(product: Product, t: Translate): SearchBarResult {
  return {
    id: product.id,
    name: product.translated?.name ?? product.name ?? product.productNumber ?? '',
    productNumber: product.productNumber ?? '',
    manufacturer: product.manufacturer?.translated?.name ?? product.manufacturer?.name ?? null,
    imageUrl: product.cover?.media?.url ?? null,
    ...availabilityOf(product, t),
    properties: (product.properties ?? []).map((property) => ({
      group: property.group?.translated?.name ?? property.group?.name ?? '',
      option: property.translated?.name ?? property.name,
    })),
    // The customer's own article number (article link): the store-API sends it only to logged-in customers.
    articleNumber: product.articleLink?.customerSku ?? null,
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
  const results = search.hasSearched ? products.map((product) => toSearchBarResult(product, t)) : undefined;
  return (
    <SearchBar
      query={search.query}
      onQueryChange={search.setQuery}
      results={results}
      loading={search.isSearching}
      firstPropertyGroup={firstPropertyGroupOf(products)}
      placeholderWords={placeholderWords}
      renderLink={renderLink}
      onSearch={(_query, href) => void navigate(localPath(domain, href))}
      onSelectResult={(result) => {
        const product = products.find((candidate) => candidate.id === result.id);
        if (product) void navigate(quickSearchProductPath(domain, product));
      }}
    />
  );
}
