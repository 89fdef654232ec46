import type { ListingSorting } from '../domain/listingParameters';
import type { CriteriaFilter } from '@ratchet/store-api-contract';
import { SqlParams, compileFilters, productEntity } from '../../../platform/db/criteria';
import type { CatalogContext } from './products';

/** The listing filters of Shopware's listing parameters (properties, manufacturer, price), grouped. */
export interface ListingFilters {
  /** Option ids per property group: OR inside a group, AND across groups. */
  optionGroups: string[][];
  manufacturerIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** One page of a filtered product listing (category listing or search page; already validated and grouped). */
export interface ListingPageQuery extends ListingFilters {
  onlyAvailable: boolean;
  /** Whether the viewer sees prices: without, price is no criteria field (filtering by it would disclose it). */
  seesPrices: boolean;
  /** Criteria `filter` (narrows results and aggregations) and `post-filter` (results only), Shopware semantics. */
  criteriaFilter?: readonly CriteriaFilter[] | undefined;
  criteriaPostFilter?: readonly CriteriaFilter[] | undefined;
  sorting: ListingSorting;
  offset: number;
  limit: number;
}

/** Filters of a category listing. */
export interface ListingQuery extends ListingPageQuery {
  categoryId: string;
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

/** One active filter group: property group, manufacturer or price. */
export interface FilterGroup {
  kind: 'group' | 'manufacturer' | 'price';
  /** Index into `optionGroups` for kind `group`. */
  groupIndex: number;
  /** The option or manufacturer ids of the group (none for price). */
  keys?: readonly string[];
  /** The group's SQL condition with its parameters added to `params`. */
  build: (params: SqlParams) => string;
}

/**
 * The active filter groups in a fixed order (property groups, manufacturer, price): Shopware's
 * reduce-aggregations narrow each group's options by the other groups only. `foldKeys` (the
 * category) go into every condition: one GIN intersection per condition instead of intersecting
 * each with the bitmap of a whole large category.
 */
export function filterGroups(filters: ListingFilters, foldKeys: readonly string[]): FilterGroup[] {
  const keys = (ids: readonly string[]) => (params: SqlParams) =>
    ids.length === 1
      ? `p.filter_keys @> ${params.add([...foldKeys, ...ids], 'uuid[]')}`
      : `${foldKeys.length > 0 ? `p.filter_keys @> ${params.add(foldKeys, 'uuid[]')} AND ` : ''}p.filter_keys && ${params.add(ids, 'uuid[]')}`;
  const out: FilterGroup[] = [];
  filters.optionGroups.forEach((group, groupIndex) => {
    if (group.length > 0) out.push({ kind: 'group', groupIndex, keys: group, build: keys(group) });
  });
  if (filters.manufacturerIds.length > 0) {
    out.push({
      kind: 'manufacturer',
      groupIndex: -1,
      keys: filters.manufacturerIds,
      build: keys(filters.manufacturerIds),
    });
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null || maxPrice !== null) {
    out.push({
      kind: 'price',
      groupIndex: -1,
      build: (params) => {
        const price = foldKeys.length > 0 ? [`p.filter_keys @> ${params.add(foldKeys, 'uuid[]')}`] : [];
        if (minPrice !== null) price.push(`p.net_price >= ${params.add(minPrice, 'numeric')}`);
        if (maxPrice !== null) price.push(`p.net_price <= ${params.add(maxPrice, 'numeric')}`);
        return `(${price.join(' AND ')})`;
      },
    });
  }
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
  const entity = productEntity(ctx.dictionary.languageId, query.seesPrices);
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

/** Products a narrowed aggregation reads at most per product set (issue 3 Performance: bounded per request). */
export const narrowedAggregationCap = 2000;

/** Figures of one product set (a sample of at most `cap` products, scaled when the set is larger). */
interface SetFigures {
  keyCounts: Map<string, number>;
  available: number;
  minPrice: number | null;
  maxPrice: number | null;
  size: number;
  estimated: boolean;
}

/**
 * Listing aggregations under active filters, Shopware's `reduce-aggregations`: the options of a
 * filtered property group are counted over the products matching every OTHER active filter (so
 * alternatives in the same group stay visible), unfiltered groups and manufacturers over the
 * products matching all filters, the manufacturer and price aggregations over all but their own
 * filter. One bounded query per product set ("all filters", and "all but one" per active group;
 * with one filter its "all but one" set is the base, answered by `baseAggregation` when given).
 * Each query reads at most `cap` products: within the cap counts are exact; past it they are
 * scaled from the sample by the set's size (the exact listing total for "all", the cached category
 * figure for a set narrowed by one option or manufacturer, a count otherwise), and the
 * price range is the sample's (estimates; an option missing from the sample is not offered).
 */
export async function narrowedAggregation(
  ctx: CatalogContext,
  base: { where: string[]; params: SqlParams },
  filters: ListingFilters,
  matchingTotal: number,
  options: { cap?: number; foldKeys?: readonly string[]; baseAggregation?: CategoryAggregation } = {},
): Promise<CategoryAggregation & { estimated: boolean }> {
  const cap = options.cap ?? narrowedAggregationCap;
  const foldKeys = options.foldKeys ?? [];
  const groups = filterGroups(filters, foldKeys);

  /** A set's size from the cached base figures when it is the base narrowed by one key (one option or manufacturer). */
  const cachedSize = (members: readonly FilterGroup[]): number | null => {
    const cached = options.baseAggregation;
    const only = members.length === 1 ? members[0] : undefined;
    if (!cached || !only || only.keys?.length !== 1) return null;
    const key = only.keys[0] as string;
    return cached.optionCounts[key] ?? cached.manufacturerCounts[key] ?? null;
  };
  const figuresOf = async (members: readonly FilterGroup[], knownSize: number | null): Promise<SetFigures> => {
    if (members.length === 0 && options.baseAggregation) {
      const cached = options.baseAggregation;
      return {
        keyCounts: new Map(Object.entries({ ...cached.optionCounts, ...cached.manufacturerCounts })),
        available: cached.available,
        minPrice: cached.minPrice,
        maxPrice: cached.maxPrice,
        size: cached.total,
        estimated: false,
      };
    }
    const params = new SqlParams(base.params.values);
    const where = [...base.where, ...members.map((member) => member.build(params))];
    if (members.length === 0 && foldKeys.length > 0) where.push(`p.filter_keys @> ${params.add(foldKeys, 'uuid[]')}`);
    const countParams = [...params.values];
    const { rows } = await ctx.db.query<{
      sampled: number;
      available: number;
      min_price: string | number | null;
      max_price: string | number | null;
      keys: Array<[string, number]> | null;
    }>(
      `WITH s AS (SELECT p.filter_keys, p.net_price, p.stock FROM product p WHERE ${where.join(' AND ')}
                   LIMIT ${params.add(cap, 'int')})
       SELECT (SELECT count(*)::int FROM s) AS sampled,
              (SELECT count(*) FILTER (WHERE s.stock > 0)::int FROM s) AS available,
              (SELECT min(s.net_price) FROM s) AS min_price,
              (SELECT max(s.net_price) FROM s) AS max_price,
              (SELECT json_agg(json_build_array(k.key, k.n)) FROM (
                 SELECT key::text AS key, count(*)::int AS n FROM s, unnest(s.filter_keys) AS key GROUP BY key) k) AS keys`,
      params.values,
    );
    const row = rows[0];
    const sampled = row?.sampled ?? 0;
    const estimated = sampled >= cap;
    let size = sampled;
    if (estimated) {
      size =
        knownSize ??
        cachedSize(members) ??
        (
          await ctx.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM product p WHERE ${where.join(' AND ')}`,
            countParams,
          )
        ).rows[0]?.n ??
        sampled;
    }
    const scale = estimated && sampled > 0 ? size / sampled : 1;
    const scaled = (count: number) => (scale === 1 ? count : Math.max(1, Math.round(count * scale)));
    const money = (value: string | number | null | undefined) =>
      value === null || value === undefined ? null : Number(value);
    return {
      keyCounts: new Map((row?.keys ?? []).map(([key, count]) => [key, scaled(count)])),
      available: scaled(row?.available ?? 0),
      minPrice: money(row?.min_price),
      maxPrice: money(row?.max_price),
      size,
      estimated,
    };
  };

  const [all, ...withoutOne] = await Promise.all([
    figuresOf(groups, matchingTotal),
    ...groups.map((_, skip) =>
      figuresOf(
        groups.filter((__, index) => index !== skip),
        null,
      ),
    ),
  ]);
  if (!all) throw new Error('narrowedAggregation: no figures');
  const setOfGroup = new Map<string, SetFigures>();
  let manufacturerSet = all;
  let priceSet = all;
  groups.forEach((group, index) => {
    const figures = withoutOne[index] ?? all;
    if (group.kind === 'manufacturer') manufacturerSet = figures;
    if (group.kind === 'price') priceSet = figures;
    if (group.kind === 'group') {
      const first = filters.optionGroups[group.groupIndex]?.[0];
      const groupId = first ? ctx.dictionary.options.get(first)?.groupId : undefined;
      if (groupId) setOfGroup.set(groupId, figures);
    }
  });
  const optionCounts: Record<string, number> = {};
  const optionSets = new Set([all, ...setOfGroup.values()]);
  for (const figures of optionSets) {
    for (const [key, count] of figures.keyCounts) {
      const option = ctx.dictionary.options.get(key);
      if (!option || count <= 0) continue;
      if ((setOfGroup.get(option.groupId) ?? all) === figures) optionCounts[key] = count;
    }
  }
  const manufacturerCounts: Record<string, number> = {};
  for (const [key, count] of manufacturerSet.keyCounts) {
    if (count > 0 && ctx.dictionary.manufacturers.has(key)) manufacturerCounts[key] = count;
  }
  return {
    total: all.size,
    available: all.available,
    minPrice: priceSet.minPrice,
    maxPrice: priceSet.maxPrice,
    optionCounts,
    manufacturerCounts,
    estimated: [all, ...withoutOne].some((figures) => figures.estimated),
  };
}

/** Narrowed aggregations of a category listing (cached briefly per filter set: they do not depend on page or sort). */
export async function narrowedCategoryAggregation(
  ctx: CatalogContext,
  query: Pick<ListingQuery, 'categoryId' | 'onlyAvailable' | 'seesPrices' | 'criteriaFilter'> & ListingFilters,
  matchingTotal: number,
  baseAggregation?: CategoryAggregation,
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
  const hit = aggregationCacheSeconds > 0 ? perDb.get(key) : undefined;
  if (hit && hit.expires > Date.now()) return hit.value;
  const params = new SqlParams();
  const where = ['p.parent_id IS NULL', 'p.active'];
  if (query.onlyAvailable) where.push('p.stock > 0');
  if (query.criteriaFilter?.length) {
    where.push(
      compileFilters(productEntity(ctx.dictionary.languageId, query.seesPrices), query.criteriaFilter, params),
    );
  }
  const value = narrowedAggregation(ctx, { where, params }, query, matchingTotal, {
    foldKeys: [query.categoryId],
    // "All but the one filter" is the whole category when the base has no other condition.
    ...(baseAggregation && where.length === 2 ? { baseAggregation } : {}),
  });
  if (aggregationCacheSeconds <= 0) return value;
  perDb.set(key, { expires: Date.now() + aggregationCacheSeconds * 1000, value });
  value.catch(() => perDb.delete(key));
  if (perDb.size > aggregationCacheEntries) {
    // Drop the oldest entries (a Map keeps insertion order).
    for (const old of [...perDb.keys()].slice(0, perDb.size - aggregationCacheEntries)) perDb.delete(old);
  }
  return value;
}

/**
 * How long a narrowed aggregation is reused, and how many filter sets are kept per process.
 * `RATCHET_AGGREGATION_CACHE_SECONDS=0` turns the reuse off (the bench measures the uncached cost that way).
 */
const aggregationCacheSeconds = Number(process.env.RATCHET_AGGREGATION_CACHE_SECONDS ?? 60);
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
