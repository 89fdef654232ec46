import { escapeLike, minimumNameWordLength } from '../../domain/catalog/searchTerm';
import type { CriteriaFilter } from '@ratchet/store-api-contract';
import type { ListingSorting } from '../../domain/catalog/listingParameters';
import type { SearchTerm } from '../../domain/catalog/searchTerm';
import { SqlParams, compileFilters, productEntity } from '../criteria';
import { narrowedAggregation } from './listing';
import type { CategoryAggregation, ListingFilters } from './listing';
import type { CatalogContext } from './products';

/** Ids of one search page and the (capped) number of matches. */
export interface SearchHits {
  ids: string[];
  total: number;
}

/**
 * Ranked product search in bounded steps (issue 3 Performance):
 * 1. exact product-number hit first, then product numbers, manufacturer numbers, EANs and — for a
 *    logged-in customer — the company's own article numbers starting with the term (b-tree prefix scans);
 * 2. name matches: a candidate set of at most `candidateLimit` rows containing every word (trigram
 *    index for rare terms; a bounded sequential read for catalogue words, which match many rows),
 *    ranked only within that set (name starts with the term, contains the whole term, shorter
 *    names first). Ranking never touches more than `candidateLimit` rows, whatever the term.
 * `total` is exact up to `candidateLimit` name candidates (then it is the cap).
 */
export async function searchProductIds(
  ctx: CatalogContext,
  term: SearchTerm,
  options: { offset: number; limit: number; candidateLimit: number },
): Promise<SearchHits> {
  const prefix = `${escapeLike(term.term)}%`;
  const companyId = ctx.viewer.customer?.companyId ?? null;
  const want = options.offset + options.limit;
  const numberQuery = ctx.db.query<{ id: string }>(
    `SELECT id FROM (
        SELECT id, product_number, 0 AS rank FROM product WHERE product_number = upper($3) AND active
        UNION ALL
        SELECT id, product_number, 1 FROM product WHERE lower(product_number) LIKE $1 AND active
        UNION ALL
        SELECT id, product_number, 2 FROM product WHERE lower(manufacturer_number) LIKE $1 AND active
        UNION ALL
        SELECT id, product_number, 2 FROM product WHERE ean LIKE $1 AND active
      ) hits ORDER BY rank, product_number LIMIT $2`,
    [prefix, want, term.term],
  );
  const skuQuery = companyId
    ? ctx.db.query<{ id: string }>(
        `SELECT product_id AS id FROM article_link WHERE company_id = $1 AND lower(customer_sku) LIKE $2
          ORDER BY customer_sku LIMIT $3`,
        [companyId, prefix, want],
      )
    : Promise.resolve({ rows: [] as Array<{ id: string }> });
  let nameQuery: Promise<{ rows: Array<{ id: string; total: number }> }> = Promise.resolve({ rows: [] });
  if (term.words.length > 0) {
    // A term matching at least 1 % of the sample matches many rows: read sequentially until the
    // candidate limit (a few ms). Rarer terms use the trigram index.
    const sample = ctx.dictionary.searchSample;
    const sampleHits = sample.filter((text) => term.words.every((word) => text.includes(word))).length;
    // Words shorter than a trigram (thread sizes like m8) cannot use the trigram index: read sequentially.
    const shortOnly = term.words.every((word) => word.length < minimumNameWordLength);
    const common = shortOnly || (sample.length > 0 && sampleHits >= Math.max(5, sample.length / 100));
    const words = term.words;
    const params: unknown[] = [
      ctx.dictionary.languageId,
      options.candidateLimit,
      `${escapeLike(term.term)}%`,
      `%${escapeLike(term.term)}%`,
      want,
    ];
    const conditions = words.map((word) => {
      params.push(`%${escapeLike(word)}%`);
      return `t.search_text LIKE $${params.length}`;
    });
    const sql = `SELECT c.product_id AS id, count(*) OVER ()::int AS total FROM (
          SELECT t.product_id, lower(t.name) AS name FROM product_translation t
           WHERE t.language_id = $1 AND ${conditions.join(' AND ')}
           LIMIT $2
        ) c
        ORDER BY (c.name LIKE $3) DESC, (c.name LIKE $4) DESC, length(c.name), c.name
        LIMIT $5`;
    nameQuery = common
      ? ctx.db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_bitmapscan = off');
          // Start at the table's beginning (where this language's rows are), not where a concurrent
          // scan happens to be: a synchronized scan could read a million other-language rows first.
          await tx.query('SET LOCAL synchronize_seqscans = off');
          return tx.query<{ id: string; total: number }>(sql, params);
        })
      : ctx.db.query<{ id: string; total: number }>(sql, params);
  }
  const [numbers, skus, names] = await Promise.all([numberQuery, skuQuery, nameQuery]);
  const merged: string[] = [];
  const seen = new Set<string>();
  for (const row of [...numbers.rows, ...skus.rows, ...names.rows]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    merged.push(row.id);
  }
  const nameTotal = names.rows[0]?.total ?? 0;
  const total = Math.max(merged.length, numbers.rows.length + skus.rows.length + nameTotal);
  return { ids: merged.slice(options.offset, options.offset + options.limit), total };
}

