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
import { criteriaPage } from '../../../platform/db/criteria';
import {
  catalogContext,
  categoryListing,
  findCrossSellings,
  findFamilyOptionCounts,
  findProductIdByNumber,
  findProductIdsByNumbers,
  findProductParent,
  findVariantIds,
  loadProducts,
  priceInformation,
  productDetailExtras,
  searchPageListing,
  searchProductIds,
  searchProducts,
  searchProductsForViewer,
  suggestForToken,
  suggestMaxLimit,
  typeaheadListing,
} from '../service';
import { presentConfigurator } from '../present';
import { isContextDeferred, resolveDeferredContext } from '../../context';
import { pageAndLimit } from '../domain/listingParameters';
import { parseSearchTerm } from '../domain/searchTerm';
import type { AppEnv } from '../../../platform/http/env';
import { StoreApiHttpError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';

/** Most hits a criteria `term` reads (the search page's candidate bound). */
const termHitLimit = 1000;

export function registerProductRoutes(app: Hono<AppEnv>): void {
  route(app, readProductListing, async (input) => {
    const { params, body } = input;
    const ctx = await catalogContext(input);
    const category = ctx.dictionary.categories.get(params.categoryId.toLowerCase());
    if (!category)
      throw new StoreApiHttpError(404, errorCodes.categoryNotFound, `Category "${params.categoryId}" not found.`);
    return categoryListing(ctx, category.id, body);
  });

  route(app, searchPage, async (input) => {
    const { body } = input;
    const ctx = await catalogContext(input);
    return searchPageListing(ctx, body);
  });
  route(app, searchSuggest, async (input) => {
    // The typeahead answers page 1 of up to 10 products from its own tables (repo/suggest.ts, via the service);
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
    if (!term || !typeahead) return searchProducts(ctx, body, true);
    return typeaheadListing(ctx, body.search, term, { page, limit }, combined?.result ?? null);
  });

  route(app, readProduct, async (input) => {
    const { body } = input;
    const ctx = await catalogContext(input);
    // Criteria `term` (Shopware: the entity's search, ranked): the search's hits — numbers, the company's
    // article numbers, names —, bounded like the search page; without a sort they come in rank order.
    // A blank term searches nothing (ignored, as Shopware ignores an empty term).
    const term = body.term === undefined ? null : parseSearchTerm(body.term);
    const rankedIds = term
      ? (await searchProductIds(ctx, term, { offset: 0, limit: termHitLimit, candidateLimit: termHitLimit })).ids
      : null;
    const paging = criteriaPage(body, { limit: 24, maxLimit: 100 });
    const { rows, total, aggregations } = await searchProductsForViewer(ctx, body, rankedIds, paging);
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
    const configurator = familyId ? presentConfigurator(ctx, await findFamilyOptionCounts(deps.db, familyId)) : [];
    const { gallery, content } = await productDetailExtras(ctx, product, deps.config.publicUrl);
    return { product: { ...product, media: gallery }, configurator, content, apiAlias: 'product_detail' as const };
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

  route(app, readPriceInformation, ({ body, deps, context }) => priceInformation(deps.db, context, body.articles));

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
