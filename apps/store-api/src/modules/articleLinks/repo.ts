import type { Database } from '../../platform/db/db';

/** A link with its product's number and name (in the asked language, another one's when it has none). */
export interface ArticleLinkRow {
  id: string;
  product_id: string;
  product_number: string | null;
  product_name: string | null;
  customer_sku: string;
  description: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be an id of the database (anything else names no record: 404, not a database error). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** `text` as a LIKE pattern matching it literally (backslash, `%` and `_` escaped; LIKE's escape is the backslash). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The LIKE patterns of a search term, passed as parameters: the statement's text stays short (each escaping in SQL was
 * parsed and folded once per use, six times a search) and the planner still sees each pattern as a constant.
 */
const termPatterns = (term: string) => ({ contains: `%${likeLiteral(term)}%`, prefix: `${likeLiteral(term)}%` });

/** The name of product `p` in language `lang` (SQL expression). */
const productName = (p: string, lang: string) =>
  `coalesce((SELECT t.name FROM product_translation t WHERE t.product_id = ${p} AND t.language_id = ${lang}),
            (SELECT t.name FROM product_translation t WHERE t.product_id = ${p} ORDER BY t.language_id LIMIT 1))`;

/** A dictionary word fitting one part of a search term (domain.ts termWords; part 0 first, -1 last, 1… inner). */
export interface TermWordRow {
  part: number;
  word: string;
  /** Uses of the word in the company's descriptions (migration 0023). */
  uses: number;
  /** Links of the company (article_link_tally). */
  company_links: number;
}

/**
 * The company's description words (article_link_word, migrations 0022 and 0023) fitting each part of a term of several
 * words: those ending with the first part (suffix index), equal to an inner part, beginning with the last part (the
 * key's pattern index); words no description uses any more are left out. At most `cap` + 1 words of the first and of the last part (more
 * tell that the part narrows nothing).
 */
export async function findTermWords(
  db: Database,
  companyId: string,
  words: { first: string; inner: readonly string[]; last: string },
  cap: number,
): Promise<TermWordRow[]> {
  // A term of two words has no inner part: its statement leaves that lookup out.
  const inner =
    words.inner.length > 0
      ? `SELECT i.n::int, w.word, w.uses FROM unnest($5::text[]) WITH ORDINALITY AS i(word, n)
               JOIN article_link_word w ON w.company_id = $1 AND w.word = i.word AND w.uses > 0
             UNION ALL`
      : '';
  const { rows } = await db.query<TermWordRow>(
    `SELECT f.part, f.word, f.uses, coalesce((SELECT t.links FROM article_link_tally t WHERE t.company_id = $1), 0)::int AS company_links
       FROM (SELECT 0 AS part, s.word, s.uses FROM (
               SELECT w.word, w.uses FROM article_link_word w
                WHERE w.company_id = $1 AND reverse(w.word) LIKE $2 AND w.uses > 0
                LIMIT $4) s
             UNION ALL
             ${inner}
             SELECT -1, p.word, p.uses FROM (
               SELECT w.word, w.uses FROM article_link_word w
                WHERE w.company_id = $1 AND w.word LIKE $3 AND w.uses > 0
                LIMIT $4) p) f`,
    [
      companyId,
      // PostgreSQL's reverse() turns characters around, as the spread of a string's code points does.
      `${likeLiteral([...words.first].reverse().join(''))}%`,
      `${likeLiteral(words.last)}%`,
      cap + 1,
      ...(words.inner.length > 0 ? [words.inner] : []),
    ],
  );
  return rows;
}

/**
 * How a search reads the descriptions containing its term (service.ts descriptionMatchOf): through the adjacent word
 * pairs one of which such a description has (exact; article_link_pair, migration 0026), through the words it has one
 * of (article_link_words_idx, migration 0022; the LIKE decides), through its trigrams with runs of the term as keys of
 * their own (domain.ts termTrigramRuns; the LIKE decides), or — null — through its trigrams.
 */
export type DescriptionMatch =
  { pairs: readonly string[] } | { words: readonly string[] } | { runs: readonly string[] } | null;

/** A match for descriptionHits: its words, pairs or runs are the SQL text[] parameter `param`. */
interface MatchSql {
  kind: 'pairs' | 'words' | 'runs';
  param: string;
  /** One pair: its range holds each link once, in list order. */
  single: boolean;
  /** How many elements the parameter has (runs: one condition each). */
  count: number;
}

const matchSql = (match: DescriptionMatch, param: string): MatchSql | null =>
  match === null
    ? null
    : 'pairs' in match
      ? { kind: 'pairs', param, single: match.pairs.length === 1, count: match.pairs.length }
      : 'words' in match
        ? { kind: 'words', param, single: false, count: match.words.length }
        : { kind: 'runs', param, single: false, count: match.runs.length };

/** The match's array parameter, if any (runs as LIKE patterns). */
const matchParams = (match: DescriptionMatch): unknown[] =>
  match === null
    ? []
    : [
        'pairs' in match
          ? match.pairs
          : 'words' in match
            ? match.words
            : match.runs.map((run) => `%${likeLiteral(run)}%`),
      ];

/**
 * The keys (product id, customer article number) of the company's links whose description contains a search term.
 * Pairs: the range of each pair in the pair index, read alone (an index-only scan in list order: no link is read).
 * Words: the links having one of the words (article_link_words_idx; trigrams of words found in nearly every description
 * have posting lists as long as the table), the LIKE deciding. Runs: the description's trigrams, each run of the term
 * a LIKE of its own written before the term's (so the index takes them as its first keys), the LIKE deciding. None:
 * the description's trigrams (article_link_description_idx), the LIKE deciding.
 */
function descriptionHits(company: string, contains: string, match: MatchSql | null): string {
  if (match?.kind === 'pairs') {
    // Several pairs: a link having two of them is one match.
    return match.single
      ? `SELECT p.product_id, p.customer_sku FROM article_link_pair p
          WHERE p.company_id = ${company} AND p.pair = (${match.param}::text[])[1]`
      : `SELECT DISTINCT p.product_id, p.customer_sku FROM article_link_pair p
          WHERE p.company_id = ${company} AND p.pair = ANY(${match.param}::text[])`;
  }
  if (match?.kind === 'runs') {
    const runs = Array.from(
      { length: match.count },
      (_, index) => `lower(al.description) LIKE (${match.param}::text[])[${index + 1}]`,
    );
    return `SELECT al.product_id, al.customer_sku FROM article_link al
        WHERE al.company_id = ${company} AND ${runs.join(' AND ')} AND lower(al.description) LIKE ${contains}`;
  }
  // The words as a sub-select (an init plan): the planner's estimate for an array of rare words it has no statistics
  // of is a large part of the table (a sequential scan testing every link's words), for an init plan's value a few
  // rows (the GIN index). OFFSET 0 keeps the LIKE out of the index scan (the trigram index is what the words replace).
  return match
    ? `SELECT c.product_id, c.customer_sku
         FROM (SELECT al.product_id, al.customer_sku, al.description FROM article_link al
                WHERE al.company_id = ${company} AND al.description_words && (SELECT ${match.param}::text[]) OFFSET 0) c
        WHERE lower(c.description) LIKE ${contains}`
    : `SELECT al.product_id, al.customer_sku FROM article_link al
        WHERE al.company_id = ${company} AND lower(al.description) LIKE ${contains}`;
}

/** The SQL parameters holding a search term's LIKE patterns (termPatterns). */
interface TermParams {
  contains: string;
  prefix: string;
}

/**
 * The company's links matching a search by number or name whose description does not contain the term: customer
 * article number by prefix (article_link_sku_idx), or a product matching by shop article number prefix
 * (product_number_pattern_idx) or by name (the translations' trigram index), one lookup of the company's links by key
 * for both. One OR over these and the description read every link of the company; a join of the links per product
 * lookup planned the links table once more (about 0.1 ms of planning a search).
 */
function numberAndNameHits(company: string, { contains, prefix }: TermParams): string {
  return `SELECT al.product_id, al.customer_sku FROM article_link al
           WHERE al.company_id = ${company} AND lower(al.customer_sku) LIKE ${prefix}
             AND lower(al.description) NOT LIKE ${contains}
          UNION
          SELECT al.product_id, al.customer_sku FROM article_link al
           WHERE al.company_id = ${company} AND lower(al.description) NOT LIKE ${contains}
             AND al.product_id IN (SELECT x.id FROM product x WHERE lower(x.product_number) LIKE ${prefix}
                                   UNION ALL
                                   SELECT t.product_id FROM product_translation t WHERE t.search_text LIKE ${contains})`;
}

/**
 * The company's links matching a search as two disjoint CTEs: `described` (the description contains the term:
 * descriptionHits) and `others` (number or name matches whose description does not contain it). Neither the number of
 * matches nor a page then deduplicates the many description matches of a common term against the others (the union
 * of all four lookups hashed every match: a fifth of the statement for a term in 2,500 descriptions). The matches of
 * one pair are not materialised: its index range holds them in list order, so the page reads its first entries and the
 * number counts the range (an index-only scan each) instead of copying every match and sorting them for the page.
 */
const searchParts = (company: string, term: TermParams, match: MatchSql | null) =>
  `described AS ${match?.single ? 'NOT MATERIALIZED' : 'MATERIALIZED'} (${descriptionHits(company, term.contains, match)}),
   others AS MATERIALIZED (${numberAndNameHits(company, term)})`;

/** The keys of the company's links matching a search (searchParts' two parts). */
const searchHits = (company: string, term: TermParams, match: MatchSql | null) =>
  `WITH ${searchParts(company, term, match)}
   SELECT d.product_id, d.customer_sku FROM described d UNION ALL SELECT o.product_id, o.customer_sku FROM others o`;

/**
 * The page's rows of the links whose keys `page` (product_id, customer_sku) selects, in list order; the product's
 * number as a sub-select (a join of the products was one more relation to plan in every list statement).
 */
const pageRows = (page: string, extra = '') =>
  `WITH page AS (${page})
   SELECT al.id, al.product_id, (SELECT p.product_number FROM product p WHERE p.id = al.product_id) AS product_number,
          ${productName('al.product_id', '$2')} AS product_name, al.customer_sku, al.description${extra}
     FROM page
     JOIN article_link al ON al.company_id = $1 AND al.product_id = page.product_id
    ORDER BY page.customer_sku, page.product_id`;

/**
 * One page of the company's links ordered by customer article number, and the number of matches. Unfiltered, the
 * total is the company's tally (migration 0019, kept by triggers with every write) and a page past the middle is read
 * from the end of the list index backwards, so no page skips more than half of the links. A search finds its matches
 * once (searchParts) and answers the page and their number in one statement: the page is the first description
 * matches up to its end and the other matches, sorted.
 */
export async function findArticleLinks(
  db: Database,
  companyId: string,
  languageId: string,
  filter: {
    search: string | undefined;
    /** How the descriptions containing the term are read (service.ts descriptionMatchOf); null: their trigrams. */
    description?: DescriptionMatch;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ArticleLinkRow[]; total: number }> {
  const search = filter.search?.toLowerCase();
  if (search) {
    const match = filter.description ?? null;
    const { contains, prefix } = termPatterns(search);
    const params: unknown[] = [
      companyId,
      languageId,
      filter.limit,
      filter.offset,
      contains,
      prefix,
      ...matchParams(match),
    ];
    const { rows } = await db.query<ArticleLinkRow & { total_count: number }>(
      pageRows(
        `WITH ${searchParts('$1', { contains: '$5', prefix: '$6' }, matchSql(match, '$7'))}
         SELECT h.product_id, h.customer_sku,
                ((SELECT count(*) FROM described) + (SELECT count(*) FROM others))::int AS total_count
           FROM ((SELECT d.product_id, d.customer_sku FROM described d
                   ORDER BY d.customer_sku, d.product_id LIMIT $3::int + $4::int)
                 UNION ALL
                 SELECT o.product_id, o.customer_sku FROM others o) h
          ORDER BY h.customer_sku, h.product_id LIMIT $3 OFFSET $4`,
        ', page.total_count',
      ),
      params,
    );
    if (rows.length > 0 || filter.offset === 0) {
      return { rows: rows.map(({ total_count: _, ...row }) => row), total: rows[0]?.total_count ?? 0 };
    }
    // A page past the last match: the number of matches alone.
    const count = await db.query<{ n: number }>(
      `WITH ${searchParts('$1', { contains: '$2', prefix: '$3' }, matchSql(match, '$4'))}
       SELECT ((SELECT count(*) FROM described) + (SELECT count(*) FROM others))::int AS n`,
      [companyId, contains, prefix, ...matchParams(match)],
    );
    return { rows: [], total: count.rows[0]?.n ?? 0 };
  }
  const tally = await db.query<{ n: number }>(
    'SELECT coalesce((SELECT links FROM article_link_tally WHERE company_id = $1), 0)::int AS n',
    [companyId],
  );
  const total = tally.rows[0]?.n ?? 0;
  if (filter.offset >= total) return { rows: [], total };
  // The page's keys first, on the list index alone (an index-only scan), then the page's rows with product number
  // and name: names are looked up for the rows shown, not for every row skipped.
  const fromEnd = filter.offset > total / 2;
  const limit = fromEnd ? Math.min(filter.limit, total - filter.offset) : filter.limit;
  const offset = fromEnd ? Math.max(0, total - filter.offset - filter.limit) : filter.offset;
  const order = fromEnd ? 'DESC' : 'ASC';
  const { rows } = await db.query<ArticleLinkRow>(
    pageRows(
      `SELECT al.product_id, al.customer_sku FROM article_link al WHERE al.company_id = $1
        ORDER BY al.customer_sku ${order}, al.product_id ${order} LIMIT $3 OFFSET $4`,
    ),
    [companyId, languageId, limit, offset],
  );
  return { rows, total };
}

/** Every link of the company (optionally matching `search`), for the export, ordered as the list. */
export async function findAllArticleLinks(
  db: Database,
  companyId: string,
  languageId: string,
  search: string | undefined,
  description: DescriptionMatch = null,
): Promise<ArticleLinkRow[]> {
  const params: unknown[] = [companyId, languageId];
  let where = 'al.company_id = $1';
  if (search) {
    const { contains, prefix } = termPatterns(search.toLowerCase());
    params.push(contains, prefix, ...matchParams(description));
    where += ` AND al.product_id IN (SELECT h.product_id FROM (${searchHits('$1', { contains: '$3', prefix: '$4' }, matchSql(description, '$5'))}) h)`;
  }
  const { rows } = await db.query<ArticleLinkRow>(
    `SELECT al.id, al.product_id, p.product_number, ${productName('al.product_id', '$2')} AS product_name,
            al.customer_sku, al.description
       FROM article_link al LEFT JOIN product p ON p.id = al.product_id
      WHERE ${where}
      ORDER BY al.customer_sku, al.product_id`,
    params,
  );
  return rows;
}

/** One link of the company by id (null for an unknown id or another company's link). */
export async function findArticleLink(
  db: Database,
  companyId: string,
  languageId: string,
  id: string,
): Promise<ArticleLinkRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ArticleLinkRow>(
    `SELECT al.id, al.product_id, p.product_number, ${productName('al.product_id', '$3')} AS product_name,
            al.customer_sku, al.description
       FROM article_link al LEFT JOIN product p ON p.id = al.product_id
      WHERE al.company_id = $1 AND al.id = $2`,
    [companyId, id, languageId],
  );
  return rows[0] ?? null;
}

/** The company's links of these products. */
export async function findArticleLinksOfProducts(
  db: Database,
  companyId: string,
  languageId: string,
  productIds: readonly string[],
): Promise<ArticleLinkRow[]> {
  const ids = productIds.filter(isUuid);
  if (ids.length === 0) return [];
  const { rows } = await db.query<ArticleLinkRow>(
    `SELECT al.id, al.product_id, p.product_number, ${productName('al.product_id', '$3')} AS product_name,
            al.customer_sku, al.description
       FROM article_link al LEFT JOIN product p ON p.id = al.product_id
      WHERE al.company_id = $1 AND al.product_id = ANY($2::uuid[])`,
    [companyId, ids, languageId],
  );
  return rows;
}

/** The link holding a customer article number in the company, ignoring case (article_link_sku_idx). */
export async function findLinkBySku(
  db: Database,
  companyId: string,
  customerSku: string,
): Promise<{ id: string; product_id: string } | null> {
  const { rows } = await db.query<{ id: string; product_id: string }>(
    'SELECT id, product_id FROM article_link WHERE company_id = $1 AND lower(customer_sku) = lower($2)',
    [companyId, customerSku],
  );
  return rows[0] ?? null;
}

/** The company's link of a product, if any. */
export async function findLinkOfProduct(
  db: Database,
  companyId: string,
  productId: string,
): Promise<{ id: string } | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM article_link WHERE company_id = $1 AND product_id = $2',
    [companyId, productId],
  );
  return rows[0] ?? null;
}