/** The search page's listing parameters (Shopware: the same as a category listing). */
export interface SearchListingQuery extends ListingFilters {
  onlyAvailable: boolean;
  criteriaFilter?: readonly CriteriaFilter[] | undefined;
  criteriaPostFilter?: readonly CriteriaFilter[] | undefined;
  sorting: ListingSorting;
  offset: number;
  limit: number;
  /** Name candidates read at most (the bounded set the page is ranked, filtered and aggregated in). */
  candidateLimit: number;
}

/** One search page with its total and the listing aggregations over the search's candidate set. */
export interface SearchListing {
  ids: string[];
  total: number;
  aggregation: CategoryAggregation;
}

const searchOrderBy: Record<ListingSorting, string> = {
  // Relevance: number and article hits in their order, then names starting with the term, containing it, shorter first.
  score: 'c.rank, (lower(t.name) LIKE $3) DESC, (lower(t.name) LIKE $4) DESC, length(t.name), lower(t.name), p.id',
  topseller: 'p.sales DESC, p.product_number',
  'name-asc': 't.name ASC, p.product_number',
  'name-desc': 't.name DESC, p.product_number',
  'price-asc': 'p.net_price ASC, p.product_number',
  'price-desc': 'p.net_price DESC, p.product_number',
  newest: 'p.release_date DESC NULLS LAST, p.product_number',
};

/**
 * The search page (POST /search) with Shopware's listing parameters, issue 3 Routes:
 * 1. a bounded candidate set — product numbers, manufacturer numbers and EANs starting with the
 *    term, the company's own article numbers, and at most `candidateLimit` name matches (the same
 *    bounded reads as {@link searchProductIds});
 * 2. property, manufacturer, price and criteria filters narrow that set in SQL, which then ranks
 *    (or sorts by `order`) and pages it — filters never run after paging;
 * 3. the listing aggregations (properties, manufacturer, price) are counted over the candidate set
 *    with Shopware's reduce-aggregations semantics ({@link narrowedAggregation}).
 */
