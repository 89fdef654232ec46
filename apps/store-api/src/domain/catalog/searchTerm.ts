/** Minimum length of a word searched inside names (trigram index); shorter words match product numbers only. */
export const minimumNameWordLength = 3;

/** Longest term accepted (longer input is cut). */
export const maximumTermLength = 100;

/** A search term split for the queries: the whole term (lower case) and its words. */
export interface SearchTerm {
  /** Whole term, lower case, trimmed, whitespace collapsed. */
  term: string;
  /** Distinct words of at least {@link minimumNameWordLength} characters, longest first. */
  words: string[];
}

/** Normalises user input; null when nothing searchable remains (storefront.md §2: an empty query runs no search). */
export function parseSearchTerm(input: string): SearchTerm | null {
  const term = input.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, maximumTermLength);
  if (term === '') return null;
  const words = [...new Set(term.split(' ').filter((word) => word.length >= minimumNameWordLength))].sort(
    (a, b) => b.length - a.length,
  );
  return { term, words };
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