/** A product by id (null for an unknown id). */
export async function findProductById(db: Database, productId: string): Promise<{ id: string } | null> {
  if (!isUuid(productId)) return null;
  const { rows } = await db.query<{ id: string }>('SELECT id FROM product WHERE id = $1', [productId]);
  return rows[0] ?? null;
}

/**
 * The products of shop article numbers: the numbers as written in one statement (product_number_idx), then only the
 * numbers not found, ignoring case (product_number_pattern_idx). Answers number → product id for the numbers found.
 */
export async function findProductIdsByNumbers(db: Database, numbers: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (numbers.length === 0) return found;
  const exact = await db.query<{ number: string; id: string }>(
    `SELECT p.product_number AS number, p.id FROM unnest($1::text[]) AS n(number)
       JOIN product p ON p.product_number = n.number`,
    [numbers],
  );
  for (const row of exact.rows) found.set(row.number, row.id);
  const missing = numbers.filter((number) => !found.has(number));
  if (missing.length === 0) return found;
  const folded = await db.query<{ number: string; id: string }>(
    `SELECT n.number, (SELECT x.id FROM product x WHERE lower(x.product_number) = lower(n.number)
                        ORDER BY x.product_number LIMIT 1) AS id
       FROM unnest($1::text[]) AS n(number)`,
    [missing],
  );
  for (const row of folded.rows) if (row.id) found.set(row.number, row.id);
  return found;
}

