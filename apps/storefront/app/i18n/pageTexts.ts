import type { Messages } from './keys';

/** A route match as `useMatches()` gives it (only the loader data matters here). */
export interface MatchWithData {
  loaderData: unknown;
}

/** True for a `texts` value: the loaders return `pageMessages(…)` there (routeTexts.server.ts). */
function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null;
}

/** The `texts` of one match's loader data, if it has any. */
export function textsOf(match: MatchWithData): Messages | undefined {
  const data = match.loaderData;
  if (typeof data !== 'object' || data === null || !('texts' in data)) return undefined;
  return isMessages(data.texts) ? data.texts : undefined;
}

let last: { shell: Messages; parts: Messages[]; merged: Messages } | undefined;

/**
 * The page's messages: the root's shell with the texts of every matched route (parent first, child wins). The
 * same loader data gives the same object, so the translator (and every component reading it) stays put while
 * the router re-renders for a navigation's progress.
 */
export function pageTextsOf(shell: Messages, matches: readonly MatchWithData[]): Messages {
  const parts = matches.map(textsOf).filter((texts): texts is Messages => texts !== undefined);
  if (parts.length === 0) return shell;
  const same =
    last?.shell === shell && last.parts.length === parts.length && last.parts.every((p, i) => p === parts[i]);
  if (!same || !last) last = { shell, parts, merged: Object.assign({}, shell, ...parts) };
  return last.merged;
}
