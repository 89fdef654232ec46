import type { ListingSorting } from '../../domain/catalog/listingParameters';
import type { CriteriaFilter } from '@ratchet/store-api-contract';
import { SqlParams, compileFilters, productEntity } from '../criteria';
import type { CatalogContext } from './products';

/** The listing filters of Shopware's listing parameters (properties, manufacturer, price), grouped. */
export interface ListingFilters {
  /** Option ids per property group: OR inside a group, AND across groups. */
  optionGroups: string[][];
  manufacturerIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** Filters of a category listing (already validated and grouped). */
export interface ListingQuery extends ListingFilters {
  categoryId: string;
  onlyAvailable: boolean;
  /** Criteria `filter` (narrows results and aggregations) and `post-filter` (results only), Shopware semantics. */
  criteriaFilter?: readonly CriteriaFilter[] | undefined;
  criteriaPostFilter?: readonly CriteriaFilter[] | undefined;
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

/** Whether any listing filter (or criteria filter) is set. */
export function hasListingFilters(
  filters: ListingFilters & { criteriaFilter?: readonly CriteriaFilter[] | undefined },
) {
  return (
    filters.optionGroups.length > 0 ||
    filters.manufacturerIds.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    (filters.criteriaFilter?.length ?? 0) > 0
  );
}

/**
 * One condition per active filter group, in a fixed order (property groups, manufacturer, price):
 * Shopware's reduce-aggregations narrow each group's options by the other groups only.
 */
function filterGroupConditions(
  filters: ListingFilters,
  params: SqlParams,
): Array<{ kind: 'group' | 'manufacturer' | 'price'; groupIndex: number; sql: string }> {
  const out: Array<{ kind: 'group' | 'manufacturer' | 'price'; groupIndex: number; sql: string }> = [];
  filters.optionGroups.forEach((group, groupIndex) => {
    if (group.length === 0) return;
    out.push({ kind: 'group', groupIndex, sql: `p.filter_keys && ${params.add(group, 'uuid[]')}` });
  });
  if (filters.manufacturerIds.length > 0) {
    out.push({
      kind: 'manufacturer',
      groupIndex: -1,
      sql: `p.filter_keys && ${params.add(filters.manufacturerIds, 'uuid[]')}`,
    });
  }
  const price: string[] = [];
  if (filters.minPrice !== null) price.push(`p.net_price >= ${params.add(filters.minPrice, 'numeric')}`);
  if (filters.maxPrice !== null) price.push(`p.net_price <= ${params.add(filters.maxPrice, 'numeric')}`);
  if (price.length > 0) out.push({ kind: 'price', groupIndex: -1, sql: `(${price.join(' AND ')})` });
  return out;
}

/**
 * One page of a category listing (parents and simple products in the category's subtree) with
 * the exact number of matches. Category, property and manufacturer filters are conditions on the
 * product's `filter_keys` array (one GIN index): `@>` for what must all be present (the category
 * and single-option groups), `&&` for a group with alternatives. Criteria filters are compiled
 * from the product entity's whitelisted fields into parameterised SQL. Without filters the total
 * comes from the cached category figures and the page from the sales index.
 */
export async function listCategoryProductIds(
  ctx: CatalogContext,
  query: ListingQuery,
  cachedTotal: number | null,
): Promise<{ ids: string[]; total: number }> {
  const required = [query.categoryId, ...query.optionGroups.filter((group) => group.length === 1).flat()];
  const params = new SqlParams();
  const where: string[] = [`p.filter_keys @> ${params.add(required, 'uuid[]')}`, 'p.parent_id IS NULL', 'p.active'];
  for (const group of query.optionGroups.filter((g) => g.length > 1)) {
    where.push(`p.filter_keys && ${params.add(group, 'uuid[]')}`);
  }
  if (query.manufacturerIds.length > 0) where.push(`p.filter_keys && ${params.add(query.manufacturerIds, 'uuid[]')}`);
  if (query.minPrice !== null) where.push(`p.net_price >= ${params.add(query.minPrice)}`);
  if (query.maxPrice !== null) where.push(`p.net_price <= ${params.add(query.maxPrice)}`);
  if (query.onlyAvailable) where.push('p.stock > 0');
  const entity = productEntity(ctx.dictionary.languageId);
  if (query.criteriaFilter?.length) where.push(compileFilters(entity, query.criteriaFilter, params));
  if (query.criteriaPostFilter?.length) {
    where.push(compileFilters(entity, query.criteriaPostFilter, params, '/post-filter'));
  }
  const byName = query.sorting === 'name-asc' || query.sorting === 'name-desc';
  const join = byName
    ? `JOIN product_translation t ON t.product_id = p.id AND t.language_id = ${params.add(ctx.dictionary.languageId, 'uuid')}`
    : '';
  const unfiltered = required.length === 1 && where.length === 3 && cachedTotal !== null;
  const countParams = [...params.values];
  const limitOffset = `LIMIT ${params.add(query.limit, 'int')} OFFSET ${params.add(query.offset, 'int')}`;
  if (unfiltered) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT p.id FROM product p ${join} WHERE ${where.join(' AND ')} ORDER BY ${orderBy[query.sorting]} ${limitOffset}`,
      params.values,
    );
    return { ids: rows.map((row) => row.id), total: cachedTotal };
  }
  const { rows } = await ctx.db.query<{ id: string; total: number }>(
    `SELECT p.id, count(*) OVER ()::int AS total FROM product p ${join}
      WHERE ${where.join(' AND ')}
      ORDER BY ${orderBy[query.sorting]}
      ${limitOffset}`,
    params.values,
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: answer the real total with no elements.
    const count = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM product p ${join} WHERE ${where.join(' AND ')}`,
      countParams,
    );
    return { ids: [], total: count.rows[0]?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Products a narrowed aggregation reads at most (issue 3 Performance: bounded per request). */
export const narrowedAggregationCap = 5000;

/**
 * Listing aggregations under active filters, Shopware's `reduce-aggregations`: the options of a
 * filtered property group are counted over the products matching every OTHER active filter (so
 * alternatives in the same group stay visible), unfiltered groups and manufacturers over the
 * products matching all filters, the price range over all but the price filter.
 *
 * One statement over `base` (the category subtree, or a search's candidate ids) and the union of
 * the "all but one filter" sets (a BitmapOr of GIN conditions), reading at most `cap` products.
 * Within the cap the counts are exact; past it they are scaled from the sample by the exact
 * `matchingTotal` of the listing (estimates; an option absent from the sample is not offered).
 */
export async function narrowedAggregation(
  ctx: CatalogContext,
  base: { where: string[]; params: SqlParams },
  filters: ListingFilters,
  matchingTotal: number,
  cap = narrowedAggregationCap,
): Promise<CategoryAggregation & { estimated: boolean }> {
  const params = new SqlParams(base.params.values);
  const groups = filterGroupConditions(filters, params);
  const flags = groups.map((group, index) => `(${group.sql}) AS m${index}`);
  const allBut = (skip: number) => {
    const parts = groups
      .map((_, index) => index)
      .filter((index) => index !== skip)
      .map((index) => `m${index}`);
    return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
  };
  const union =
    groups.length < 2
      ? 'TRUE'
      : groups
          .map(
            (_, skip) =>
              `(${groups
                .filter((__, index) => index !== skip)
                .map((group) => group.sql)
                .join(' AND ')})`,
          )
          .join(' OR ');
  const capPlaceholder = params.add(cap, 'int');
  const priceIndex = groups.findIndex((group) => group.kind === 'price');
  const counts = [
    `count(*) FILTER (WHERE ${allBut(-1)})::int AS c`,
    ...groups.map((_, index) => `count(*) FILTER (WHERE ${allBut(index)})::int AS c${index}`),
  ];
  const { rows } = await ctx.db.query<{
    sampled: number;
    matching: number;
    available: number;
    min_price: string | number | null;
    max_price: string | number | null;
    keys: Array<[string, ...number[]]> | null;
  }>(
    `WITH s AS (
        SELECT p.filter_keys, p.net_price, p.stock${flags.length > 0 ? `, ${flags.join(', ')}` : ''}
          FROM product p WHERE ${base.where.join(' AND ')} AND (${union})
         LIMIT ${capPlaceholder}
      ), k AS (
        SELECT key::text AS key, ${counts.join(', ')} FROM s, unnest(s.filter_keys) AS key GROUP BY key
      )
      SELECT (SELECT count(*)::int FROM s) AS sampled,
             (SELECT count(*) FILTER (WHERE ${allBut(-1)})::int FROM s) AS matching,
             (SELECT count(*) FILTER (WHERE ${allBut(-1)} AND s.stock > 0)::int FROM s) AS available,
             (SELECT min(s.net_price) FILTER (WHERE ${allBut(priceIndex)}) FROM s) AS min_price,
             (SELECT max(s.net_price) FILTER (WHERE ${allBut(priceIndex)}) FROM s) AS max_price,
             (SELECT json_agg(json_build_array(${['k.key', 'k.c', ...groups.map((_, index) => `k.c${index}`)].join(', ')})) FROM k) AS keys`,
    params.values,
  );
  const row = rows[0];
  const sampled = row?.sampled ?? 0;
  const estimated = sampled >= cap;
  const matching = row?.matching ?? 0;
  const scale = estimated && matching > 0 ? matchingTotal / matching : 1;
  const scaled = (count: number) => (scale === 1 ? count : Math.max(1, Math.round(count * scale)));
  const groupColumn = new Map<string, number>();
  groups.forEach((group, index) => {
    if (group.kind !== 'group') return;
    const first = filters.optionGroups[group.groupIndex]?.[0];
    const groupId = first ? ctx.dictionary.options.get(first)?.groupId : undefined;
    if (groupId) groupColumn.set(groupId, index);
  });
  const manufacturerColumn = groups.findIndex((group) => group.kind === 'manufacturer');
  const optionCounts: Record<string, number> = {};
  const manufacturerCounts: Record<string, number> = {};
  for (const [key, all = 0, ...without] of row?.keys ?? []) {
    const option = ctx.dictionary.options.get(key);
    if (option) {
      const column = groupColumn.get(option.groupId);
      const count = column === undefined ? all : (without[column] ?? 0);
      if (count > 0) optionCounts[key] = scaled(count);
      continue;
    }
    if (ctx.dictionary.manufacturers.has(key)) {
      const count = manufacturerColumn < 0 ? all : (without[manufacturerColumn] ?? 0);
      if (count > 0) manufacturerCounts[key] = scaled(count);
    }
  }
  const money = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    total: estimated ? matchingTotal : matching,
    available: scaled(row?.available ?? 0),
    minPrice: money(row?.min_price),
    maxPrice: money(row?.max_price),
    optionCounts,
    manufacturerCounts,
    estimated,
  };
}

/** Narrowed aggregations of a category listing (cached briefly per filter set: they do not depend on page or sort). */
export async function narrowedCategoryAggregation(
  ctx: CatalogContext,
  query: Pick<ListingQuery, 'categoryId' | 'onlyAvailable' | 'criteriaFilter'> & ListingFilters,
  matchingTotal: number,
): Promise<CategoryAggregation & { estimated: boolean }> {
  const key = JSON.stringify([
    query.categoryId,
    query.optionGroups.map((group) => [...group].sort()),
    [...query.manufacturerIds].sort(),
    query.minPrice,
    query.maxPrice,
    query.onlyAvailable,
    query.criteriaFilter ?? null,
    ctx.dictionary.languageId,
  ]);
  let perDb = aggregationCache.get(ctx.db);
  if (!perDb) {
    perDb = new Map();
    aggregationCache.set(ctx.db, perDb);
  }
  const hit = perDb.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const params = new SqlParams();
  const where = [`p.filter_keys @> ${params.add([query.categoryId], 'uuid[]')}`, 'p.parent_id IS NULL', 'p.active'];
  if (query.onlyAvailable) where.push('p.stock > 0');
  if (query.criteriaFilter?.length) {
    where.push(compileFilters(productEntity(ctx.dictionary.languageId), query.criteriaFilter, params));
  }
  const value = narrowedAggregation(ctx, { where, params }, query, matchingTotal);
  perDb.set(key, { expires: Date.now() + aggregationCacheSeconds * 1000, value });
  value.catch(() => perDb.delete(key));
  if (perDb.size > aggregationCacheEntries) {
    // Drop the oldest entries (a Map keeps insertion order).
    for (const old of [...perDb.keys()].slice(0, perDb.size - aggregationCacheEntries)) perDb.delete(old);
  }
  return value;
}

/** How long a narrowed aggregation is reused, and how many filter sets are kept per process. */
const aggregationCacheSeconds = 60;
const aggregationCacheEntries = 500;
const aggregationCache = new WeakMap<
  CatalogContext['db'],
  Map<string, { expires: number; value: Promise<CategoryAggregation & { estimated: boolean }> }>
>();

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