/** Every link of the company as product id and customer article number (the import checks against them). */
export async function findLinkKeys(
  db: Database,
  companyId: string,
): Promise<{ product_id: string; customer_sku: string }[]> {
  const { rows } = await db.query<{ product_id: string; customer_sku: string }>(
    'SELECT product_id, customer_sku FROM article_link WHERE company_id = $1',
    [companyId],
  );
  return rows;
}

/** A new link; answers its id. */
export async function insertArticleLink(
  db: Database,
  companyId: string,
  link: { productId: string; customerSku: string; description: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO article_link (company_id, product_id, customer_sku, description) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [companyId, link.productId, link.customerSku, link.description],
  );
  return rows[0]!.id;
}

/** A link's new customer article number (and description, when given); answers whether the link was there. */
export async function updateArticleLinkRow(
  db: Database,
  companyId: string,
  id: string,
  change: { customerSku: string; description?: string | undefined },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rowCount } = await db.query(
    `UPDATE article_link SET customer_sku = $3, description = coalesce($4, description), updated_at = now()
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, change.customerSku, change.description ?? null],
  );
  return rowCount > 0;
}

/** Deletes one link of the company; answers how many went (0 or 1). */
export async function deleteArticleLinkRow(db: Database, companyId: string, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const { rowCount } = await db.query('DELETE FROM article_link WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rowCount;
}

/** Deletes every link of the company; answers how many went. */
export async function deleteAllArticleLinkRows(db: Database, companyId: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM article_link WHERE company_id = $1', [companyId]);
  return rowCount;
}

/**
 * Writes an import's valid rows in bulk: new links inserted, links of already linked products changed (an empty
 * description leaves the link's description as it is); a link the row would not change is not written (no new row
 * version, no index entries: the description's trigram index made rewriting unchanged links cost twice the import).
 * 20,000 rows a statement (three array parameters each).
 */
export async function upsertArticleLinks(
  db: Database,
  companyId: string,
  rows: readonly { productId: string; customerSku: string; description: string }[],
): Promise<void> {
  const batch = 20_000;
  for (let start = 0; start < rows.length; start += batch) {
    const part = rows.slice(start, start + batch);
    await db.query(
      `INSERT INTO article_link (company_id, product_id, customer_sku, description)
       SELECT $1, u.product_id, u.customer_sku, u.description
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS u(product_id, customer_sku, description)
       ON CONFLICT (company_id, product_id) DO UPDATE
         SET customer_sku = EXCLUDED.customer_sku,
             description = CASE WHEN EXCLUDED.description = '' THEN article_link.description
                                ELSE EXCLUDED.description END,
             updated_at = now()
       WHERE article_link.customer_sku IS DISTINCT FROM EXCLUDED.customer_sku
          OR (EXCLUDED.description <> '' AND article_link.description IS DISTINCT FROM EXCLUDED.description)`,
      [
        companyId,
        part.map((row) => row.productId),
        part.map((row) => row.customerSku),
        part.map((row) => row.description),
      ],
    );
  }
}
