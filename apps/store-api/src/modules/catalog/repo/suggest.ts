import { escapeLike, parseSearchTerm } from '../domain/searchTerm';
import type { SearchTerm } from '../domain/searchTerm';
import { buildSuggestIndex, suggestTopK, wordsOf } from './suggestIndex';
import type { Database } from '../../../platform/db/db';
import { contextFromRow } from '../../context';
import type { ContextRow } from '../../context';
import type { RequestContext } from '../../../platform/http/env';
import { catalogDictionary } from './dictionary';
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
 *    the property ids), with the customer's price and article link. The service turns them into the
 *    contract's products with `present/suggest.ts` (prices and stock withheld there, as everywhere).
 */

/** Candidate cap of a multi-word typeahead. */
export const multiWordCandidates = 20;
/** Largest page the typeahead answers itself (larger pages and later pages go through the search). */
export const suggestMaxLimit = suggestTopK;

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
export type SuggestRow = Omit<ProductRow, 'option_ids' | 'description' | 'main_category_id'>;

/** What `ratchet_suggest_json` answers: the context read for the token (token calls), the hit count, the rows. */
export interface SuggestAnswer {
  context: ContextRow | null;
  total: number;
  rows: SuggestRow[];
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

/** The typeahead's rows for a term: page 1, at most {@link suggestMaxLimit} products; null when nothing is left to look up. */
export async function findSuggestRows(
  ctx: CatalogContext,
  input: SearchTerm,
  limit: number,
): Promise<SuggestAnswer | null> {
  const call = suggestParameters(input, limit);
  if (!call) return null;
  await ensureSuggestTables(ctx.db);
  return callSuggest(
    ctx.db,
    { languageId: ctx.dictionary.languageId, companyId: ctx.viewer.customer?.companyId ?? null },
    call.params,
  );
}

/**
 * The typeahead and the request's context in one database call (issue 3 Performance): for a context
 * token the middleware left to the route.
 * @returns the context read for the token, its catalogue context and the typeahead's rows; null when
 * the token is unknown or nothing typed is left (the caller then goes the usual way).
 */
export async function findSuggestRowsForToken(
  db: Database,
  publicUrl: string,
  placeholder: RequestContext,
  input: SearchTerm,
  limit: number,
): Promise<{ context: RequestContext; ctx: CatalogContext; answer: SuggestAnswer } | null> {
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
  return { context, ctx, answer };
}
