import type { Database } from '../../../platform/db/db';
import { minimumNameWordLength, parseSearchTerm } from '../domain/searchTerm';
import { insertRows } from '../../../platform/db/insertRows';

/** Products kept per word part: the quick search asks for 10 (storefront.md §9). */
export const suggestTopK = 10;

/**
 * Ranks kept per word part and product family (the first word of the name, e.g. the noun
 * "Sechskantschraube"), in rank order: a multi-word term filters the lists of its rarest word.
 */
export const suggestFamilyListLength = 20;

/** Rows read per round trip while building the table of word parts. */
const chunkSize = 50_000;

/**
 * Whether the typeahead keeps a list for a word part: 3 characters and more, or a thread size like
 * m8 — the words {@link parseSearchTerm} searches in names.
 */
export function isIndexedPart(part: string): boolean {
  if (part.length >= minimumNameWordLength) return true;
  const parsed = parseSearchTerm(part);
  return parsed !== null && parsed.words.length === 1 && parsed.words[0] === part;
}

/** The indexed parts (substrings) of one word; `prefixes` are those the word starts with. */
export function indexedParts(word: string): { prefixes: string[]; parts: string[] } {
  const parts = new Set<string>();
  const prefixes: string[] = [];
  for (let start = 0; start < word.length; start++) {
    for (let end = start + 1; end <= word.length; end++) {
      const part = word.slice(start, end);
      if (!isIndexedPart(part)) continue;
      parts.add(part);
      if (start === 0) prefixes.push(part);
    }
  }
  return { prefixes, parts: [...parts] };
}

/** Splits a lower-case text into its words. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/**
 * Builds the typeahead tables (migration 0005) from `product_translation` of the active products:
 * `suggest_entry` in rank order (shorter names first, then name, then id) and `suggest_prefix`
 * with, for every indexed part of a search word, the best {@link suggestTopK} products of a
 * one-word typeahead and how many products contain it. One pass per language over the entries in
 * rank order, so every list comes out ranked without sorting. Runs in the caller's transaction
 * (the seed's), so a crash leaves the previous tables.
 */
export async function buildSuggestIndex(
  db: Database,
  progress: (message: string) => void = () => undefined,
): Promise<void> {
  await db.exec('DELETE FROM suggest_prefix; DELETE FROM suggest_entry;');
  progress('typeahead: entries');
  // The window's output comes in (language, rank) order, which is also the physical order wanted.
  await db.exec(`
    INSERT INTO suggest_entry (language_id, rank, product_id, name, search_text)
    SELECT t.language_id,
           row_number() OVER (PARTITION BY t.language_id ORDER BY length(t.name), lower(t.name), t.product_id)::int,
           t.product_id, lower(t.name), t.search_text
      FROM product_translation t JOIN product p ON p.id = t.product_id
     WHERE p.active`);
  const languages = await db.query<{ language_id: string }>(
    'SELECT DISTINCT language_id FROM suggest_entry ORDER BY language_id',
  );
  for (const { language_id: languageId } of languages.rows) {
    progress(`typeahead: word parts of ${languageId}`);
    const rows = await partRows(db, languageId);
    await insertRows(db, 'suggest_prefix', ['language_id', 'prefix', 'total', 'product_ids', 'ranks'], rows);
  }
  progress('typeahead: candidates');
  // The multi-word candidates' ids, names and search texts inline (migration 0007).
  await db.query('SELECT ratchet_fill_suggest_candidates()');
}

/** A typed array twice as large (or large enough for `minimum`), the old values kept. */
function grown<T extends Int32Array | Uint8Array>(array: T, minimum: number, make: (n: number) => T): T {
  const next = make(Math.max(array.length * 2, minimum));
  next.set(array);
  return next;
}

/** Per-part figures in typed arrays (the number of parts is known only at the end). */
class PartTable {
  size = 0;
  /** Last row that counted the part (a product counts once per part). */
  seen = new Int32Array(4096).fill(-1);
  totals = new Int32Array(4096);
  /** Per part and class (0 name starts with it, 1 name contains it, 2 only the manufacturer): list length. */
  lengths = new Uint8Array(4096 * 3);
  /** Per part, class and slot: entry index (rank - 1). */
  lists = new Int32Array(4096 * 3 * suggestTopK);
  /** Per family (first name word): part id → family list id + 1 (0: none yet). */
  familyLists: Int32Array[] = [];
  /** Per family list: its part, its length and its entry indexes (rank order). */
  listPart = new Int32Array(4096);
  listLength = new Uint8Array(4096);
  listRows = new Int32Array(4096 * suggestFamilyListLength);
  lists2 = 0;

  add(): number {
    if (this.size === this.seen.length) {
      const n = this.size * 2;
      this.seen = grown(this.seen, n, (m) => new Int32Array(m).fill(-1));
      this.totals = grown(this.totals, n, (m) => new Int32Array(m));
      this.lengths = grown(this.lengths, n * 3, (m) => new Uint8Array(m));
      this.lists = grown(this.lists, n * 3 * suggestTopK, (m) => new Int32Array(m));
    }
    return this.size++;
  }

