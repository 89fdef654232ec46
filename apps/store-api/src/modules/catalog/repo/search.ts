import { createHash } from 'node:crypto';
import { escapeLike } from '../domain/searchTerm';
import type { ListingSorting } from '../domain/listingParameters';
import type { SearchTerm } from '../domain/searchTerm';
import { SqlParams, compileFilters, productEntity } from '../../../platform/db/criteria';
import { filterGroups } from './listing';
import type { CategoryAggregation, ListingPageQuery } from './listing';
import type { CatalogContext } from './products';

/** Ids of one search page and the (capped) number of matches. */
export interface SearchHits {
  ids: string[];
  total: number;
}

const numberHitsSql = `SELECT id FROM (
    SELECT id, product_number, 0 AS rank FROM product WHERE product_number = upper($3) AND active
    UNION ALL
    SELECT id, product_number, 1 FROM product WHERE lower(product_number) LIKE $1 AND active
    UNION ALL
    SELECT id, product_number, 2 FROM product WHERE lower(manufacturer_number) LIKE $1 AND active
    UNION ALL
    SELECT id, product_number, 2 FROM product WHERE ean LIKE $1 AND active
  ) hits ORDER BY rank, product_number LIMIT $2`;

const articleHitsSql = `SELECT product_id AS id FROM article_link WHERE company_id = $1 AND lower(customer_sku) LIKE $2
  ORDER BY customer_sku LIMIT $3`;

/**
 * The same number hits (as text, in their order) with the search generation of the same snapshot (migrations 0030,
 * 0031): prefixes as ranges up to the term followed by U+10FFFF, in a function that keeps its generic plan (the LIKE
 * statement is planned on every execution).
 */
const numberHitsWithGenerationSql = 'SELECT generation, ids FROM ratchet_search_number_hits($1, $2, $3, $4)';

/**
 * Number hits of a term, in rank order (exact product number, product-number prefixes, then manufacturer
 * numbers and EANs starting with it), and — for a logged-in customer — the company's own article numbers
 * starting with it: b-tree prefix scans, at most `limit` rows each. `withGeneration` reads the search generation in
 * the same statement (null without).
 */
function numberAndArticleHits(ctx: CatalogContext, term: SearchTerm, limit: number, withGeneration = false) {
  const prefix = `${escapeLike(term.term)}%`;
  const companyId = ctx.viewer.customer?.companyId ?? null;
  const numbers: Promise<{ rows: Array<{ id: string }>; generation: string | null }> = withGeneration
    ? ctx.db
        .query<{ generation: string | null; ids: string[] | null }>(
          numberHitsWithGenerationSql,
          [term.term, `${term.term}\u{10FFFF}`, limit, term.term],
          { name: 'search_number_hits' },
        )
        .then(({ rows }) => ({
          rows: (rows[0]?.ids ?? []).map((id) => ({ id })),
          generation: rows[0]?.generation ?? null,
        }))
    : ctx.db
        .query<{ id: string }>(numberHitsSql, [prefix, limit, term.term], {
          name: statementName('search_numbers', numberHitsSql),
        })
        .then(({ rows }) => ({ rows, generation: null }));
  const articles = companyId
    ? ctx.db.query<{ id: string }>(articleHitsSql, [companyId, prefix, limit], {
        name: statementName('search_articles', articleHitsSql),
      })
    : Promise.resolve({ rows: [] as Array<{ id: string }> });
  return { numbers, articles };
}

/**
 * A prepared statement's name for a search statement of a fixed shape (PostgreSQL parses and plans it once per
 * connection; planning the aggregation statement cost 1–2.5 ms per request under load). Shapes are few: the
 * words of a term, the sorting, the availability filter; statements with filters stay unnamed.
 */
function statementName(prefix: string, sql: string): string {
  const key = `${prefix} ${sql}`;
  let name = statementNames.get(key);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(key, name);
  }
  return name;
}
const statementNames = new Map<string, string>();

