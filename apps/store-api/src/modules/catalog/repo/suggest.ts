import type { Product, PropertyOption } from '@ratchet/store-api-contract';
import { escapeLike, parseSearchTerm } from '../domain/searchTerm';
import type { SearchTerm } from '../domain/searchTerm';
import { buildSuggestIndex, suggestTopK, wordsOf } from './suggestIndex';
import type { Database } from '../../../platform/db/db';
import { contextFromRow } from '../../context';
import type { ContextRow } from '../../context';
import type { RequestContext } from '../../../platform/http/env';
import { catalogDictionary, optionWithGroup } from './dictionary';
import { toProduct } from './products';
import type { CatalogContext, ProductRow } from './products';

/**
 * The typeahead (storefront.md §2 Search quick search; issue 3 Performance): one call of the
 * `ratchet_suggest_json` database function (migration 0007, tables of migration 0005), whose statements
 * are planned once per connection, answers the whole dropdown as one JSON value:
 *
 * 1. number hits: the exact product number first, then product numbers, manufacturer numbers and
 *    EANs starting with the term, then (logged in) the company's own article numbers — b-tree range
 *    scans, each stopping at the page size;
 * 2. name matches: products whose search text (name and manufacturer) contains every typed word.
 *    - one word: the precomputed `suggest_prefix` list of that word part — names starting with it,
 *      then names containing it, then manufacturer matches; each shorter names first, then by name
 *      and id. Exact over the whole catalogue, one index row;
 *    - several words: a candidate set — the first 20 products of every product family (first
 *      name word) containing the typed word found in the fewest products, precomputed — filtered
 *      by the other words; its first {@link multiWordCandidates} in rank order (shorter names first,
 *      then name and id), ranked: names starting with the whole term first, then names containing
 *      it, then by rank. Bounded work whatever the words; the search page finds every match;
 * 3. the answer rows: what the quick search shows (cover, name, number, manufacturer, availability,
 *    at most {@link suggestPropertyCount} properties), with the customer's price and article link
 *    when logged in (stock and delivery only for customers, as everywhere).
 */

/** Candidate cap of a multi-word typeahead. */
export const multiWordCandidates = 20;
/** Properties per suggested product (storefront.md §2: at most 4). */
export const suggestPropertyCount = 4;
/** Largest page the typeahead answers itself (larger pages and later pages go through the search). */
export const suggestMaxLimit = suggestTopK;

/** What {@link suggestProducts} answers. */
export interface SuggestResult {
  /** Products in rank order (at most `limit`). */
  products: Product[];
  /** Number hits plus name matches (for several words: up to the candidate cap). */
  total: number;
}

/** The typed words of a term (short ones included), without repeats. */
export function typedWords(term: SearchTerm): string[] {
  return [...new Set(wordsOf(term.term))];
}

const checked = new WeakMap<Database, Promise<void>>();

/**
 * A database seeded before migration 0005 has empty typeahead tables: they are built once, on the
 * first typeahead request (a minute at 400,000 products; the seed builds them itself since).
 */
function ensureSuggestTables(db: Database): Promise<void> {
  let done = checked.get(db);
  if (!done) {
    done = db.transaction(async (tx) => {
      if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4244)');
      const { rows } = await tx.query<{ built: boolean; seeded: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM suggest_prefix) AS built, EXISTS (SELECT 1 FROM seed_run) AS seeded',
      );
      if (rows[0]?.seeded && !rows[0].built) {
        console.warn('[store-api] building the typeahead tables of a database seeded before migration 0005');
        await buildSuggestIndex(tx);
      }
    });
    done.catch(() => checked.delete(db));
    checked.set(db, done);
  }
  return done;
}

