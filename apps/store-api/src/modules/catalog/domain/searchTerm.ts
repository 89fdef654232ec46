/** Minimum length of a word searched inside names (trigram index); shorter words match product numbers only. */
export const minimumNameWordLength = 3;

/**
 * Metric thread designations (M3 … M99) are two or three characters but are what buyers of fasteners
 * type most (storefront.md §2 Search, quick search "M8"): they are name words whatever their length.
 */
const threadSize = /^m\d{1,2}$/;

/** Longest term accepted (longer input is cut). */
export const maximumTermLength = 100;

/** A search term split for the queries: the whole term (lower case) and its words. */
export interface SearchTerm {
  /** Whole term, lower case, trimmed, whitespace collapsed. */
  term: string;
  /** Distinct words of at least {@link minimumNameWordLength} characters (or thread sizes like m8), longest first. */
  words: string[];
}

/** Normalises user input; null when nothing searchable remains (storefront.md §2: an empty query runs no search). */
export function parseSearchTerm(input: string): SearchTerm | null {
  const term = input.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, maximumTermLength);
  if (term === '') return null;
  const words = [
    ...new Set(term.split(' ').filter((word) => word.length >= minimumNameWordLength || threadSize.test(word))),
  ].sort((a, b) => b.length - a.length);
  return { term, words };
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
