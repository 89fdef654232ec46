import type { VNode } from 'preact';

/**
 * What the server's HTML changes in React Router's own tags (`<Scripts />`), through Preact's `options.vnode` hook in
 * entry.server.tsx:
 * - React's `suppressHydrationWarning` on its script tags is no HTML attribute: dropped.
 * - Its `<link rel="modulepreload">` tags load the page's scripts at low fetch priority. The page is server-rendered
 *   and readable without them (they are modules: deferred, they hydrate after the first paint, entry.client.tsx), so
 *   the document's own requests and the largest image go first on a slow line. Lighthouse's simulation counted every
 *   high-priority script that had loaded before the first paint as render-blocking, which put the account screens'
 *   first paint at 2.0–2.2 s (docs/decisions.md "Scripts at low fetch priority").
 */
export function adaptRouterTag(vnode: VNode): void {
  if (typeof vnode.type !== 'string') return;
  const props = vnode.props as Record<string, unknown> | null;
  if (!props) return;
  if ('suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
  if (vnode.type === 'link' && props.rel === 'modulepreload') props.fetchpriority = 'low';
}
