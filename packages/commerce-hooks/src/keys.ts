/**
 * Every SWR key in one place (architecture.md "State in the browser"): one key per resource, so loaders can
 * hand their data to SWR as `fallback` and mutations revalidate exactly the keys they touch.
 *
 * Keys are scoped to the customer and the language (issue 9 item 6): every key reads
 * `['ratchet', resource, language, customer, ...arguments]`, with `'*'` where a resource does not depend on
 * one of them (feature flags, domains). A cart, prices or a quick-search answer of one customer can therefore
 * never be shown to the next one on the same page, nor German navigation on the Dutch site; the provider drops
 * the entries of any other scope when the identity changes (see `RatchetCommerceProvider`).
 */
import { unstable_serialize } from 'swr';
import type { PriceInformationArticle } from './operations';

/** The navigations of the header and footer (storefront.md §2). */
export type NavigationType = 'main' | 'service' | 'countries' | 'footer';

/** Whose data a key holds: the domain's language and the customer (id, or `anonymous`). */
export interface KeyScope {
  /** The domain's language id (or its locale when the domain is not known). */
  language: string;
  /** The logged-in customer's id, {@link anonymousCustomer} otherwise. */
  customer: string;
}

/** The customer part of a visitor's keys. */
export const anonymousCustomer = 'anonymous';
/** A key part that holds for every language or every customer. */
export const anyScope = '*';

