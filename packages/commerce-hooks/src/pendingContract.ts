/**
 * PENDING CONTRACT: minimal local types for the store-API operations the hooks call that the contract
 * (`@ratchet/store-api-contract`) does not define yet, written against their operation keys.
 * Swap: when an area lands, add its `<area>Operations` to `ContractOperations` in `operations.ts` and delete its
 * entries and shapes here.
 * Only the fields the hooks read are typed; everything else passes through untouched.
 */
type Filter = { type: string; field: string; value: unknown };
type Criteria = { page?: number; limit?: number; filter?: Filter[]; associations?: Record<string, unknown> };

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

/** Operations not yet in the contract: operation key → request and response types. */
export type PendingOperations = {
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
};
