/**
 * Every SWR key in one place (architecture.md "State in the browser"): one key per resource, so loaders can
 * hand their data to SWR as `fallback` and mutations revalidate exactly the keys they touch.
 */
import { unstable_serialize } from 'swr';
import type { PriceInformationArticle } from './operations';

/** The navigations of the header and footer (storefront.md §2). */
export type NavigationType = 'main' | 'service' | 'countries' | 'footer';

export const swrKeys = {
  /** The session context. */
  context: () => ['ratchet', 'context'] as const,
  /** The logged-in customer (`null` data when anonymous). */
  customer: () => ['ratchet', 'customer'] as const,
  /** The rights of one customer. */
  rights: (customerId: string) => ['ratchet', 'rights', customerId] as const,
  /** The cart of the context. */
  cart: () => ['ratchet', 'cart'] as const,
  /** Price information for the cart's articles (sku:quantity list, order-independent). */
  priceInformation: (articles: readonly PriceInformationArticle[]) =>
    [
      'ratchet',
      'priceInformation',
      articles
        .map((article) => `${article.sku}:${article.quantity}`)
        .sort()
        .join(','),
    ] as const,
  /** Quick search results for a term. */
  quickSearch: (term: string, limit: number) => ['ratchet', 'quickSearch', term, limit] as const,
  /** A navigation tree by type, active id and depth. */
  navigation: (type: NavigationType, activeId: string, depth: number) =>
    ['ratchet', 'navigation', type, activeId, depth] as const,
  /** The category counters below a category. */
  categoryCounters: (categoryId: string) => ['ratchet', 'categoryCounters', categoryId] as const,
  /** Categories by ids, in the given order (breadcrumbs). */
  categories: (ids: readonly string[]) => ['ratchet', 'categories', ids.join(',')] as const,
  /** The sales channel's domains. */
  domains: () => ['ratchet', 'domains'] as const,
  /** The feature flags. */
  featureFlags: () => ['ratchet', 'featureFlags'] as const,
  /** The footer CMS sections. */
  footerCms: () => ['ratchet', 'footerCms'] as const,
} as const;

/** Any key built by {@link swrKeys}. */
export type SwrKey = ReturnType<(typeof swrKeys)[keyof typeof swrKeys]>;

/** True when `key` belongs to the resource `name` (e.g. every `priceInformation` key). */
export function isKeyOf(name: SwrKey[1], key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'ratchet' && key[1] === name;
}

/**
 * Builds the provider's `fallback` map from loader data: `fallbackEntries([[swrKeys.cart(), cart]])`.
 * Server-side loaders use it so the first render has data without a request.
 */
export function fallbackEntries(entries: ReadonlyArray<readonly [SwrKey, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries.map(([key, data]) => [unstable_serialize(key), data]));
}
