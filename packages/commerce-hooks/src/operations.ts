/**
 * The operations the client is typed with: the contract's merged `operations` map
 * (`"readCart get /checkout/cart"` → request and response types).
 */
import type {
  Cart,
  CartLineItem,
  CartProductLineItem,
  CartPromotionLineItem,
  Category,
  Customer,
  Domain,
  FeatureFlags,
  Operations,
  Product,
  SalesChannelContext,
  SeoUrl,
} from '@ratchet/store-api-contract';
import type { OperationTypesOf } from './client/types';

/** Every store-API operation, keyed like the Shopware store-API client (`"readCart get /checkout/cart"`). */
export type StoreApiOperations = OperationTypesOf<Operations>;

type PriceInformationOperation = StoreApiOperations['readPriceInformation post /ratchet/price-information'];

/** The session context (storefront.md §3). */
export type SessionContext = SalesChannelContext;
/** A navigation element / category (storefront.md §3). */
export type NavigationElement = Category;
/** A category counter (storefront.md §3: referenceId, total, available). */
export type CategoryCounterEntry =
  StoreApiOperations['readCategoryCounters get /category/counters/{id}']['response'][string];
/** One article of the price-information request (storefront.md §7: sku and quantity, minPurchase or 1). */
export type PriceInformationArticle = NonNullable<PriceInformationOperation['body']>['articles'][number];
/** Price and stock of one article. */
export type ArticlePriceInformation = PriceInformationOperation['response']['articles'][number];
/** The footer CMS answer (storefront.md §2 footer): `cmsPage` null when the shop has none. */
export type FooterCms = StoreApiOperations['readFooterCms get /ratchet/cms/footer']['response'];
/** One section of a CMS page. */
export type CmsSection = NonNullable<FooterCms['cmsPage']>['sections'][number];
/** One slot of a CMS block (its `data` differs per slot type, so it stays a record of unknown values). */
export type CmsSlot = CmsSection['blocks'][number]['slots'][number];

export type {
  Cart,
  CartLineItem,
  CartProductLineItem,
  CartPromotionLineItem,
  Customer,
  Domain,
  FeatureFlags,
  Product,
  SeoUrl,
};
