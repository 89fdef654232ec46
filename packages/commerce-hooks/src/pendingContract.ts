/**
 * PENDING CONTRACT: minimal local types for the store-API operations the hooks call, written against the
 * operation keys while the server engineers land the contract in `@ratchet/store-api-contract`.
 * Swap: once the contract exports `operations`, replace this map with
 * `OperationTypesOf<typeof operations>` (see `client/types.ts`) and delete the local shapes.
 * Only the fields the hooks read are typed; everything else passes through untouched.
 */
import type { RightEntry } from '@ratchet/store-api-contract';

type Filter = { type: string; field: string; value: unknown };
type Criteria = { page?: number; limit?: number; filter?: Filter[]; associations?: Record<string, unknown> };
type ContextTokenAnswer = { contextToken: string; redirectUrl?: string | null };
type Success = { success: boolean };

/** The session context (storefront.md §3 session context). */
export interface SessionContext {
  token?: string;
  salesChannel?: { id?: string; navigationCategoryId?: string; maintenance?: boolean };
  customer?: Customer | null;
  [field: string]: unknown;
}

/** The logged-in customer (storefront.md §3 Customer; only the fields the hooks read). */
export interface Customer {
  id: string;
  active: boolean;
  firstName: string;
  lastName: string;
  company?: { companyNumber?: string; name?: string } | null;
  [field: string]: unknown;
}

/** A navigation element / category (storefront.md §3). */
export interface NavigationElement {
  id: string;
  type?: string | null;
  name?: string | null;
  translated?: { name?: string | null; [field: string]: unknown } | null;
  children?: NavigationElement[] | null;
  customFields?: Record<string, unknown> | null;
  [field: string]: unknown;
}

/** A category counter (storefront.md §3). */
export interface CategoryCounterEntry {
  referenceId?: string;
  total: number;
  available: number;
}

/** A cart line (storefront.md §3 Cart). */
export interface CartLineItem {
  id: string;
  type: string;
  referencedId?: string | null;
  quantity: number;
  label?: string | null;
  payload?: { productNumber?: string; [field: string]: unknown } | null;
  quantityInformation?: {
    minPurchase?: number | null;
    maxPurchase?: number | null;
    purchaseSteps?: number | null;
  } | null;
  [field: string]: unknown;
}

/** The cart (storefront.md §3 Cart). */
export interface Cart {
  lineItems: CartLineItem[];
  errors?: unknown;
  price?: { totalPrice?: number; netPrice?: number } | null;
  [field: string]: unknown;
}

/** One article of the price-information request (storefront.md §7: sku and quantity, minPurchase or 1). */
export interface PriceInformationArticle {
  sku: string;
  quantity: number;
}

/** Price and stock of one article. */
export interface ArticlePriceInformation {
  article: string;
  price?: number | null;
  quantity?: number | null;
  [field: string]: unknown;
}

/** A product as search results show it (storefront.md §2 search). */
export interface Product {
  id: string;
  productNumber?: string;
  name?: string | null;
  translated?: { name?: string | null } | null;
  [field: string]: unknown;
}

/** A sales-channel domain (storefront.md §3 Domain). */
export interface Domain {
  domainId: string;
  url: string;
  pathPrefix: string;
  languageId: string;
  languageLocaleCode: string;
  languageName?: string;
  languageLabel?: string;
  [field: string]: unknown;
}

/** An SEO URL entry. */
export interface SeoUrl {
  id?: string;
  languageId: string;
  routeName: string;
  foreignKey: string;
  pathInfo?: string;
  seoPathInfo: string;
  isCanonical?: boolean;
  [field: string]: unknown;
}

type EntityList<Entity> = { elements: Entity[]; total?: number; [field: string]: unknown };

/** Operation key → request and response types (pending the contract's `operations`). */
export type StoreApiOperations = {
  'readContext get /context': { response: SessionContext };
  'updateContext patch /context': { body: Record<string, unknown>; response: ContextTokenAnswer };
  'readFeatureFlags get /ratchet/feature-flags': { response: Record<string, boolean> };
  'readDomains get /ratchet/domains': { response: Domain[] };
  'readNavigation post /navigation/{activeId}/{rootId}': {
    pathParams: { activeId: string; rootId: string };
    body: { depth: number; buildTree: boolean };
    response: NavigationElement[];
  };
  'readCategoryList post /category': { body: Criteria & { ids?: string[] }; response: EntityList<NavigationElement> };
  'readCategoryCounters get /category/counters/{id}': {
    pathParams: { id: string };
    response: Record<string, CategoryCounterEntry>;
  };
  'resolvePage post /ratchet/page': { body: { path: string; [field: string]: unknown }; response: unknown };
  'readSeoUrl post /seo-url': { body: Criteria; response: EntityList<SeoUrl> };
  'searchPage post /search': { body: Criteria & { search: string }; response: EntityList<Product> };
  'searchSuggest post /search-suggest': { body: Criteria & { search: string }; response: EntityList<Product> };
  'readProductListing post /product-listing/{categoryId}': {
    pathParams: { categoryId: string };
    body: Criteria;
    response: EntityList<Product>;
  };
  'readProduct post /product': { body: Criteria & { ids?: string[] }; response: EntityList<Product> };
  'readProductDetail post /product/{productId}': {
    pathParams: { productId: string };
    body: Criteria;
    response: { product: Product; [field: string]: unknown };
  };
  'readPriceInformation post /ratchet/price-information': {
    body: { articles: PriceInformationArticle[] };
    response: { articles: ArticlePriceInformation[] };
  };
  'readArticleInformation post /ratchet/article/information': {
    body: Record<string, unknown>;
    response: unknown;
  };
  'readFooterCms get /ratchet/cms/footer': { response: unknown };
  'loginCustomer post /account/login': { body: { username: string; password: string }; response: ContextTokenAnswer };
  'logoutCustomer post /account/logout': { response: ContextTokenAnswer };
  'readCustomer post /account/customer': { body: Record<string, unknown>; response: Customer };
  'readCustomerRoles get /ratchet/account/{id}/role': { pathParams: { id: string }; response: { roles: RightEntry[] } };
  'sendRecoveryMail post /account/recovery-password': {
    body: { username: string; storefrontUrl: string };
    response: Success;
  };
  'recoveryPassword post /account/recovery-password-confirm': {
    body: { hash: string; newPassword: string; newPasswordConfirm: string };
    response: Success;
  };
  'readCart get /checkout/cart': { response: Cart };
  'addLineItem post /checkout/cart/line-item': {
    body: { items: { id?: string; type?: 'product'; referencedId?: string; sku?: string; quantity: number }[] };
    response: Cart;
  };
  'updateLineItem patch /checkout/cart/line-item': {
    body: { items: { id: string; quantity?: number; payload?: Record<string, unknown> }[] };
    response: Cart;
  };
  'removeLineItem post /checkout/cart/line-item/delete': { body: { ids: string[] }; response: Cart };
  'deleteCart delete /checkout/cart': { response: Cart };
  'createOrder post /checkout/order': { body?: Record<string, unknown>; response: unknown };
};
