import { isRouteErrorResponse } from 'react-router';
import type { Messages } from './keys';

/** A route match as `useMatches()` gives it (only the loader data matters here). */
export interface MatchWithData {
  loaderData: unknown;
}

/** The `texts` of one match's loader data (routeTexts.server.ts), if it has any. */
export function textsOf({ loaderData }: MatchWithData): Messages | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('texts' in loaderData)) return undefined;
  const { texts } = loaderData;
  return typeof texts === 'object' && texts !== null ? texts : undefined;
}

/**
 * The page's messages: the root's shell with the texts of every matched route (parent first, child wins).
 * `useMatches()` keeps its array while the loader data stays, so the provider memoises on it.
 */
export function pageTextsOf(shell: Messages, matches: readonly MatchWithData[]): Messages {
  return Object.assign({}, shell, ...matches.map(textsOf));
}

/** The texts an error carries (the root loader's failure, errorTexts.server.ts); none for any other error. */
export function errorTextsOf(error: unknown): Messages {
  return (isRouteErrorResponse(error) && textsOf({ loaderData: error.data })) || {};
}
