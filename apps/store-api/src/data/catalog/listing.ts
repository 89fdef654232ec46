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
 * the exact number of matches. Property filters are semi-joins on (option_id, product_id), so
 * the planner can start from the rarest option; names are joined only when sorting by name.
 */
export async function listCategoryProductIds(
  ctx: CatalogContext,
  query: ListingQuery,
): Promise<{ ids: string[]; total: number }> {
  const params: unknown[] = [query.categoryId];
  const where: string[] = ['pc.category_id = $1', 'p.active'];
  for (const group of query.optionGroups) {
    params.push(group);
    where.push(
      `p.id IN (SELECT pp.product_id FROM product_property pp WHERE pp.option_id = ANY ($${params.length}::uuid[]))`,
    );
  }
  if (query.manufacturerIds.length > 0) {
    params.push(query.manufacturerIds);
    where.push(`p.manufacturer_id = ANY ($${params.length}::uuid[])`);
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
  params.push(query.limit, query.offset);
  const { rows } = await ctx.db.query<{ id: string; total: number }>(
    `SELECT p.id, count(*) OVER ()::int AS total
       FROM product_category pc JOIN product p ON p.id = pc.product_id ${join}
      WHERE ${where.join(' AND ')}
      ORDER BY ${orderBy[query.sorting]}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: answer the real total with no elements.
    const count = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM product_category pc JOIN product p ON p.id = pc.product_id ${join}
        WHERE ${where.join(' AND ')}`,
      params.slice(0, -2),
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
