import type {
  ListingParameters,
  Product,
  ProductDetailContent,
  ProductListingResult,
  ThumbnailFormat,
} from '@ratchet/store-api-contract';
import { catalogDictionary } from './repo/dictionary';
import type { CatalogDictionary, CategoryEntry } from './repo/dictionary';
import { findMedia, findPriceInformation } from './repo/lookups';
import { queryProductRows } from './repo/products';
import type { CatalogContext } from './repo/products';
import { searchListing, searchProductIds } from './repo/search';
import { searchProductsByCriteria } from './repo/criteriaReads';
import {
  hasListingFilters,
  listCategoryProductIds,
  loadCategoryAggregation,
  narrowedCategoryAggregation,
} from './repo/listing';
import type { ListingQuery } from './repo/listing';
import { findSuggestRows, findSuggestRowsForToken } from './repo/suggest';
import { groupOptionFilters, isOfferedSorting, pageAndLimit, parseIdList } from './domain/listingParameters';
import { canSeePrices } from './domain/visibility';
import type { ListingSorting } from './domain/listingParameters';
import { parseSearchTerm } from './domain/searchTerm';
import type { SearchTerm } from './domain/searchTerm';
import {
  aggregationsOf,
  emptyAggregations,
  listingResult,
  presentPriceInformation,
  presentProducts,
  presentSuggest,
  productFieldsOf,
  wantsOptionIds,
} from './present';
import type { ProductFields, SuggestResult } from './present';
import type { CriteriaPage } from '../../platform/db/criteria';
import type { Database } from '../../platform/db/db';
import type { AppDeps, RequestContext } from '../../platform/http/env';
import type { ThumbnailCache } from '../../platform/files/thumbnails';
import { drawMedia } from './domain/drawings';
import { simplePdf } from './domain/pdf';
import { findDetailContent, findProductFile } from './repo/detailContent';
import { localised, presentDetailContent } from './present/detailContent';
import { drawingSize, fitIntoBox, hasThumbnails, thumbnailPreset } from './domain/thumbnails';

/** The catalogue context of a request: database, language dictionary, viewer. */
export async function catalogContext(input: { deps: AppDeps; context: RequestContext }): Promise<CatalogContext> {
  const dictionary = await catalogDictionary(input.deps.db, input.context.languageId, input.deps.config.publicUrl);
  return {
    db: input.deps.db,
    dictionary,
    viewer: { customer: input.context.customer },
    salesChannelId: input.context.salesChannelId,
  };
}

/** Children of a category in position order. */
export function childrenOf(dictionary: CatalogDictionary, parentId: string): CategoryEntry[] {
  return [...dictionary.categories.values()]
    .filter((entry) => entry.parentId === parentId)
    .sort((a, b) => a.position - b.position);
}

/**
 * Loads products by id, in the order given (unknown ids are skipped), as the contract's Product
 * (present/products.ts: prices per customer, stock and delivery only for logged-in customers).
 */
export async function loadProducts(
  ctx: CatalogContext,
  ids: readonly string[],
  fields: ProductFields = null,
): Promise<Product[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // One query: the row with its property and variant option ids (fewer round trips per request), the ids only when
  // the answer builds properties or options.
  const rows = await queryProductRows(ctx, unique, { withOptionIds: wantsOptionIds(fields) });
  return presentProducts(ctx, unique, rows, fields);
}

/**
 * The Shopware listing parameters of a category listing or the search page, read once: page and limit, the
 * filters as the listing queries take them, and `currentFilters` as the answer echoes them.
 */