export const swrKeys = {
  /** The logged-in customer (`null` data when anonymous); it decides the customer scope, so it has none itself. */
  customer: (language: string) => ['ratchet', 'customer', language, anyScope] as const,
  /** The rights of one customer. */
  rights: (customerId: string) => ['ratchet', 'rights', anyScope, customerId] as const,
  /** The cart of the context. */
  cart: (scope: KeyScope) => ['ratchet', 'cart', scope.language, scope.customer] as const,
  /** Price information for the cart's articles (sku:quantity list, order-independent). */
  priceInformation: (scope: KeyScope, articles: readonly PriceInformationArticle[]) =>
    [
      'ratchet',
      'priceInformation',
      scope.language,
      scope.customer,
      articles
        .map((article) => `${article.sku}:${article.quantity}`)
        .sort()
        .join(','),
    ] as const,
  /** The shipping methods with their costs and availability for the cart (`cart`: what it holds, see useCheckout). */
  shippingMethods: (scope: KeyScope, cart: string) =>
    ['ratchet', 'shippingMethods', scope.language, scope.customer, cart] as const,
  /** The payment methods with their availability for the cart (credit limit). */
  paymentMethods: (scope: KeyScope, cart: string) =>
    ['ratchet', 'paymentMethods', scope.language, scope.customer, cart] as const,
  /** One of the customer's orders by id or order number (the confirmation page, storefront.md §3 Order). */
  order: (scope: KeyScope, orderId: string) => ['ratchet', 'order', scope.language, scope.customer, orderId] as const,
  /** Quick search results for a term (prices, stock and article links differ per customer). */
  quickSearch: (scope: KeyScope, term: string, limit: number) =>
    ['ratchet', 'quickSearch', scope.language, scope.customer, term, limit] as const,
  /**
   * A listing answer: `origin` is `category:<id>` or `search:<term>`, `state` the canonical listing query
   * (`serializeListingQuery`), so each filter, order and page has its own entry (prices differ per customer).
   */
  listing: (scope: KeyScope, origin: string, state: string) =>
    ['ratchet', 'listing', scope.language, scope.customer, origin, state] as const,
  /** A navigation tree by type, active id and depth. */
  navigation: (language: string, type: NavigationType, activeId: string, depth: number) =>
    ['ratchet', 'navigation', language, anyScope, type, activeId, depth] as const,
  /** The category counters below a category. */
  categoryCounters: (language: string, categoryId: string) =>
    ['ratchet', 'categoryCounters', language, anyScope, categoryId] as const,
  /** Categories by ids, in the given order (breadcrumbs). */
  categories: (language: string, ids: readonly string[]) =>
    ['ratchet', 'categories', language, anyScope, ids.join(',')] as const,
  /** The sales channel's domains. */
  domains: () => ['ratchet', 'domains', anyScope, anyScope] as const,
  /** The feature flags. */
  featureFlags: () => ['ratchet', 'featureFlags', anyScope, anyScope] as const,
  /** The footer CMS sections. */
  footerCms: (language: string) => ['ratchet', 'footerCms', language, anyScope] as const,
  /** The company's users for one list request (account-area.md §7; the body as JSON, from rules/companyUsers.ts). */
  companyUsers: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'companyUsers', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One user of the company. */
  companyUser: (scope: KeyScope, userId: string) =>
    ['ratchet', 'companyUser', scope.language, scope.customer, userId] as const,
  /** The rights of a user of the company, as the rights editor reads them (the own ones are `rights`). */
  userRights: (scope: KeyScope, userId: string) =>
    ['ratchet', 'userRights', scope.language, scope.customer, userId] as const,
  /** The company's address book. */
  companyAddresses: (scope: KeyScope, companyId: string) =>
    ['ratchet', 'companyAddresses', scope.language, scope.customer, companyId] as const,
  /** The caller's company (dashboard: number, name, VAT, billing address). */
  company: (scope: KeyScope, companyId: string) =>
    ['ratchet', 'company', scope.language, scope.customer, companyId] as const,
  /** A product's detail answer (product, configurator, tab content); prices and stock differ per customer. */
  productDetail: (scope: KeyScope, productId: string) =>
    ['ratchet', 'productDetail', scope.language, scope.customer, productId] as const,
  /** The variants of a parent product (the variants table). */
  productVariants: (scope: KeyScope, parentId: string) =>
    ['ratchet', 'productVariants', scope.language, scope.customer, parentId] as const,
  /** A product's cross-sellings (the sliders). */
  productCrossSellings: (scope: KeyScope, productId: string) =>
    ['ratchet', 'productCrossSellings', scope.language, scope.customer, productId] as const,
  /** Article information by product numbers (customer article numbers, lead times). */
  articleInformation: (scope: KeyScope, articles: readonly string[]) =>
    ['ratchet', 'articleInformation', scope.language, scope.customer, [...articles].sort().join(',')] as const,
  /** The caller's own profile (contact data). */
  profile: (scope: KeyScope) => ['ratchet', 'profile', scope.language, scope.customer] as const,
  /** Cities of a postal code prefix (registration city search; the same for everybody). */
  cities: (country: string, zipcode: string) => ['ratchet', 'cities', anyScope, anyScope, country, zipcode] as const,
  /** Order references usable by the caller matching a term (the checkout's reference search, issue 12). */
  orderReferenceSearch: (scope: KeyScope, term: string) =>
    ['ratchet', 'orderReferenceSearch', scope.language, scope.customer, term] as const,
  /** The approvals of one list request (account-area.md §2 approvals; the body as JSON). */
  approvals: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'approvals', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One order request with its detail. */
  approval: (scope: KeyScope, approvalId: string) =>
    ['ratchet', 'approval', scope.language, scope.customer, approvalId] as const,
  /** The caller's own order requests by status. */
  ownOrderRequests: (scope: KeyScope, status: string) =>
    ['ratchet', 'ownOrderRequests', scope.language, scope.customer, status] as const,
  /** The company's approval flows by status filter. */
  orderFlows: (scope: KeyScope, status: string) =>
    ['ratchet', 'orderFlows', scope.language, scope.customer, status] as const,
  /** One approval flow. */
  orderFlow: (scope: KeyScope, flowId: string) =>
    ['ratchet', 'orderFlow', scope.language, scope.customer, flowId] as const,
  /** The company users that can be approvers or users of a flow or reference. */
  approvalCandidates: (scope: KeyScope) => ['ratchet', 'approvalCandidates', scope.language, scope.customer] as const,
  /** The company's order references of one list request (the body as JSON). */
  orderReferences: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'orderReferences', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One order reference. */
  orderReference: (scope: KeyScope, referenceId: string) =>
    ['ratchet', 'orderReference', scope.language, scope.customer, referenceId] as const,
  /** The caller's order history of one list request (account-area.md §7 order/history; the query as JSON). */
  orderHistory: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'orderHistory', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** The company's cost centre external contacts of one list request (account-area.md §7 Cost centre; query as JSON). */
  externalContacts: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'externalContacts', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** The cost centre external contact linked to the customer's cart (checkout, account-area.md §7 Cost centre). */
  cartExternalContact: (scope: KeyScope) => ['ratchet', 'cartExternalContact', scope.language, scope.customer] as const,
  /** One order of the history (number, firm and warehouse as JSON). */
  orderHistoryDetail: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'orderHistoryDetail', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** The company's invoices of one list request (account-area.md §7 invoice/history; the query as JSON). */
  invoices: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'invoices', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** The company's offers of one list request (account-area.md §7 offer/history; the query as JSON). */
  offers: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'offers', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One offer with its lines (account-area.md §7 offer/history/detail). */
  offerDetail: (scope: KeyScope, offerNumber: string) =>
    ['ratchet', 'offerDetail', scope.language, scope.customer, offerNumber] as const,
  /** The order lists the caller sees, for one list request (issue 13; the query as JSON). */
  orderLists: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'orderLists', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One order list with every item. */
  orderList: (scope: KeyScope, listId: string) =>
    ['ratchet', 'orderList', scope.language, scope.customer, listId] as const,
  /** The company's article links of one list request (account-area.md §7 Article links; the query as JSON). */
  articleLinks: (scope: KeyScope, request: unknown) =>
    ['ratchet', 'articleLinks', scope.language, scope.customer, JSON.stringify(request)] as const,
  /** One article link of the company (its edit page). */
  articleLink: (scope: KeyScope, id: string) => ['ratchet', 'articleLink', scope.language, scope.customer, id] as const,
  /** How many changes of a resource run at the moment, shared by every hook of it (`useMutationState`). */
  mutating: (resource: string) => ['ratchet', 'mutating', anyScope, anyScope, resource] as const,
} as const;

