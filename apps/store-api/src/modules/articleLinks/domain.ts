/**
 * Article-link rules of the server (pure): what each row of an import does (account-area.md §5 "customer article
 * number must be unique; product id must be unique and must exist", §8 codes), and the export's column titles.
 */
import {
  articleLinkDescriptionMaxLength,
  customerSkuKey,
  errorCodes,
  normaliseCustomerSku,
  type ArticleLinkImportError,
  type ArticleLinkImportRowStatus,
} from '@ratchet/store-api-contract';

/** One data row of the file as read. */
export interface ImportInputRow {
  line: number;
  productNumber: string;
  customerSku: string;
  description: string;
}

/** What the database already holds for the company, and the products the file's numbers name. */
export interface ImportFacts {
  /** Shop article number as written in the file → product id (numbers that name no product are absent). */
  productIdByNumber: ReadonlyMap<string, string>;
  /** The company's links: product id → customer article number. */
  existingSkuByProduct: ReadonlyMap<string, string>;
  /** The company's links: customer article number key (customerSkuKey) → product id. */
  existingProductBySkuKey: ReadonlyMap<string, string>;
}

/** A row with its outcome: a product to link (create or update) or the reason it fails. */
export interface PlannedRow extends ImportInputRow {
  status: ArticleLinkImportRowStatus;
  productId: string | null;
  /** The cleaned customer article number that is written. */
  sku: string;
  error: Omit<ArticleLinkImportError, 'line'> | null;
}

const fail = (row: ImportInputRow, field: ArticleLinkImportError['field'], code: string): PlannedRow => ({
  ...row,
  status: 'failed',
  productId: null,
  sku: row.customerSku,
  error: { field, value: row[field], code },
});

/**
 * Decides every row in file order. A row fails for: no or an unknown shop article number (wrong article number); no
 * customer article number or one over 64 characters, a description over 255 (invalid format); a product an earlier
 * row of the file already links (product id not unique); a customer article number an earlier row takes, or that
 * another product of the company already has (customer sku not unique). A valid row creates a link, or changes the
 * link of a product the company has already linked (an import of an edited export updates it).
 */
export function planImport(rows: readonly ImportInputRow[], facts: ImportFacts): PlannedRow[] {
  const productsTaken = new Set<string>();
  const skusTaken = new Set<string>();
  return rows.map((row) => {
    if (row.productNumber === '') return fail(row, 'productNumber', errorCodes.articleLinkWrongArticleNumber);
    const sku = normaliseCustomerSku(row.customerSku);
    if (sku === null) return fail(row, 'customerSku', errorCodes.csvInvalidFormat);
    if (row.description.length > articleLinkDescriptionMaxLength) {
      return fail(row, 'description', errorCodes.csvInvalidFormat);
    }
    const productId = facts.productIdByNumber.get(row.productNumber);
    if (productId === undefined) return fail(row, 'productNumber', errorCodes.articleLinkWrongArticleNumber);
    if (productsTaken.has(productId)) return fail(row, 'productNumber', errorCodes.articleLinkProductIdNotUnique);
    const key = customerSkuKey(sku);
    const holder = facts.existingProductBySkuKey.get(key);
    if (skusTaken.has(key) || (holder !== undefined && holder !== productId)) {
      return fail(row, 'customerSku', errorCodes.articleLinkCustomerSkuNotUnique);
    }
    productsTaken.add(productId);
    skusTaken.add(key);
    return {
      ...row,
      status: facts.existingSkuByProduct.has(productId) ? 'update' : 'create',
      productId,
      sku,
      error: null,
    };
  });
}

/** The export's and template's column titles per locale (the import knows every one of them). */
const columnTitles: Record<string, readonly [string, string, string, string]> = {
  'en-GB': ['Product number', 'Customer article number', 'Description', 'Product name'],
  'de-DE': ['Artikelnummer', 'Kundenartikelnummer', 'Beschreibung', 'Artikelname'],
  'nl-NL': ['Productnummer', 'Klantartikelnummer', 'Omschrijving', 'Productnaam'],
  'fr-FR': ['Numéro d’article', 'Référence client', 'Description', 'Nom du produit'],
};

/** The column titles for a locale (de-AT reads de-DE, nl-BE nl-NL …; fallback en-GB). */
export function exportColumnTitles(localeCode: string | null): readonly [string, string, string, string] {
  const language = (localeCode ?? 'en-GB').slice(0, 2);
  const match = Object.keys(columnTitles).find((code) => code.startsWith(language)) ?? 'en-GB';
  return columnTitles[match] ?? columnTitles['en-GB']!;
}