/**
 * Runs a statement with bounded name candidates: `sqlFor` receives the name conditions (every word of the term, on
 * table alias `t`, `languageParam` the language id; their patterns are appended to `params`; `FALSE` for a term
 * without name words). A term matching at least 2 % of the sample matches many rows: it is read sequentially until
 * the candidate limit (a few ms), testing the search text with `strpos` (no index can serve it, so the plan stays
 * a sequential read without session settings; the pool turns synchronized scans off, so the read starts at the
 * table's beginning, where this language's rows are). Rarer terms go through the index over the search words
 * (migration 0020): its posting lists are exact, where the trigram index's common trigrams had long lists and every
 * hit needed a recheck (`sechskantschraube m16`: 29 → 9 ms, `unterlegscheibe m3`: 58 → 13 ms under load 12). Both
 * paths find the same rows in the same (physical) order, so the bounded set does not depend on the path (checked
 * for the bench's 525 terms). The bound was 1 % until session 8: per-term timings of the bench's terms showed terms
 * just above it (`zylinderschraube m10`, 1.05 % of the sample) reading most of the language's rows sequentially
 * (43–57 ms) where the word index took 2 ms; at 2 % the mean name read fell 2.84 → 2.66 ms and the slowest from
 * 57 to 11 ms. `prepare` names the statement (fixed shapes only).
 */
function readNameCandidates<Row>(
  ctx: CatalogContext,
  term: SearchTerm,
  params: unknown[],
  sqlFor: (nameConditions: string) => string,
  options: { prepare: boolean; languageParam: string } = { prepare: true, languageParam: '$1' },
) {
  const named = (prefix: string, sql: string) => (options.prepare ? { name: statementName(prefix, sql) } : undefined);
  if (term.words.length === 0) {
    const sql = sqlFor('FALSE');
    return ctx.db.query<Row>(sql, params, named('search_none', sql));
  }
  const { via, words } = namePath(ctx.dictionary.searchSample, term.words);
  const sql = sqlFor(nameConditions(words, params, via, options.languageParam));
  return ctx.db.query<Row>(sql, params, named(`search_${via}`, sql));
}

/** The name path of a term's words and the order they are tested in. */
interface NamePath {
  via: 'text' | 'words';
  words: string[];
}

/**
 * The name path of a term's words, judged on the language's sample: sequential for words in at least 2 % of it
 * (rarest word first), else the word index. Remembered per sample (a dictionary's) and words, at most 1,000 each:
 * testing 2,000 sample texts was ~0.1 ms of node CPU per search request (session 9 profile).
 */
function namePath(sample: readonly string[], termWords: readonly string[]): NamePath {
  let known = namePaths.get(sample);
  if (!known) {
    known = new Map();
    namePaths.set(sample, known);
  }
  const key = termWords.join(' ');
  const remembered = known.get(key);
  if (remembered) return remembered;
  const sampleHits = sample.filter((text) => termWords.every((word) => text.includes(word))).length;
  const common = sample.length > 0 && sampleHits >= Math.max(5, sample.length / 50);
  // A sequential read tests the words in order: the rarest first, so most rows are rejected by one test.
  const sampleCount = (word: string) => sample.reduce((count, text) => (text.includes(word) ? count + 1 : count), 0);
  const path: NamePath = {
    via: common ? 'text' : 'words',
    words: common && termWords.length > 1 ? rarestFirst(termWords, sampleCount) : [...termWords],
  };
  if (known.size >= 1000) known.delete(known.keys().next().value as string);
  known.set(key, path);
  return path;
}
const namePaths = new WeakMap<readonly string[], Map<string, NamePath>>();

/** The words ordered by how often they occur in the sample, rarest first (ties keep their order). */
function rarestFirst(words: readonly string[], sampleCount: (word: string) => number): string[] {
  const counts = new Map(words.map((word) => [word, sampleCount(word)]));
  return [...words].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
}