function readListingParameters(ctx: CatalogContext, body: ListingParameters, defaultSorting: ListingSorting) {
  const { page, limit } = pageAndLimit(body);
  // A viewer without prices (no ROLE_VIEW_PRICES) can neither filter nor sort by them: both would disclose
  // amounts (issue 10); the price range and a price sorting are ignored and the answer echoes no price.
  const seesPrices = canSeePrices(ctx.viewer.customer);
  const sorting: ListingSorting = body.order && isOfferedSorting(body.order, seesPrices) ? body.order : defaultSorting;
  const optionIds = parseIdList(body.properties);
  const manufacturerIds = parseIdList(body.manufacturer);
  const minPrice = seesPrices ? (body['min-price'] ?? null) : null;
  const maxPrice = seesPrices ? (body['max-price'] ?? null) : null;
  return {
    page,
    limit,
    sorting,
    query: {
      optionGroups: groupOptionFilters(optionIds, (id) => ctx.dictionary.options.get(id)?.groupId),
      manufacturerIds,
      minPrice,
      maxPrice,
      seesPrices,
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

/** A category's product listing: hits, the category's aggregations (narrowed where Shopware narrows them), products. */
export async function categoryListing(
  ctx: CatalogContext,
  categoryId: string,
  body: ListingParameters,
): Promise<ProductListingResult> {
  const { page, limit, sorting, query: filters, currentFilters } = readListingParameters(ctx, body, 'topseller');
  const cached = await loadCategoryAggregation(ctx, categoryId);
  const query: ListingQuery = { categoryId, ...filters };
  const hits = await listCategoryProductIds(ctx, query, cached.total);
  // Shopware: the listing parameters (properties, manufacturer, price) narrow the aggregations only with
  // `reduce-aggregations` (otherwise they are post-filters and the cached category figures answer); a criteria
  // `filter` always does.
  const reduceParameter = body['reduce-aggregations'];
  const reduce = reduceParameter !== undefined && reduceParameter !== null && reduceParameter !== false;
  const narrow = reduce || (query.criteriaFilter?.length ?? 0) > 0;
  const aggregation =
    narrow && hasListingFilters(query) ? await narrowedCategoryAggregation(ctx, query, hits.total, cached) : cached;
  const products = await loadProducts(ctx, hits.ids, productFieldsOf(body.includes));
  return listingResult(ctx, products, hits.total, page, limit, sorting, aggregationsOf(ctx, aggregation), {
    ...currentFilters,
    search: null,
  });
}

/** The search page: ranked hits with the listing parameters and the hits' aggregations. */
export async function searchPageListing(
  ctx: CatalogContext,
  body: ListingParameters & { search: string },
): Promise<ProductListingResult> {
  const { page, limit, sorting, query, currentFilters } = readListingParameters(ctx, body, 'score');
  const term = parseSearchTerm(body.search);
  if (!term) return listingResult(ctx, [], 0, page, limit, sorting, emptyAggregations, currentFilters);
  const hits = await searchListing(ctx, term, { ...query, candidateLimit: 1000 });
  const products = await loadProducts(ctx, hits.ids, productFieldsOf(body.includes));
  return listingResult(
    ctx,
    products,
    hits.total,
    page,
    limit,
    sorting,
    aggregationsOf(ctx, hits.aggregation),
    currentFilters,
  );
}

/** The typeahead's listing (page 1): the answer read with the context for a token, else one typeahead call. */
export async function typeaheadListing(
  ctx: CatalogContext,
  search: string,
  term: SearchTerm,
  paging: { page: number; limit: number },
  prefetched: SuggestResult | null,
): Promise<ProductListingResult> {
  const { products, total } = prefetched ?? (await suggestProducts(ctx, term, paging.limit));
  return listingResult(ctx, products, total, paging.page, paging.limit, 'score', emptyAggregations, {
    properties: [],
    manufacturer: [],
    price: { min: null, max: null },
    search,
  });
}

/** The search as a listing (the search-suggest's later or larger pages): ranked hits, no aggregations. */
export async function searchProducts(
  ctx: CatalogContext,
  body: ListingParameters & { search: string },
  suggest: boolean,
): Promise<ProductListingResult> {
  const term = parseSearchTerm(body.search);
  const { page, limit } = pageAndLimit({ p: body.p, page: body.page, limit: body.limit ?? (suggest ? 10 : undefined) });
  const filters = { properties: [], manufacturer: [], price: { min: null, max: null }, search: body.search };
  if (!term) return listingResult(ctx, [], 0, page, limit, 'score', emptyAggregations, filters);
  const hits = await searchProductIds(ctx, term, {
    offset: (page - 1) * limit,
    limit,
    candidateLimit: suggest ? 200 : 1000,
  });
  const products = await loadProducts(ctx, hits.ids);
  return listingResult(ctx, products, hits.total, page, limit, 'score', emptyAggregations, filters);
}

/** The typeahead for a term (repo/suggest.ts: one database call): page 1, at most `suggestMaxLimit` products. */
export async function suggestProducts(ctx: CatalogContext, term: SearchTerm, limit: number): Promise<SuggestResult> {
  const answer = await findSuggestRows(ctx, term, limit);
  return answer ? presentSuggest(ctx, answer) : { products: [], total: 0 };
}

/**
 * The typeahead and the request's context in one database call, for a context token the middleware left
 * to the route; null when the token is unknown or nothing typed is left (the caller then goes the usual way).
 */
export async function suggestForToken(
  db: Database,
  publicUrl: string,
  placeholder: RequestContext,
  term: SearchTerm,
  limit: number,
): Promise<{ context: RequestContext; ctx: CatalogContext; result: SuggestResult } | null> {
  const found = await findSuggestRowsForToken(db, publicUrl, placeholder, term, limit);
  if (!found) return null;
  return { context: found.context, ctx: found.ctx, result: presentSuggest(found.ctx, found.answer) };
}

/** Price and stock of articles by number for the context's customer (withheld as everywhere). */
export async function priceInformation(
  db: Database,
  context: RequestContext,
  articles: ReadonlyArray<{ sku: string; quantity?: number | undefined }>,
): Promise<ReturnType<typeof presentPriceInformation>> {
  const viewer = { customer: context.customer };
  const skus = articles.map((article) => article.sku);
  const rows = await findPriceInformation(db, skus, context.customer?.companyId ?? null);
  return presentPriceInformation(viewer, articles, rows);
}

/*
 * The catalogue's other use cases are reads without orchestration: the routes reach the repo's read functions
 * through this file, so routes never import repo/ and a read that grows a rule gets its place here.
 */
export type { CatalogContext } from './repo/products';
export type { CatalogDictionary, CategoryEntry } from './repo/dictionary';
export { catalogDictionary } from './repo/dictionary';
export { queryProductRows } from './repo/products';
export { searchProductIds } from './repo/search';
export { suggestMaxLimit } from './repo/suggest';
export { searchCategories, searchSeoUrls } from './repo/criteriaReads';

/**
 * The criteria read of products (readProduct post /product) for the context's viewer: prices are criteria fields only
 * for a viewer who sees them (issue 10: a customer without ROLE_VIEW_PRICES learns no price anywhere).
 */
export function searchProductsForViewer(
  ctx: CatalogContext,
  criteria: Parameters<typeof searchProductsByCriteria>[2],
  rankedIds: string[] | null,
  paging: CriteriaPage,
) {
  return searchProductsByCriteria(
    ctx.db,
    ctx.dictionary.languageId,
    criteria,
    rankedIds,
    paging,
    canSeePrices(ctx.viewer.customer),
  );
}
export {
  findActiveProductId,
  findCategoryCounters as categoryCounters,
  findCmsPage,
  findCrossSellings,
  findFamilyOptionCounts,
  findMedia,
  findProductIdByNumber,
  findProductIdsByNumbers,
  findProductNames,
  findProductParent,
  findSeoPath,
  findSeoUrlHit,
  findVariantIds,
} from './repo/lookups';

/**
 * A raster thumbnail of a media file (issue 10 Product images; storefront.md §9 image formats): the media's drawing
 * fitted into the preset's box and encoded as `format`, from the disk cache when rendered before. Null for an unknown
 * media, a media without thumbnails (icons, logos) or an unknown preset.
 */
export async function mediaThumbnail(
  db: Database,
  cache: ThumbnailCache,
  mediaId: string,
  presetName: string,
  format: ThumbnailFormat,
): Promise<Buffer | null> {
  const preset = thumbnailPreset(presetName);
  if (!preset) return null;
  const row = await findMedia(db, mediaId);
  if (!row || !hasThumbnails(row.kind)) return null;
  const size = drawingSize(row.kind);
  const fitted = fitIntoBox(size, preset);
  return cache.get({
    svg: drawMedia(row.kind, row.variant, row.title),
    svgWidth: size.width,
    width: fitted.width,
    height: fitted.height,
    format,
  });
}

/**
 * What the detail page shows beyond the product (issue 10 Product detail): the gallery (the cover first, then the
 * family's other images) and the tab content in the context's language.
 */
export async function productDetailExtras(
  ctx: CatalogContext,
  product: Product,
  publicUrl: string,
): Promise<{ gallery: Product['media']; content: ProductDetailContent }> {
  const row = await findDetailContent(ctx.db, product.id);
  const coverMediaId = product.cover?.media.id ?? null;
  const others = (row?.media_ids ?? [])
    .filter((mediaId) => mediaId !== coverMediaId)
    .map((mediaId) => ctx.dictionary.mediaObject(mediaId))
    .filter((media): media is NonNullable<typeof media> => media !== null);
  const gallery = [
    ...(product.cover ? [product.cover] : []),
    ...others.map((media, index) => ({
      id: `${product.id}-${media.id}`,
      position: index + 1,
      media,
      apiAlias: 'product_media' as const,
    })),
  ];
  return { gallery, content: presentDetailContent(row, ctx.dictionary.localeCode, publicUrl) };
}

/** A product file as a generated PDF (title and the shop's lines), or null for an unknown id or name. */
export async function productFilePdf(db: Database, fileId: string, fileName: string): Promise<Uint8Array | null> {
  const file = await findProductFile(db, fileId, fileName);
  if (!file) return null;
  const title = localised(file.title, 'en-GB') ?? file.file_name;
  const translations = Object.entries(file.title).map(([locale, text]) => `${locale}: ${text}`);
  return simplePdf(title, [...translations, '', `Ratchet demo file ${file.file_name}`]);
}
