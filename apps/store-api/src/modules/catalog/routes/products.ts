import type { Hono } from 'hono';
import {
  errorCodes,
  isUuid,
  readArticleInformation,
  readPriceInformation,
  readProduct,
  readProductCrossSellings,
  readProductDetail,
  readProductListing,
  readProductVariants,
  searchPage,
  searchSuggest,
} from '@ratchet/store-api-contract';
import type { ListingParameters, Product, ProductListingResult } from '@ratchet/store-api-contract';
import { criteriaPage } from '../../../platform/db/criteria';
import {
  catalogContext,
  findCrossSellings,
  findFamilyOptionCounts,
  findPriceInformation,
  findProductIdByNumber,
  findProductIdsByNumbers,
  findProductParent,
  findVariantIds,
  hasListingFilters,
  listCategoryProductIds,
  loadCategoryAggregation,
  loadProducts,
  narrowedCategoryAggregation,
  searchListing,
  searchProductIds,
  searchProductsByCriteria,
  suggestForToken,
  suggestMaxLimit,
  suggestProducts,
} from '../service';
import type { CatalogContext, CategoryAggregation, ListingQuery } from '../service';
import { isContextDeferred, resolveDeferredContext } from '../../context';
import {
  groupOptionFilters,
  listingSortings,
  pageAndLimit,
  parseIdList,
  totalPages,
} from '../domain/listingParameters';
import type { ListingSorting } from '../domain/listingParameters';
import { parseSearchTerm } from '../domain/searchTerm';
import { canSeePrices, canSeeStock } from '@ratchet/store-api-contract';
import { effectiveNetPrice, isBuyable } from '../domain/visibility';
import type { AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';

/** Most hits a criteria `term` reads (the search page's candidate bound). */
const termHitLimit = 1000;

const sortingLabels: Record<ListingSorting, string> = {
  topseller: 'Topseller',
  'name-asc': 'Name A-Z',
  'name-desc': 'Name Z-A',
  'price-asc': 'Price ascending',
  'price-desc': 'Price descending',
  newest: 'Newest',
  score: 'Relevance',
};

function aggregationsOf(
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
    price: { min: aggregation?.minPrice ?? null, max: aggregation?.maxPrice ?? null, apiAlias: 'price_aggregation' },
  };
}

function listingResult(
  elements: Product[],
  total: number,
  page: number,
  limit: number,
  sorting: ListingSorting,
  aggregations: ProductListingResult['aggregations'],
  filters: ProductListingResult['currentFilters'],
): ProductListingResult {
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
      .filter((key) => key !== 'score')
      .map((key) => ({ key, label: sortingLabels[key], apiAlias: 'product_sorting' as const })),
    aggregations,
    currentFilters: filters,
    apiAlias: 'product_listing',
  };
}

const emptyAggregations: ProductListingResult['aggregations'] = {
  properties: { entities: [], apiAlias: 'properties_aggregation' },
  manufacturer: { entities: [], apiAlias: 'manufacturer_aggregation' },
  price: { min: null, max: null, apiAlias: 'price_aggregation' },
};

async function runSearch(ctx: CatalogContext, body: ListingParameters & { search: string }, suggest: boolean) {
  const term = parseSearchTerm(body.search);
  const { page, limit } = pageAndLimit({ p: body.p, page: body.page, limit: body.limit ?? (suggest ? 10 : undefined) });
  const filters = { properties: [], manufacturer: [], price: { min: null, max: null }, search: body.search };
  if (!term) return listingResult([], 0, page, limit, 'score', emptyAggregations, filters);
  const hits = await searchProductIds(ctx, term, {
    offset: (page - 1) * limit,
    limit,
    candidateLimit: suggest ? 200 : 1000,
  });
  const products = await loadProducts(ctx, hits.ids);
  return listingResult(products, hits.total, page, limit, 'score', emptyAggregations, filters);
}

/**
 * The Shopware listing parameters of a category listing or the search page, read once: page and limit, the
 * filters as the listing queries take them, and `currentFilters` as the answer echoes them.
 */
function readListingParameters(ctx: CatalogContext, body: ListingParameters, defaultSorting: ListingSorting) {
  const { page, limit } = pageAndLimit(body);
  const sorting: ListingSorting = body.order ?? defaultSorting;
  const optionIds = parseIdList(body.properties);
  const manufacturerIds = parseIdList(body.manufacturer);
  const minPrice = body['min-price'] ?? null;
  const maxPrice = body['max-price'] ?? null;
  return {
    page,
    limit,
    sorting,
    query: {
      optionGroups: groupOptionFilters(optionIds, (id) => ctx.dictionary.options.get(id)?.groupId),
      manufacturerIds,
      minPrice,
      maxPrice,
      onlyAvailable: body['only-available'] ?? false,
      criteriaFilter: body.filter,
      criteriaPostFilter: body['post-filter'],
      sorting,
      offset: (page - 1) * limit,
      limit,
    },
    currentFilters: {
      properties: optionIds,
      manufacturer: manufacturerIds,
      price: { min: minPrice, max: maxPrice },
      search: body.search ?? null,
    },
  };
}

