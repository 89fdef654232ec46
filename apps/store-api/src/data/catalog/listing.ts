import type { ListingSorting } from '../../domain/catalog/listingParameters';
import type { CatalogContext } from './products';

/** Filters of a category listing (already validated and grouped). */
export interface ListingQuery {
  categoryId: string;
  /** Option ids per property group: OR inside a group, AND across groups. */
  optionGroups: string[][];
  manufacturerIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  onlyAvailable: boolean;
  sorting: ListingSorting;
  offset: number;
  limit: number;
}

const orderBy: Record<ListingSorting, string> = {
  topseller: 'p.sales DESC, p.product_number',
  'name-asc': 't.name ASC, p.product_number',
  'name-desc': 't.name DESC, p.product_number',
  'price-asc': 'p.net_price ASC, p.product_number',
  'price-desc': 'p.net_price DESC, p.product_number',
  newest: 'p.release_date DESC NULLS LAST, p.product_number',
  score: 'p.sales DESC, p.product_number',
};

/**
 * One page of a category listing (parents and simple products in the category's subtree) with
 * the exact number of matches. Category, property and manufacturer filters are conditions on the
 * product's `filter_keys` array (one GIN index): `@>` for what must all be present (the category
 * and single-option groups), `&&` for a group with alternatives. Without filters the total comes
 * from the cached category figures and the page from the sales index.
 */
export async function listCategoryProductIds(
  ctx: CatalogContext,
  query: ListingQuery,
  cachedTotal: number | null,
): Promise<{ ids: string[]; total: number }> {
  const required = [query.categoryId, ...query.optionGroups.filter((group) => group.length === 1).flat()];
  const params: unknown[] = [required];
  const where: string[] = ['p.filter_keys @> $1::uuid[]', 'p.parent_id IS NULL', 'p.active'];
  for (const group of query.optionGroups.filter((g) => g.length > 1)) {
    params.push(group);
    where.push(`p.filter_keys && $${params.length}::uuid[]`);
  }
  if (query.manufacturerIds.length > 0) {
    params.push(query.manufacturerIds);
    where.push(`p.filter_keys && $${params.length}::uuid[]`);
  }
  if (query.minPrice !== null) {
    params.push(query.minPrice);
    where.push(`p.net_price >= $${params.length}`);
  }
  if (query.maxPrice !== null) {
    params.push(query.maxPrice);
    where.push(`p.net_price <= $${params.length}`);
  }
  if (query.onlyAvailable) where.push('p.stock > 0');
  const byName = query.sorting === 'name-asc' || query.sorting === 'name-desc';
  if (byName) params.push(ctx.dictionary.languageId);
  const join = byName ? `JOIN product_translation t ON t.product_id = p.id AND t.language_id = $${params.length}` : '';
  const unfiltered = required.length === 1 && where.length === 3 && cachedTotal !== null;
  params.push(query.limit, query.offset);
  const limitOffset = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  if (unfiltered) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT p.id FROM product p ${join} WHERE ${where.join(' AND ')} ORDER BY ${orderBy[query.sorting]} ${limitOffset}`,
      params,
    );
    return { ids: rows.map((row) => row.id), total: cachedTotal };
  }
  const { rows } = await ctx.db.query<{ id: string; total: number }>(
    `SELECT p.id, count(*) OVER ()::int AS total FROM product p ${join}
      WHERE ${where.join(' AND ')}
      ORDER BY ${orderBy[query.sorting]}
      ${limitOffset}`,
    params,
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: answer the real total with no elements.
    const count = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM product p WHERE ${where.join(' AND ')}`,
      params.slice(0, byName ? -3 : -2),
    );
    return { ids: [], total: count.rows[0]?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Cached aggregations of a category (rebuilt by the seed). */
export interface CategoryAggregation {
  total: number;
  available: number;
  minPrice: number | null;
  maxPrice: number | null;
  optionCounts: Record<string, number>;
  manufacturerCounts: Record<string, number>;
}

export async function loadCategoryAggregation(ctx: CatalogContext, categoryId: string): Promise<CategoryAggregation> {
  const { rows } = await ctx.db.query<{
    total: number;
    available: number;
    min_price: number | null;
    max_price: number | null;
    option_counts: Record<string, number>;
    manufacturer_counts: Record<string, number>;
  }>('SELECT * FROM category_aggregation WHERE category_id = $1', [categoryId]);
  const row = rows[0];
  return {
    total: row?.total ?? 0,
    available: row?.available ?? 0,
    minPrice: row?.min_price ?? null,
    maxPrice: row?.max_price ?? null,
    optionCounts: row?.option_counts ?? {},
    manufacturerCounts: row?.manufacturer_counts ?? {},
  };
}