/** The parameters of one typeahead call after the term, or null when nothing typed is left. */
function suggestParameters(input: SearchTerm, limit: number): { term: SearchTerm; params: unknown[] } | null {
  if (limit > suggestMaxLimit) throw new RangeError(`The typeahead answers at most ${suggestMaxLimit} products.`);
  let term = input;
  // Control characters (a tab, a bell) are blanks in a typed term; a NUL never gets here (refused with 400 by http/route.ts).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const typed = term.term.replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (typed !== term.term) {
    const cleaned = parseSearchTerm(typed);
    if (!cleaned) return null;
    term = cleaned;
  }
  const words = typedWords(term);
  const single = term.words.length === 1 && words.length === 1 ? (term.words[0] ?? null) : null;
  const multi = single === null && term.words.length > 0;
  const escaped = escapeLike(term.term);
  return {
    term,
    // p_lo, p_hi, p_limit, p_single, p_patterns, p_keys, p_like, p_contains, p_candidates
    params: [
      term.term,
      `${term.term}\u{10FFFF}`,
      limit,
      single,
      multi ? words.map((word) => `%${escapeLike(word)}%`) : [],
      multi ? term.words : [],
      `${escaped}%`,
      `%${escaped}%`,
      multiWordCandidates,
    ],
  };
}

/** One product row of the typeahead's answer (keys as the product columns; migration 0007). */
type SuggestRow = Omit<ProductRow, 'option_ids' | 'description' | 'main_category_id'>;

/** What `ratchet_suggest_json` answers: the context read for the token (token calls), the hit count, the rows. */
interface SuggestAnswer {
  context: ContextRow | null;
  total: number;
  rows: SuggestRow[];
}

/** The answer of the typeahead rows (rank order). */
function suggestResult(ctx: CatalogContext, answer: SuggestAnswer): SuggestResult {
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
 * One call of `ratchet_suggest_json` (migration 0007): the typeahead, with a token also the request's
 * context, as one JSON value (parsed natively instead of column by column; planned once per connection).
 */
async function callSuggest(
  db: Database,
  target: { token: string; salesChannelId: string } | { languageId: string; companyId: string | null },
  params: unknown[],
): Promise<SuggestAnswer | null> {
  const head =
    'token' in target
      ? [target.token, target.salesChannelId, null, null]
      : [null, null, target.languageId, target.companyId];
  const { rows } = await db.query<{ answer: SuggestAnswer | null }>(
    'SELECT ratchet_suggest_json($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) AS answer',
    [...head, ...params],
    { name: 'ratchet_suggest_json' },
  );
  // node-postgres and PGlite both parse a json result (type 114).
  return rows[0]?.answer ?? null;
}

/** Answers the typeahead for a term: page 1, at most {@link suggestMaxLimit} products. */
export async function suggestProducts(ctx: CatalogContext, input: SearchTerm, limit: number): Promise<SuggestResult> {
  const call = suggestParameters(input, limit);
  if (!call) return { products: [], total: 0 };
  await ensureSuggestTables(ctx.db);
  const answer = await callSuggest(
    ctx.db,
    { languageId: ctx.dictionary.languageId, companyId: ctx.viewer.customer?.companyId ?? null },
    call.params,
  );
  return answer ? suggestResult(ctx, answer) : { products: [], total: 0 };
}

/**
 * The typeahead and the request's context in one database call (issue 3 Performance): for a context
 * token the middleware left to the route.
 * @returns the context read for the token and the answer; null when the token is unknown or
 * nothing typed is left (the caller then goes the usual way).
 */
export async function suggestForToken(
  db: Database,
  publicUrl: string,
  placeholder: RequestContext,
  input: SearchTerm,
  limit: number,
): Promise<{ context: RequestContext; ctx: CatalogContext; result: SuggestResult } | null> {
  const call = suggestParameters(input, limit);
  if (!call) return null;
  await ensureSuggestTables(db);
  const answer = await callSuggest(
    db,
    { token: placeholder.token, salesChannelId: placeholder.salesChannelId },
    call.params,
  );
  if (!answer?.context) return null;
  const context = contextFromRow(answer.context);
  const dictionary = await catalogDictionary(db, context.languageId, publicUrl);
  const ctx: CatalogContext = {
    db,
    dictionary,
    viewer: { customer: context.customer },
    salesChannelId: context.salesChannelId,
  };
  return { context, ctx, result: suggestResult(ctx, answer) };
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