/**
 * Every word of the term occurs in the search text (storefront.md §2 Search: each word must match, also inside a
 * longer word, "schraube" finds "Sechskantschraube"), as `strpos(t.search_text, word) > 0` (`text`, for a
 * sequential read: the same test as LIKE '%word%' without wildcards to escape) or through the word index (`words`):
 * a typed word contains no space, so it occurs in the text exactly when it occurs in one of the text's
 * space-separated words; the language's words containing it are read from the small word dictionary
 * (`search_word`) and the row must have one of them (`search_words &&`, GIN).
 */
function nameConditions(words: string[], params: unknown[], via: 'text' | 'words', languageParam: string): string {
  return words
    .map((word) => {
      params.push(via === 'text' ? word : `%${escapeLike(word)}%`);
      const pattern = `$${params.length}`;
      if (via === 'text') return `strpos(t.search_text, ${pattern}::text) > 0`;
      return `t.search_words && ARRAY(SELECT w.word FROM search_word w WHERE w.language_id = ${languageParam} AND w.word LIKE ${pattern})`;
    })
    .join(' AND ');
}

/**
 * Ranked product search in bounded steps (issue 3 Performance):
 * 1. exact product-number hit first, then product numbers, manufacturer numbers, EANs and — for a
 *    logged-in customer — the company's own article numbers starting with the term (b-tree prefix scans);
 * 2. name matches: a candidate set of at most `candidateLimit` rows containing every word (the search
 *    words' index for rare terms; a bounded sequential read for catalogue words, which match many rows),
 *    ranked only within that set (name starts with the term, contains the whole term, shorter
 *    names first). Ranking never touches more than `candidateLimit` rows, whatever the term.
 * `total` is exact up to `candidateLimit` name candidates (then it is the cap).
 */
