import { catalogDictionary } from './repo/dictionary';
import type { CatalogDictionary, CategoryEntry } from './repo/dictionary';
import type { CatalogContext } from './repo/products';
import type { AppDeps, RequestContext } from '../../platform/http/env';

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

/*
 * The catalogue's use cases are reads without orchestration: the routes reach the repo's read functions
 * through this file, so routes never import repo/ and a read that grows a rule gets its place here.
 */
export type { CatalogContext } from './repo/products';
export type { CatalogDictionary, CategoryEntry } from './repo/dictionary';
export { catalogDictionary } from './repo/dictionary';
export {
  hasListingFilters,
  listCategoryProductIds,
  loadCategoryAggregation,
  narrowedCategoryAggregation,
} from './repo/listing';
export type { CategoryAggregation, ListingQuery } from './repo/listing';
export { loadProducts, queryProductRows } from './repo/products';
export { searchListing, searchProductIds } from './repo/search';
export { suggestForToken, suggestMaxLimit, suggestProducts } from './repo/suggest';
export { searchCategories, searchProductsByCriteria, searchSeoUrls } from './repo/criteriaReads';
export {
  findActiveProductId,
  findCategoryCounters as categoryCounters,
  findCmsPage,
  findCrossSellings,
  findFamilyOptionCounts,
  findMedia,
  findPriceInformation,
  findProductIdByNumber,
  findProductIdsByNumbers,
  findProductNames,
  findProductParent,
  findSeoPath,
  findSeoUrlHit,
  findVariantIds,
} from './repo/lookups';
