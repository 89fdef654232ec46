import type { Product, PropertyOption } from '@ratchet/store-api-contract';
import { optionWithGroup } from '../repo/dictionary';
import type { CatalogContext } from '../repo/products';
import type { SuggestAnswer } from '../repo/suggest';
import { toProduct } from './products';

/** Properties per suggested product (storefront.md §2: at most 4). */
export const suggestPropertyCount = 4;

/** The typeahead's answer: products (lean, see {@link leanProduct}) and the hit count. */
export interface SuggestResult {
  /** Products in rank order (at most `limit`). */
  products: Product[];
  /** Number hits plus name matches (for several words: up to the candidate cap). */
  total: number;
}

/** The typeahead's rows (rank order) as the quick search's products; one pass over the rows. */
export function presentSuggest(ctx: CatalogContext, answer: SuggestAnswer): SuggestResult {
  const products = answer.rows.map((row) =>
    leanProduct(
      toProduct(
        ctx,
        { ...row, description: null, main_category_id: null, option_ids: null },
        suggestProperties(ctx, row.property_ids),
        [],
      ),
    ),
  );
  return { products, total: Math.max(products.length, answer.total) };
}

/**
 * The quick search's product: what the dropdown shows, nothing it does not read (the answer of 10
 * products shrinks from ~55 KB to ~40 KB; socket writes were the largest cost per request).
 * Lists it does not read are empty (media beyond the cover, categoryIds, seoUrls — seoPath links
 * the product —, calculatedPrices), description and seoCategory are null.
 */
function leanProduct(product: Product): Product {
  product.description = null;
  product.translated = { name: product.name, description: null };
  product.media = [];
  product.categoryIds = [];
  product.seoCategory = null;
  product.seoUrls = [];
  product.calculatedPrices = [];
  return product;
}

/** At most {@link suggestPropertyCount} properties, by group position (the first group, e.g. thread, first). */
function suggestProperties(ctx: CatalogContext, optionIds: string[] | null): PropertyOption[] {
  return (optionIds ?? [])
    .map((id) => optionWithGroup(ctx.dictionary, id))
    .filter((option): option is PropertyOption => option !== null)
    .sort((a, b) => a.group.position - b.group.position || a.position - b.position)
    .slice(0, suggestPropertyCount);
}
