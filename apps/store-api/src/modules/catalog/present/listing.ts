import type { Product, ProductListingResult } from '@ratchet/store-api-contract';
import { isOfferedSorting, listingSortings, totalPages } from '../domain/listingParameters';
import { canSeePrices } from '../domain/visibility';
import type { ListingSorting } from '../domain/listingParameters';
import type { CatalogContext } from '../repo/products';
import type { CategoryAggregation } from '../repo/listing';

const sortingLabels: Record<ListingSorting, string> = {
  topseller: 'Topseller',
  'name-asc': 'Name A-Z',
  'name-desc': 'Name Z-A',
  'price-asc': 'Price ascending',
  'price-desc': 'Price descending',
  newest: 'Newest',
  score: 'Relevance',
};

/**
 * The listing's aggregations (filterable property groups, manufacturers, price range) from a category or search
 * aggregation. A viewer without prices gets no price range (null bounds): the amounts are withheld (issue 10).
 */
export function aggregationsOf(
  ctx: CatalogContext,
  aggregation: CategoryAggregation | null,
): ProductListingResult['aggregations'] {
  const { dictionary } = ctx;
  const groups = new Map<string, ProductListingResult['aggregations']['properties']['entities'][number]>();
  for (const [optionId, count] of Object.entries(aggregation?.optionCounts ?? {})) {
    const option = dictionary.options.get(optionId);
    const group = option ? dictionary.groups.get(option.groupId) : undefined;
    if (!option || !group || !group.filterable) continue;
    const entry = groups.get(group.id) ?? { ...group, options: [] };
    entry.options.push({ ...option, productCount: count });
    groups.set(group.id, entry);
  }
  const entities = [...groups.values()].sort((a, b) => a.position - b.position);
  for (const entity of entities) entity.options.sort((a, b) => a.position - b.position);
  const manufacturers = Object.entries(aggregation?.manufacturerCounts ?? {})
    .map(([id, count]) => {
      const m = dictionary.manufacturers.get(id);
      return m
        ? {
            id: m.id,
            name: m.name,
            translated: { name: m.name },
            link: m.link,
            media: dictionary.mediaObject(m.mediaId),
            productCount: count,
            apiAlias: 'product_manufacturer' as const,
          }
        : null;
    })
    .filter((m) => m !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    properties: { entities, apiAlias: 'properties_aggregation' },
    manufacturer: { entities: manufacturers, apiAlias: 'manufacturer_aggregation' },
    price: canSeePrices(ctx.viewer.customer)
      ? { min: aggregation?.minPrice ?? null, max: aggregation?.maxPrice ?? null, apiAlias: 'price_aggregation' }
      : { min: null, max: null, apiAlias: 'price_aggregation' },
  };
}

/**
 * A product listing answer (category listing, search page, typeahead). The sortings offered follow the viewer:
 * no price sortings without prices; the echoed price filter is always null for such a viewer.
 */
export function listingResult(
  ctx: CatalogContext,
  elements: Product[],
  total: number,
  page: number,
  limit: number,
  sorting: ListingSorting,
  aggregations: ProductListingResult['aggregations'],
  filters: ProductListingResult['currentFilters'],
): ProductListingResult {
  const seesPrices = canSeePrices(ctx.viewer.customer);
  return {
    elements,
    total,
    page,
    limit,
    currentPage: page,
    currentLimit: limit,
    totalResults: total,
    totalPages: totalPages(total, limit),
    sorting,
    availableSortings: (Object.keys(listingSortings) as ListingSorting[])
      .filter((key) => key !== 'score' && isOfferedSorting(key, seesPrices))
      .map((key) => ({ key, label: sortingLabels[key], apiAlias: 'product_sorting' as const })),
    aggregations,
    currentFilters: seesPrices ? filters : { ...filters, price: { min: null, max: null } },
    apiAlias: 'product_listing',
  };
}

/** The aggregations of a listing without any (search and typeahead). */
export const emptyAggregations: ProductListingResult['aggregations'] = {
  properties: { entities: [], apiAlias: 'properties_aggregation' },
  manufacturer: { entities: [], apiAlias: 'manufacturer_aggregation' },
  price: { min: null, max: null, apiAlias: 'price_aggregation' },
};

/** The configurator of a product family: its variant option groups with the options' product counts. */
export function presentConfigurator(
  ctx: CatalogContext,
  rows: ReadonlyArray<{ option_id: string; n: number }>,
): ProductListingResult['aggregations']['properties']['entities'] {
  const configurator: ProductListingResult['aggregations']['properties']['entities'] = [];
  const groups = new Map<string, (typeof configurator)[number]>();
  for (const row of rows) {
    const option = ctx.dictionary.options.get(row.option_id);
    const group = option ? ctx.dictionary.groups.get(option.groupId) : undefined;
    if (!option || !group) continue;
    const entry = groups.get(group.id) ?? { ...group, options: [] };
    entry.options.push({ ...option, productCount: row.n });
    groups.set(group.id, entry);
  }
  configurator.push(...groups.values());
  for (const group of configurator) group.options.sort((a, b) => a.position - b.position);
  return configurator;
}