  /** Adds a row to the part's list of the family (up to {@link suggestFamilyListLength} per family). */
  addToFamily(family: number, part: number, row: number): void {
    let byPart = this.familyLists[family];
    if (!byPart || byPart.length <= part) {
      byPart = grown(byPart ?? new Int32Array(0), Math.max(this.seen.length, part + 1), (m) => new Int32Array(m));
      this.familyLists[family] = byPart;
    }
    let list = (byPart[part] as number) - 1;
    if (list < 0) {
      list = this.lists2++;
      if (list === this.listPart.length) {
        this.listPart = grown(this.listPart, list + 1, (m) => new Int32Array(m));
        this.listLength = grown(this.listLength, list + 1, (m) => new Uint8Array(m));
        this.listRows = grown(this.listRows, (list + 1) * suggestFamilyListLength, (m) => new Int32Array(m));
      }
      this.listPart[list] = part;
      byPart[part] = list + 1;
    }
    const length = this.listLength[list] as number;
    if (length < suggestFamilyListLength) {
      this.listRows[list * suggestFamilyListLength + length] = row;
      this.listLength[list] = length + 1;
    }
  }
}

async function partRows(db: Database, languageId: string): Promise<unknown[][]> {
  const table = new PartTable();
  const partIds = new Map<string, number>();
  const idOf = (part: string): number => {
    let id = partIds.get(part);
    if (id === undefined) {
      id = table.add();
      partIds.set(part, id);
    }
    return id;
  };
  const families = new Map<string, number>();
  // Per word: the ids of its prefixes and of all its parts (words repeat across products).
  const wordParts = new Map<string, { prefixes: Int32Array; parts: Int32Array }>();
  const partsOf = (word: string) => {
    let entry = wordParts.get(word);
    if (!entry) {
      const { prefixes, parts } = indexedParts(word);
      entry = { prefixes: Int32Array.from(prefixes, idOf), parts: Int32Array.from(parts, idOf) };
      wordParts.set(word, entry);
    }
    return entry;
  };
  const size =
    (
      await db.query<{ size: number }>(
        'SELECT coalesce(max(rank), 0)::int AS size FROM suggest_entry WHERE language_id = $1',
        [languageId],
      )
    ).rows[0]?.size ?? 0;
  // Ranks are 1 … size without gaps; each chunk comes as one text (name, search text per entry) —
  // far cheaper on PGlite than 50,000 row objects.
  for (let from = 0; from < size; from += chunkSize) {
    const { rows } = await db.query<{ text: string | null }>(
      `SELECT string_agg(name || chr(31) || search_text, chr(30) ORDER BY rank) AS text FROM suggest_entry
        WHERE language_id = $1 AND rank > $2 AND rank <= $3`,
      [languageId, from, from + chunkSize],
    );
    const text = rows[0]?.text;
    if (!text) continue;
    const lines = text.split('\u001e');
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      const separator = line.indexOf('\u001f');
      const entry = { name: line.slice(0, separator), search_text: line.slice(separator + 1) };
      const row = from + index;
      const nameWords = wordsOf(entry.name);
      const first = nameWords[0] ?? '';
      let family = families.get(first);
      if (family === undefined) {
        family = families.size;
        families.set(first, family);
      }
      // A part counts once per product, in its best class: the first name word's prefixes (the name
      // starts with the part), then every part of the name's words, then the other search words.
      const visit = (ids: Int32Array, cls: number) => {
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i] as number;
          if (table.seen[id] === row) continue;
          table.seen[id] = row;
          table.totals[id] = (table.totals[id] as number) + 1;
          const slot = id * 3 + cls;
          const length = table.lengths[slot] as number;
          if (length < suggestTopK) {
            table.lists[slot * suggestTopK + length] = row;
            table.lengths[slot] = length + 1;
          }
          table.addToFamily(family, id, row);
        }
      };
      if (first !== '') visit(partsOf(first).prefixes, 0);
      for (const word of nameWords) visit(partsOf(word).parts, 1);
      for (const word of wordsOf(entry.search_text)) visit(partsOf(word).parts, 2);
    }
  }
  // Every part's family lists, merged in rank order.
  const ranksOf: number[][] = Array.from({ length: table.size }, () => []);
  for (let list = 0; list < table.lists2; list++) {
    const target = ranksOf[table.listPart[list] as number] as number[];
    const start = list * suggestFamilyListLength;
    for (let i = 0; i < (table.listLength[list] as number); i++) target.push((table.listRows[start + i] as number) + 1);
  }
  // Product ids of the ranks in the one-word lists.
  const listed = new Set<number>();
  for (let id = 0; id < table.size; id++) {
    for (let cls = 0; cls < 3; cls++) {
      const slot = id * 3 + cls;
      for (let i = 0; i < (table.lengths[slot] as number); i++)
        listed.add((table.lists[slot * suggestTopK + i] as number) + 1);
    }
  }
  const idRows = await db.query<{ rank: number; product_id: string }>(
    'SELECT rank, product_id FROM suggest_entry WHERE language_id = $1 AND rank = ANY ($2::int[])',
    [languageId, [...listed]],
  );
  const productIdOf = new Map(idRows.rows.map((row) => [row.rank, row.product_id]));
  const result: unknown[][] = [];
  for (const [part, id] of partIds) {
    const ids: string[] = [];
    for (let cls = 0; cls < 3 && ids.length < suggestTopK; cls++) {
      const slot = id * 3 + cls;
      const length = table.lengths[slot] as number;
      for (let i = 0; i < length && ids.length < suggestTopK; i++) {
        ids.push(productIdOf.get((table.lists[slot * suggestTopK + i] as number) + 1) as string);
      }
    }
    const ranks = (ranksOf[id] as number[]).sort((a, b) => a - b);
    result.push([languageId, part, table.totals[id], ids, ranks]);
  }
  return result;
}