/** Any key built by {@link swrKeys}. */
export type SwrKey = ReturnType<(typeof swrKeys)[keyof typeof swrKeys]>;

function isRatchetKey(key: unknown): key is readonly [string, string, string, string, ...unknown[]] {
  return Array.isArray(key) && key[0] === 'ratchet' && key.length >= 4;
}

/** True when `key` belongs to the resource `name` (e.g. every `priceInformation` key). */
export function isKeyOf(name: SwrKey[1], key: unknown): boolean {
  return isRatchetKey(key) && key[1] === name;
}

/** True when `key` holds data of `scope` (or data every scope shares); false for another language or customer. */
export function isKeyInScope(key: unknown, scope: KeyScope): boolean {
  if (!isRatchetKey(key)) return false;
  const [, , language, customer] = key;
  return (
    (language === anyScope || language === scope.language) && (customer === anyScope || customer === scope.customer)
  );
}

/**
 * True for a Ratchet key of another language or customer than `scope` (the change counters of `mutating` are
 * shared and never outside): the provider drops these when the identity changes.
 */
export function isKeyOutsideScope(key: unknown, scope: KeyScope): key is SwrKey {
  return isRatchetKey(key) && key[1] !== 'mutating' && !isKeyInScope(key, scope);
}

/** True when two scopes are the same identity. */
export function sameScope(a: KeyScope, b: KeyScope): boolean {
  return a.language === b.language && a.customer === b.customer;
}

/**
 * Builds the provider's `fallback` map from loader data: `fallbackEntries([[swrKeys.cart(scope), cart]])`.
 * Server-side loaders use it so the first render has data without a request.
 */
export function fallbackEntries(entries: ReadonlyArray<readonly [SwrKey, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries.map(([key, data]) => [unstable_serialize(key), data]));
}