export function registerProductRoutes(app: Hono<AppEnv>): void {
  route(app, readProductListing, async (input) => {
    const { params, body } = input;
    const ctx = await catalogContext(input);
    const category = ctx.dictionary.categories.get(params.categoryId.toLowerCase());
    if (!category)
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.categoryId}" not found.`);
    const { page, limit, sorting, query: filters, currentFilters } = readListingParameters(ctx, body, 'topseller');
    const cached = await loadCategoryAggregation(ctx, category.id);
    const query: ListingQuery = { categoryId: category.id, ...filters };
    const hits = await listCategoryProductIds(ctx, query, cached.total);
    // Shopware: the listing parameters (properties, manufacturer, price) narrow the aggregations only with
    // `reduce-aggregations` (otherwise they are post-filters and the cached category figures answer); a criteria
    // `filter` always does.
    const reduceParameter = body['reduce-aggregations'];
    const reduce = reduceParameter !== undefined && reduceParameter !== null && reduceParameter !== false;
    const narrow = reduce || (query.criteriaFilter?.length ?? 0) > 0;
    const aggregation =
      narrow && hasListingFilters(query) ? await narrowedCategoryAggregation(ctx, query, hits.total, cached) : cached;
    const products = await loadProducts(ctx, hits.ids);
    return listingResult(products, hits.total, page, limit, sorting, aggregationsOf(ctx, aggregation), {
      ...currentFilters,
      search: null,
    });
  });

  route(app, searchPage, async (input) => {
    const { body } = input;
    const ctx = await catalogContext(input);
    const { page, limit, sorting, query, currentFilters } = readListingParameters(ctx, body, 'score');
    const term = parseSearchTerm(body.search);
    if (!term) return listingResult([], 0, page, limit, sorting, emptyAggregations, currentFilters);
    const hits = await searchListing(ctx, term, { ...query, candidateLimit: 1000 });
    const products = await loadProducts(ctx, hits.ids);
    return listingResult(
      products,
      hits.total,
      page,
      limit,
      sorting,
      aggregationsOf(ctx, hits.aggregation),
      currentFilters,
    );
  });
  route(app, searchSuggest, async (input) => {
    // The typeahead answers page 1 of up to 10 products from its own tables (data/catalog/suggest.ts);
    // other pages go through the search.
    // With a context token the context is read in the typeahead's own database call (http/context.ts).
    const { body, deps, c } = input;
    const term = parseSearchTerm(body.search);
    const { page, limit } = pageAndLimit({ p: body.p, page: body.page, limit: body.limit ?? 10 });
    const typeahead = term !== null && page === 1 && limit <= suggestMaxLimit;
    const combined =
      typeahead && isContextDeferred(input.context)
        ? await suggestForToken(deps.db, deps.config.publicUrl, input.context, term, limit)
        : null;
    if (combined) c.set('context', combined.context);
    const context = combined?.context ?? (await resolveDeferredContext(c, deps.db));
    const ctx = combined?.ctx ?? (await catalogContext({ deps, context }));
    if (!term || !typeahead) return runSearch(ctx, body, true);
    const { products, total } = combined?.result ?? (await suggestProducts(ctx, term, limit));
    return listingResult(products, total, page, limit, 'score', emptyAggregations, {
      properties: [],
      manufacturer: [],
      price: { min: null, max: null },
      search: body.search,
    });
  });

  route(app, readProduct, async (input) => {
    const { body, deps } = input;
    const ctx = await catalogContext(input);
    // Criteria `term` (Shopware: the entity's search, ranked): the search's hits — numbers, the company's
    // article numbers, names —, bounded like the search page; without a sort they come in rank order.
    // A blank term searches nothing (ignored, as Shopware ignores an empty term).
    const term = body.term === undefined ? null : parseSearchTerm(body.term);
    const rankedIds = term
      ? (await searchProductIds(ctx, term, { offset: 0, limit: termHitLimit, candidateLimit: termHitLimit })).ids
      : null;
    const paging = criteriaPage(body, { limit: 24, maxLimit: 100 });
    const { rows, total, aggregations } = await searchProductsByCriteria(
      deps.db,
      ctx.dictionary.languageId,
      body,
      rankedIds,
      paging,
    );
    const products = await loadProducts(
      ctx,
      rows.map((row) => row.id),
    );
    return {
      elements: products,
      total,
      page: paging.page,
      limit: paging.limit,
      aggregations,
      apiAlias: 'dal_entity_search_result' as const,
    };
  });

  route(app, readProductDetail, async (input) => {
    const { params, deps } = input;
    const ctx = await catalogContext(input);
    const id = params.productId.toLowerCase();
    let productId: string | null = isUuid(id) ? id : null;
    if (!productId) {
      productId = await findProductIdByNumber(deps.db, params.productId);
    }
    const [product] = productId ? await loadProducts(ctx, [productId]) : [];
    if (!product || !product.active) {
      throw new StoreApiHttpError(404, errorCodes.productNotFound, `Product "${params.productId}" not found.`);
    }
    // Configurator: the variant options of the family (parent and its variants).
    const familyId = product.parentId ?? (product.childCount > 0 ? product.id : null);
    const configurator: Array<ReturnType<typeof aggregationsOf>['properties']['entities'][number]> = [];
    if (familyId) {
      const rows = await findFamilyOptionCounts(deps.db, familyId);
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
    }
    return { product, configurator, apiAlias: 'product_detail' as const };
  });

  route(app, readProductCrossSellings, async (input) => {
    const { params, deps } = input;
    const ctx = await catalogContext(input);
    if (!isUuid(params.productId)) {
      throw new StoreApiHttpError(404, errorCodes.productNotFound, `Product "${params.productId}" not found.`);
    }
    const row = await findProductParent(deps.db, params.productId);
    if (!row) throw new StoreApiHttpError(404, errorCodes.productNotFound, `Product "${params.productId}" not found.`);
    const rows = await findCrossSellings(
      deps.db,
      [row.id, row.parent_id].filter((id): id is string => id !== null),
    );
    return Promise.all(
      rows.map(async (crossSelling) => {
        const products = (await loadProducts(ctx, crossSelling.product_ids)).filter((p) => p.active);
        return {
          crossSelling: {
            id: crossSelling.id,
            name: crossSelling.name[ctx.dictionary.localeCode] ?? crossSelling.name['en-GB'] ?? '',
            position: crossSelling.position,
            type: 'productList' as const,
            apiAlias: 'product_cross_selling' as const,
          },
          products,
          total: products.length,
          apiAlias: 'cross_selling_element' as const,
        };
      }),
    );
  });

  route(app, readProductVariants, async (input) => {
    const { body, deps } = input;
    const ctx = await catalogContext(input);
    const parentIds = body.parentIds.map((id) => id.toLowerCase()).filter((id) => isUuid(id));
    const products = await loadProducts(ctx, await findVariantIds(deps.db, parentIds));
    return {
      elements: products.map((product) => ({ parentId: product.parentId ?? '', product })),
      total: products.length,
    };
  });

  route(app, readPriceInformation, async ({ body, deps, context }) => {
    const viewer = { customer: context.customer };
    const skus = body.articles.map((article) => article.sku);
    const rows = await findPriceInformation(deps.db, skus, context.customer?.companyId ?? null);
    const byNumber = new Map(rows.map((row) => [row.product_number, row]));
    return {
      articles: body.articles.flatMap((article) => {
        const row = byNumber.get(article.sku);
        if (!row) return [];
        return [
          {
            article: row.product_number,
            quantity: article.quantity ?? row.min_purchase,
            price: canSeePrices(viewer.customer) ? effectiveNetPrice(row.net_price, row.customer_net_price) : null,
            stock: canSeeStock(viewer.customer) ? row.stock : null,
            hasStock: row.stock > 0,
            uom: row.unit,
            leadTime: canSeeStock(viewer.customer)
              ? { min: row.delivery_time_min, max: row.delivery_time_max, unit: row.delivery_time_unit }
              : null,
            minSalesQuantity: row.min_purchase,
            purchaseSteps: row.purchase_steps,
            maxPurchase: row.max_purchase,
            isBuyable: isBuyable({
              active: row.active,
              isCloseout: row.is_closeout,
              stock: row.stock,
              minPurchase: row.min_purchase,
            }),
          },
        ];
      }),
    };
  });

  route(app, readArticleInformation, async (input) => {
    const { body, deps } = input;
    const ctx = await catalogContext(input);
    const found = await findProductIdsByNumbers(deps.db, body.articles);
    const products = await loadProducts(
      ctx,
      found.map((row) => row.id),
    );
    const byNumber = new Map(products.map((product) => [product.productNumber, product]));
    return {
      articles: body.articles.flatMap((sku) => {
        const product = byNumber.get(sku);
        if (!product) return [];
        return [
          {
            article: sku,
            productId: product.id,
            name: product.name,
            manufacturer: product.manufacturer?.name ?? null,
            manufacturerNumber: product.manufacturerNumber,
            ean: product.ean,
            unit: product.unit,
            deliveryTime: product.deliveryTime,
            restockTime: product.restockTime,
            customerSku: product.articleLink?.customerSku ?? null,
            properties: product.properties.map((option) => ({ group: option.group.name, option: option.name })),
          },
        ];
      }),
      notFound: body.articles.filter((sku) => !byNumber.has(sku)),
    };
  });
}
