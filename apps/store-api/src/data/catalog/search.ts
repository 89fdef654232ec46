import { escapeLike, minimumNameWordLength } from '../../domain/catalog/searchTerm';
import type { SearchTerm } from '../../domain/catalog/searchTerm';
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