/**
 * A search term's words as the description-word lookup takes them (migration 0022): a description contains the term
 * only where the term's first word ends one of its words, each inner word is one of its words and the last word begins
 * one (words split at single spaces, as the descriptions' are). Null for a term without a space (a part of one word:
 * the trigram index finds it) and for one beginning or ending with a space (that part fits every word).
 */
export function termWords(term: string): { first: string; inner: string[]; last: string } | null {
  const parts = term.split(' ');
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || first === '' || last === '') return null;
  return { first, inner: parts.slice(1, -1), last };
}

/**
 * The words a description containing the term has at least one of: of the term's parts (0 first, 1… inner, -1 last;
 * `fitting` the company's words fitting each, with their uses in the company's descriptions and the company's
 * links), the part whose words are used least. A first or last part with more than `cap` fitting words narrows nothing
 * and is not taken. Null — the trigram index then — when no part can be taken or the narrowest still holds more than a
 * quarter of the company's links (reading them through the words costs more than the trigrams: measured in
 * docs/benchmarks.md "Session 8"). A part no word fits: no description contains the term (`[]`).
 */
export function narrowestTermPart(
  fitting: ReadonlyArray<{ part: number; word: string; uses: number; company_links: number }>,
  innerCount: number,
  cap: number,
): string[] | null {
  const parts = [0, -1, ...Array.from({ length: innerCount }, (_, index) => index + 1)];
  let best: { uses: number; words: string[] } | null = null;
  for (const part of parts) {
    const rows = fitting.filter((row) => row.part === part);
    if (rows.length > cap) continue;
    const uses = rows.reduce((sum, row) => sum + row.uses, 0);
    if (best === null || uses < best.uses) best = { uses, words: rows.map((row) => row.word) };
  }
  const companyLinks = fitting[0]?.company_links ?? 0;
  return best === null || best.uses * 4 > companyLinks ? null : best.words;
}

/**
 * For a term of two words `<a> <b>`, the adjacent word pairs a description containing it has at least one of (the
 * pair index, migration 0026): each fitting word of the first part (ending with <a>) followed by each of the last
 * (beginning with <b>). Exact, unlike the words: a description contains the term where, and only where, two adjacent
 * words of it are such a pair (split at single spaces; <a> and <b> hold none). Null for a term with inner words, when a
 * part has more than `cap` fitting words (the lookup stopped: not all are known) or the pairs would be more than
 * `pairCap` (one index lookup each); `[]` when a part fits no word (no description contains the term).
 */
export function termPairs(
  fitting: ReadonlyArray<{ part: number; word: string }>,
  innerCount: number,
  cap: number,
  pairCap: number,
): string[] | null {
  if (innerCount > 0) return null;
  const first = fitting.filter((row) => row.part === 0).map((row) => row.word);
  const last = fitting.filter((row) => row.part === -1).map((row) => row.word);
  if (first.length > cap || last.length > cap || first.length * last.length > pairCap) return null;
  return first.flatMap((a) => last.map((b) => `${a} ${b}`));
}

/**
 * For a term the trigram index looks up, up to four distinct runs of three letters or digits of it (`[a-z0-9]`, in
 * order), each of which a description containing the term contains too. The index reads each run as a key of its own
 * before the term itself: one key of all the term's trigrams had PostgreSQL 15 decode the long posting lists of its
 * common trigrams (`000`, `001` in article numbers) even when another trigram of it was in no description (0.5 ms for
 * `al00123`), several keys stop at the first run no description has or intersect the lists (0.05–0.2 ms). Only for
 * terms of at least six characters with a digit — article numbers, which few descriptions contain: each run is one
 * more LIKE on every candidate, which a word in most descriptions (`prüfteil`: 100,000) pays for each of them. Null
 * when fewer than two runs remain.
 */
export function termTrigramRuns(term: string): string[] | null {
  if (term.length < 6 || !/[0-9]/.test(term)) return null;
  const runs: string[] = [];
  for (let start = 0; start + 3 <= term.length && runs.length < 4; start++) {
    const run = term.slice(start, start + 3);
    if (/^[a-z0-9]{3}$/.test(run) && !runs.includes(run)) runs.push(run);
  }
  return runs.length >= 2 ? runs : null;
}