export async function searchProductIds(
  ctx: CatalogContext,
  term: SearchTerm,
  options: { offset: number; limit: number; candidateLimit: number },
): Promise<SearchHits> {
  const want = options.offset + options.limit;
  const { numbers: numberQuery, articles: skuQuery } = numberAndArticleHits(ctx, term, want);
  let nameQuery: Promise<{ rows: Array<{ id: string; total: number }> }> = Promise.resolve({ rows: [] });
  if (term.words.length > 0) {
    const params: unknown[] = [
      ctx.dictionary.languageId,
      options.candidateLimit,
      `${escapeLike(term.term)}%`,
      `%${escapeLike(term.term)}%`,
      want,
    ];
    nameQuery = readNameCandidates<{ id: string; total: number }>(
      ctx,
      term,
      params,
      (names) => `SELECT c.product_id AS id, count(*) OVER ()::int AS total FROM (
          SELECT t.product_id, lower(t.name) AS name FROM product_translation t
           WHERE t.language_id = $1 AND ${names}
           LIMIT $2
        ) c
        ORDER BY (c.name LIKE $3) DESC, (c.name LIKE $4) DESC, length(c.name), c.name
        LIMIT $5`,
    );
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
export interface SearchListingQuery extends ListingPageQuery {
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
  score: 'f.rank, (lower(f.name) LIKE $3) DESC, (lower(f.name) LIKE $4) DESC, length(f.name), lower(f.name), f.id',
  topseller: 'f.sales DESC, f.product_number',
  'name-asc': 'f.name ASC, f.product_number',
  'name-desc': 'f.name DESC, f.product_number',
  'price-asc': 'f.net_price ASC, f.product_number',
  'price-desc': 'f.net_price DESC, f.product_number',
  newest: 'f.release_date DESC NULLS LAST, f.product_number',
};

/**
 * The search page (POST /search) with Shopware's listing parameters, issue 3 Routes:
 * 1. a bounded candidate set — product numbers, manufacturer numbers and EANs starting with the
 *    term, the company's own article numbers, and at most `candidateLimit` name matches (the same
 *    bounded reads as {@link searchProductIds});
 * 2. property, manufacturer, price and criteria filters narrow that set in SQL, which then ranks
 *    (or sorts by `order`) and pages it — filters never run after paging;
 * 3. the listing aggregations (properties, manufacturer, price) are counted over the candidate set
 *    with Shopware's reduce-aggregations semantics, in the same pass over the candidates (one flag per
 *    filter group and row: the page needs all flags, a group's options all flags but its own).
 */
export async function searchListing(
  ctx: CatalogContext,
  term: SearchTerm,
  query: SearchListingQuery,
): Promise<SearchListing> {
  const candidateLimit = query.candidateLimit;
  const groups = filterGroups(query, []);
  const unfiltered = groups.length === 0 && !query.criteriaFilter?.length && !query.criteriaPostFilter?.length;
  // The storefront's first page of a term and its further pages: relevance order, no filter (see `leanStatement`).
  const leanPage = unfiltered && !query.onlyAvailable && query.sorting === 'score';
  // Such a page may reuse the term's ranked name candidates while the search generation is unchanged: it is read with
  // the number hits.
  const mayReuseCandidates = leanPage && facetCacheSeconds > 0 && term.words.length > 0;
  const { numbers: numberQuery, articles: skuQuery } = numberAndArticleHits(
    ctx,
    term,
    candidateLimit,
    mayReuseCandidates,
  );
  const [numbers, skus] = await Promise.all([numberQuery, skuQuery]);
  // Number and article hits keep their order (rank = first position); name hits rank after them.
  const rankOf = new Map<string, number>();
  [...numbers.rows, ...skus.rows].forEach((row, index) => {
    if (!rankOf.has(row.id)) rankOf.set(row.id, index);
  });
  // The ranked name candidates answer a lean page when the number hits can be placed in front of them in node exactly
  // as the statements order them: every hit is active (the number hits are read so; article hits are not, so a page
  // with article hits takes a statement) and no hit's rank reaches the names' rank (`$7` below); and the generation
  // was read (its row is never deleted; without it nothing could tell remembered candidates from changed ones).
  const hitIds = [...rankOf.keys()];
  const candidatesApply =
    mayReuseCandidates &&
    numbers.generation !== null &&
    skus.rows.length === 0 &&
    [...rankOf.values()].every((rank) => rank <= rankOf.size);
  if (rankOf.size === 0 && term.words.length === 0) {
    return {
      ids: [],
      total: 0,
      aggregation: { total: 0, available: 0, minPrice: null, maxPrice: null, optionCounts: {}, manufacturerCounts: {} },
    };
  }

  const params = new SqlParams([
    [...rankOf.keys()],
    [...rankOf.values()],
    `${escapeLike(term.term)}%`,
    `%${escapeLike(term.term)}%`,
    ctx.dictionary.languageId,
    candidateLimit,
    rankOf.size + 1,
  ]);
  const entity = productEntity(ctx.dictionary.languageId, query.seesPrices);
  const base = ['p.active'];
  if (query.onlyAvailable) base.push('p.stock > 0');
  if (query.criteriaFilter?.length) base.push(compileFilters(entity, query.criteriaFilter, params));
  // One pass over the candidates: every filter group becomes a flag per row, so the page (all flags and
  // the post-filter) and the reduce-aggregations (all flags but one) come from the same rows.
  const flags = groups.map((group, index) => `(${group.build(params)}) AS m${index}`);
  const postFilter = query.criteriaPostFilter?.length
    ? compileFilters(entity, query.criteriaPostFilter, params, '/post-filter')
    : 'TRUE';
  const allBut = (skip: number) => {
    const parts = groups.map((_, index) => `f.m${index}`).filter((_, index) => index !== skip);
    return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
  };
  const counts = ['k.key', 'k.n', ...groups.map((_, index) => `k.n${index}`)];
  const priceIndex = groups.findIndex((group) => group.kind === 'price');
  const limit = params.add(query.limit, 'int');
  const offset = params.add(query.offset, 'int');
  // The name candidates are read inside the statement (n): the up to 1,000 ids and names never travel to the
  // server and back (node-postgres wrote and PostgreSQL parsed 1,000-element arrays per request, session 8).
  // The keys are unnested in the select list (one ProjectSet), not as a function scan per candidate row, which
  // kept a tuple store per row: 2.1 → 1.2 ms for 1,000 candidates with 6,700 keys. With facets of the same term
  // and filter set counted in the last minute, only the page and its total are read.
  const statement = (withFacets: boolean) => (names: string) => `WITH n AS MATERIALIZED (
        SELECT t.product_id AS id, t.name FROM product_translation t
         WHERE t.language_id = $5 AND ${names} LIMIT $6
      ), c AS (
        SELECT h.id, h.rank, n.name FROM unnest($1::uuid[], $2::int[]) AS h(id, rank) LEFT JOIN n ON n.id = h.id
        UNION ALL
        SELECT n.id, $7::int, n.name FROM n WHERE n.id <> ALL ($1::uuid[])
      ), f AS MATERIALIZED (
        SELECT p.id, c.rank,${withFacets ? ' p.filter_keys,' : ''} p.net_price, p.stock, p.sales, p.release_date,
               p.product_number,
               coalesce(c.name, (SELECT t.name FROM product_translation t
                                  WHERE t.product_id = p.id AND t.language_id = $5::uuid)) AS name,
               (${postFilter}) AS pf${flags.length > 0 ? `, ${flags.join(', ')}` : ''}
          FROM c
          JOIN product p ON p.id = c.id
         WHERE ${base.join(' AND ')}
      )${
        withFacets
          ? `, k AS (
        SELECT f.key::text AS key, count(*) FILTER (WHERE ${allBut(-1)})::int AS n
               ${groups.map((_, index) => `, count(*) FILTER (WHERE ${allBut(index)})::int AS n${index}`).join('')}
          FROM (SELECT unnest(f.filter_keys) AS key${groups.map((_, index) => `, f.m${index}`).join('')} FROM f) f
         GROUP BY f.key
      )`
          : ''
      }
      SELECT ${
        withFacets && candidatesApply
          ? `${offset} AS page_offset, ${limit} AS page_limit,` // the page comes from `ranked` (typed parameters kept)
          : `(SELECT json_agg(json_build_array(page.id)) FROM (
                SELECT f.id FROM f WHERE ${allBut(-1)} AND f.pf
                 ORDER BY ${searchOrderBy[query.sorting]}
                 LIMIT ${limit} OFFSET ${offset}) page) AS page,
             (SELECT count(*)::int FROM f WHERE ${allBut(-1)} AND f.pf) AS total,`
      }${
        withFacets
          ? `
             (SELECT count(*)::int FROM f WHERE ${allBut(-1)} AND f.stock > 0) AS available,
             (SELECT min(f.net_price) FROM f WHERE ${allBut(priceIndex)}) AS min_price,
             (SELECT max(f.net_price) FROM f WHERE ${allBut(priceIndex)}) AS max_price,
             (SELECT json_agg(json_build_array(${counts.join(', ')})) FROM k) AS keys,`
          : ''
      }${withFacets && mayReuseCandidates ? rankedCandidatesColumns : ''}
             $3::text IS NOT NULL AND $4::text IS NOT NULL AS typed`;
  // The first page of a term as the storefront asks for it (relevance order, no filter) with its facets reused: only
  // the candidates' names, ranks and whether they are active matter, so no product row is read for them. A name
  // candidate is dropped only when its product is inactive (the partial index over inactive products, migration
  // 0027: usually empty, one page), which is the same as joining the product and testing `active` because every
  // translation has its product (the foreign key of 0027); the number and article hits are tested as before.
  // Reading the up to 1,000 product rows by primary key was ~30 % of the database's time for a common term.
  const leanStatement = (names: string) => `WITH n AS MATERIALIZED (
        SELECT t.product_id AS id, t.name FROM product_translation t
         WHERE t.language_id = $5 AND ${names} LIMIT $6
      ), f AS MATERIALIZED (
        SELECT h.id, h.rank, coalesce(n.name, (SELECT t.name FROM product_translation t
                                                WHERE t.product_id = h.id AND t.language_id = $5::uuid)) AS name
          FROM unnest($1::uuid[], $2::int[]) AS h(id, rank) LEFT JOIN n ON n.id = h.id
         WHERE EXISTS (SELECT 1 FROM product p WHERE p.id = h.id AND p.active)
        UNION ALL
        SELECT n.id, $7::int, n.name FROM n
         WHERE n.id <> ALL ($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM product p WHERE p.id = n.id AND NOT p.active)
      )
      SELECT (SELECT json_agg(json_build_array(page.id)) FROM (
                SELECT f.id FROM f ORDER BY ${searchOrderBy.score} LIMIT ${limit} OFFSET ${offset}) page) AS page,
             (SELECT count(*)::int FROM f) AS total,
             $3::text IS NOT NULL AND $4::text IS NOT NULL AS typed`;
  type Row = {
    page: Array<[string]> | null;
    total: number;
    available?: number;
    min_price?: string | number | null;
    max_price?: string | number | null;
    keys?: Array<[string, ...number[]]> | null;
    generation?: string | null;
    ranked?: string | null;
  };
  const read = async (withFacets: boolean) =>
    (
      await readNameCandidates<Row>(
        ctx,
        term,
        params.values,
        !withFacets && leanPage ? leanStatement : statement(withFacets),
        {
          prepare: unfiltered,
          languageParam: '$5',
        },
      )
    ).rows[0];
  const page = (row: Row | undefined, facets: SearchFacets): SearchListing => {
    const total = row?.total ?? 0;
    return { ids: (row?.page ?? []).map(([id]) => id), total, aggregation: { total, ...facets } };
  };

  // The facets do not depend on the page, the sorting or the post-filter (storefront.md §2 Filters: counts follow
  // the active filters): reused per process like a category listing's narrowed aggregations.
  const facetKey = JSON.stringify([
    ctx.dictionary.languageId,
    term.term,
    candidateLimit,
    ctx.viewer.customer?.companyId ?? null,
    query.seesPrices,
    query.onlyAvailable,
    query.optionGroups.map((group) => [...group].sort()),
    [...query.manufacturerIds].sort(),
    query.minPrice,
    query.maxPrice,
    query.criteriaFilter ?? null,
  ]);
  const candidateKey = `${ctx.dictionary.languageId} ${candidateLimit} ${term.term}`;
  const remember = (row: Row | undefined) => {
    if (mayReuseCandidates && typeof row?.generation === 'string') {
      rememberCandidates(ctx.db, candidateKey, { generation: row.generation, ranked: row.ranked ?? '' });
    }
  };

  const cached = await cachedFacets(ctx.db, facetKey);
  if (cached) {
    if (!candidatesApply) return page(await read(false), cached);
    const remembered = candidateCache.get(ctx.db)?.get(candidateKey);
    let ranked = remembered?.generation === numbers.generation ? remembered.ranked : null;
    if (ranked === null) {
      const row = await readRankedCandidates(ctx, term, candidateLimit);
      ranked = row.ranked ?? '';
      if (row.generation !== null) rememberCandidates(ctx.db, candidateKey, { generation: row.generation, ranked });
    }
    const { ids, total } = candidatePage(hitIds, ranked, query.offset, query.limit);
    return { ids, total, aggregation: { total, ...cached } };
  }
  const counted = read(true).then((row) => ({ row, facets: facetsOf(ctx, query, groups, row) }));
  rememberFacets(
    ctx.db,
    facetKey,
    counted.then(({ facets }) => facets),
  );
  const { row, facets } = await counted;
  remember(row);
  if (candidatesApply) {
    // The statement counted the facets and ranked the candidates; the page comes from them (no second sort).
    const { ids, total } = candidatePage(hitIds, row?.ranked ?? '', query.offset, query.limit);
    return { ids, total, aggregation: { total, ...facets } };
  }
  return page(row, facets);
}

/**
 * The term's name candidates that are active, in the relevance order of names (the order the search statements give
 * rows of the names' rank), as one string of 36-character ids, and the search generation of the same snapshot. The
 * candidate CTE `n` and the term patterns `$3`/`$4` are those of the search statements. The ids are joined in the order
 * of a sorted subquery (a plain Sort node) rather than with an ORDER BY inside the aggregate: ~1 ms less for 1,000
 * candidates (session 10).
 */
const rankedCandidatesColumns = `
             (SELECT value::text FROM search_generation) AS generation,
             (SELECT string_agg(r.id::text, '') FROM (
                SELECT n.id FROM n WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = n.id AND NOT p.active)
                 ORDER BY (lower(n.name) LIKE $3) DESC, (lower(n.name) LIKE $4) DESC, length(n.name), lower(n.name), n.id
              ) r) AS ranked,`;

/** Reads the ranked name candidates of a term alone (a lean page whose candidates are not remembered or changed). */
async function readRankedCandidates(
  ctx: CatalogContext,
  term: SearchTerm,
  candidateLimit: number,
): Promise<{ generation: string | null; ranked: string | null }> {
  const params: unknown[] = [
    ctx.dictionary.languageId,
    candidateLimit,
    `${escapeLike(term.term)}%`,
    `%${escapeLike(term.term)}%`,
  ];
  const { rows } = await readNameCandidates<{ generation: string | null; ranked: string | null }>(
    ctx,
    term,
    params,
    (names) => `WITH n AS MATERIALIZED (
        SELECT t.product_id AS id, t.name FROM product_translation t
         WHERE t.language_id = $1 AND ${names} LIMIT $2
      )
      SELECT ${rankedCandidatesColumns.trim().replace(/,$/, '')}`,
  );
  return rows[0] ?? { generation: null, ranked: null };
}

/** Length of a uuid's text: the ranked candidates are their ids written one after the other. */
const idLength = 36;

/**
 * A lean page from the ranked name candidates: the (active) number hits in their order, then the candidates that are
 * no hits, in their order — the rows and order of the lean statement.
 */
function candidatePage(
  hitIds: readonly string[],
  ranked: string,
  offset: number,
  limit: number,
): { ids: string[]; total: number } {
  const count = ranked.length / idLength;
  const at = (index: number) => ranked.slice(index * idLength, (index + 1) * idLength);
  if (hitIds.length === 0) {
    const ids: string[] = [];
    for (let index = offset; index < Math.min(count, offset + limit); index++) ids.push(at(index));
    return { ids, total: count };
  }
  const hits = new Set(hitIds);
  const all = [...hitIds];
  for (let index = 0; index < count; index++) {
    const id = at(index);
    if (!hits.has(id)) all.push(id);
  }
  return { ids: all.slice(offset, offset + limit), total: all.length };
}

/** The facets of a search page: what its aggregation answers besides the total. */
type SearchFacets = Omit<CategoryAggregation, 'total'>;

/** The facets of the full statement's row: option and manufacturer counts per reduce-aggregations column, prices. */
function facetsOf(
  ctx: CatalogContext,
  query: SearchListingQuery,
  groups: ReturnType<typeof filterGroups>,
  row:
    | {
        available?: number;
        min_price?: string | number | null;
        max_price?: string | number | null;
        keys?: Array<[string, ...number[]]> | null;
      }
    | undefined,
): SearchFacets {
  // Which count column answers which option or manufacturer (reduce-aggregations).
  const columnOfGroup = new Map<string, number>();
  let manufacturerColumn = -1;
  groups.forEach((group, index) => {
    if (group.kind === 'manufacturer') manufacturerColumn = index;
    const first = group.kind === 'group' ? query.optionGroups[group.groupIndex]?.[0] : undefined;
    const groupId = first ? ctx.dictionary.options.get(first)?.groupId : undefined;
    if (groupId) columnOfGroup.set(groupId, index);
  });
  const optionCounts: Record<string, number> = {};
  const manufacturerCounts: Record<string, number> = {};
  for (const [key, all = 0, ...without] of row?.keys ?? []) {
    const option = ctx.dictionary.options.get(key);
    if (option) {
      const column = columnOfGroup.get(option.groupId);
      const count = column === undefined ? all : (without[column] ?? 0);
      if (count > 0) optionCounts[key] = count;
    } else if (ctx.dictionary.manufacturers.has(key)) {
      const count = manufacturerColumn < 0 ? all : (without[manufacturerColumn] ?? 0);
      if (count > 0) manufacturerCounts[key] = count;
    }
  }
  const money = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    available: row?.available ?? 0,
    minPrice: money(row?.min_price),
    maxPrice: money(row?.max_price),
    optionCounts,
    manufacturerCounts,
  };
}

/**
 * How long a search page's facets are reused, and how many term and filter sets are kept per process: the category
 * listing's setting (`RATCHET_AGGREGATION_CACHE_SECONDS`, default 60; 0 turns the reuse off, as the bench does to
 * measure the uncached cost).
 */
const facetCacheSeconds = Number(process.env.RATCHET_AGGREGATION_CACHE_SECONDS ?? 60);
const facetCacheEntries = 1000;
const facetCache = new WeakMap<CatalogContext['db'], Map<string, { expires: number; value: Promise<SearchFacets> }>>();

/** The facets counted for a key within the reuse time (null: none, expired, failed or reuse off). */
async function cachedFacets(db: CatalogContext['db'], key: string): Promise<SearchFacets | null> {
  if (facetCacheSeconds <= 0) return null;
  const hit = facetCache.get(db)?.get(key);
  if (!hit || hit.expires <= Date.now()) return null;
  return hit.value.catch(() => null);
}

/** Keeps facets being counted (concurrent requests for the same key wait for them instead of counting again). */
function rememberFacets(db: CatalogContext['db'], key: string, value: Promise<SearchFacets>): void {
  if (facetCacheSeconds <= 0) return;
  let perDb = facetCache.get(db);
  if (!perDb) {
    perDb = new Map();
    facetCache.set(db, perDb);
  }
  perDb.delete(key);
  perDb.set(key, { expires: Date.now() + facetCacheSeconds * 1000, value });
  value.catch(() => perDb.delete(key));
  if (perDb.size > facetCacheEntries) {
    // Drop the oldest entries (a Map keeps insertion order).
    for (const old of [...perDb.keys()].slice(0, perDb.size - facetCacheEntries)) perDb.delete(old);
  }
}

/** A term's ranked name candidates (`ranked`: ids one after the other) as of a search generation. */
interface RankedCandidates {
  generation: string;
  ranked: string;
}

/**
 * Ranked name candidates per process and database, at most 1,000 terms (the facets' number; at most 36 KB each): they
 * stay valid exactly as long as the search generation is unchanged, so they need no expiry.
 */
const candidateCache = new WeakMap<CatalogContext['db'], Map<string, RankedCandidates>>();
const candidateCacheEntries = 1000;

function rememberCandidates(db: CatalogContext['db'], key: string, value: RankedCandidates): void {
  let perDb = candidateCache.get(db);
  if (!perDb) {
    perDb = new Map();
    candidateCache.set(db, perDb);
  }
  perDb.delete(key);
  perDb.set(key, value);
  if (perDb.size > candidateCacheEntries) perDb.delete(perDb.keys().next().value as string);
}