export async function searchListing(
  ctx: CatalogContext,
  term: SearchTerm,
  query: SearchListingQuery,
): Promise<SearchListing> {
  const prefix = `${escapeLike(term.term)}%`;
  const companyId = ctx.viewer.customer?.companyId ?? null;
  const candidateLimit = query.candidateLimit;
  const numberQuery = ctx.db.query<{ id: string }>(
    `SELECT id FROM (
        SELECT id, product_number, 0 AS rank FROM product WHERE product_number = upper($3) AND active
        UNION ALL
        SELECT id, product_number, 1 FROM product WHERE lower(product_number) LIKE $1 AND active
        UNION ALL
        SELECT id, product_number, 2 FROM product WHERE lower(manufacturer_number) LIKE $1 AND active
        UNION ALL
        SELECT id, product_number, 2 FROM product WHERE ean LIKE $1 AND active
      ) hits ORDER BY rank, product_number LIMIT $2`,
    [prefix, candidateLimit, term.term],
  );
  const skuQuery = companyId
    ? ctx.db.query<{ id: string }>(
        `SELECT product_id AS id FROM article_link WHERE company_id = $1 AND lower(customer_sku) LIKE $2
          ORDER BY customer_sku LIMIT $3`,
        [companyId, prefix, candidateLimit],
      )
    : Promise.resolve({ rows: [] as Array<{ id: string }> });
  let nameQuery: Promise<{ rows: Array<{ id: string }> }> = Promise.resolve({ rows: [] });
  if (term.words.length > 0) {
    const sample = ctx.dictionary.searchSample;
    const sampleHits = sample.filter((text) => term.words.every((word) => text.includes(word))).length;
    const shortOnly = term.words.every((word) => word.length < minimumNameWordLength);
    const common = shortOnly || (sample.length > 0 && sampleHits >= Math.max(5, sample.length / 100));
    const params: unknown[] = [ctx.dictionary.languageId, candidateLimit];
    const conditions = term.words.map((word) => {
      params.push(`%${escapeLike(word)}%`);
      return `t.search_text LIKE $${params.length}`;
    });
    const sql = `SELECT t.product_id AS id FROM product_translation t
                  WHERE t.language_id = $1 AND ${conditions.join(' AND ')} LIMIT $2`;
    nameQuery = common
      ? ctx.db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_bitmapscan = off');
          await tx.query('SET LOCAL synchronize_seqscans = off');
          return tx.query<{ id: string }>(sql, params);
        })
      : ctx.db.query<{ id: string }>(sql, params);
  }
  const [numbers, skus, names] = await Promise.all([numberQuery, skuQuery, nameQuery]);
  // Candidate ids with their rank: number and article hits keep their order, name hits rank after them.
  const rankOf = new Map<string, number>();
  [...numbers.rows, ...skus.rows].forEach((row, index) => {
    if (!rankOf.has(row.id)) rankOf.set(row.id, index);
  });
  const nameRank = rankOf.size + 1;
  for (const row of names.rows) if (!rankOf.has(row.id)) rankOf.set(row.id, nameRank);
  const emptyAggregation: CategoryAggregation = {
    total: 0,
    available: 0,
    minPrice: null,
    maxPrice: null,
    optionCounts: {},
    manufacturerCounts: {},
  };
  if (rankOf.size === 0) return { ids: [], total: 0, aggregation: emptyAggregation };

  const params = new SqlParams([
    [...rankOf.keys()],
    [...rankOf.values()],
    `${escapeLike(term.term)}%`,
    `%${escapeLike(term.term)}%`,
    ctx.dictionary.languageId,
  ]);
  const entity = productEntity(ctx.dictionary.languageId);
  const base = ['p.active'];
  if (query.onlyAvailable) base.push('p.stock > 0');
  if (query.criteriaFilter?.length) base.push(compileFilters(entity, query.criteriaFilter, params));
  const listed = [...base];
  for (const group of query.optionGroups) listed.push(`p.filter_keys && ${params.add(group, 'uuid[]')}`);
  if (query.manufacturerIds.length > 0) listed.push(`p.filter_keys && ${params.add(query.manufacturerIds, 'uuid[]')}`);
  if (query.minPrice !== null) listed.push(`p.net_price >= ${params.add(query.minPrice, 'numeric')}`);
  if (query.maxPrice !== null) listed.push(`p.net_price <= ${params.add(query.maxPrice, 'numeric')}`);
  if (query.criteriaPostFilter?.length) {
    listed.push(compileFilters(entity, query.criteriaPostFilter, params, '/post-filter'));
  }
  const pageParams = new SqlParams(params.values);
  const limitOffset = `LIMIT ${pageParams.add(query.limit, 'int')} OFFSET ${pageParams.add(query.offset, 'int')}`;
  const from = `unnest($1::uuid[], $2::int[]) AS c(id, rank)
      JOIN product p ON p.id = c.id
      JOIN product_translation t ON t.product_id = p.id AND t.language_id = $5::uuid`;
  // $3/$4 (name ranking) are used by the relevance order only; reference them always so their types are known.
  const { rows } = await ctx.db.query<{ id: string; total: number }>(
    `SELECT p.id, count(*) OVER ()::int AS total FROM ${from}
      WHERE ${listed.join(' AND ')} AND $3::text IS NOT NULL AND $4::text IS NOT NULL
      ORDER BY ${searchOrderBy[query.sorting]}
      ${limitOffset}`,
    pageParams.values,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const count = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${from} WHERE ${listed.join(' AND ')} AND $3::text IS NOT NULL AND $4::text IS NOT NULL`,
      params.values,
    );
    total = count.rows[0]?.total ?? 0;
  }
  const aggregationParams = new SqlParams([[...rankOf.keys()]]);
  const aggregationBase = ['p.id = ANY ($1::uuid[])', 'p.active'];
  if (query.onlyAvailable) aggregationBase.push('p.stock > 0');
  if (query.criteriaFilter?.length) {
    aggregationBase.push(compileFilters(entity, query.criteriaFilter, aggregationParams));
  }
  const aggregation = await narrowedAggregation(
    ctx,
    { where: aggregationBase, params: aggregationParams },
    query,
    total,
    // Above the candidate count: the candidate set is always counted whole (exact counts).
    { cap: rankOf.size + 1 },
  );
  return { ids: rows.map((row) => row.id), total, aggregation };
}
