import type { Messages } from './keys';

/** A route match as `useMatches()` gives it (only the loader data matters here). */
export interface MatchWithData {
  loaderData: unknown;
}

/** True for a `texts` value a loader returned: an object of strings. */
function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');
}

/** The `texts` of one match's loader data (routeTexts.server.ts), if it has any. */
export function textsOf(match: MatchWithData): Messages | undefined {
  const data = match.loaderData;
  if (typeof data !== 'object' || data === null || !('texts' in data)) return undefined;
  return isMessages(data.texts) ? data.texts : undefined;
}

interface MergeNode {
  merged?: Messages;
  next: WeakMap<Messages, MergeNode>;
}

const merges = new WeakMap<Messages, MergeNode>();

/**
 * The page's messages: the root's shell with the texts of every matched route (parent first, child wins). The
 * same loader data gives the same object, so the translator (and every component reading it) stays put while
 * the router re-renders for a navigation's progress.
 */
export function pageTextsOf(shell: Messages, matches: readonly MatchWithData[]): Messages {
  const parts = matches.map(textsOf).filter((texts): texts is Messages => texts !== undefined);
  if (parts.length === 0) return shell;
  let node: MergeNode = merges.get(shell) ?? { next: new WeakMap() };
  merges.set(shell, node);
  for (const part of parts) {
    const child: MergeNode = node.next.get(part) ?? { next: new WeakMap() };
    node.next.set(part, child);
    node = child;
  }
  const merged: Messages = node.merged ?? Object.assign({}, shell, ...parts);
  node.merged = merged;
  return merged;
}
