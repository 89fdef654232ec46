// @ratchet/commerce-hooks: the typed store-API client, the provider, SWR keys and headless hooks.
// Hooks never import @ratchet/ui; pure rules live in @ratchet/store-api-contract/rules.
export {
  createStoreApiClient,
  defaultTimeoutMs,
  isStoreApiClientError,
  longTimeoutMs,
  parseOperationKey,
  requestTimeoutCode,
  StoreApiClientError,
  storeApiErrorsOf,
  syntheticError,
  timeoutFor,
  unknownErrorCode,
} from './client';
export type {
  InvokeRequest,
  OperationTypeMap,
  OperationTypes,
  OperationTypesOf,
  ResponseSchema,
  StoreApiClient,
  StoreApiClientOptions,
} from './client';
export {
  anonymousCustomer,
  anyScope,
  fallbackEntries,
  isKeyInScope,
  isKeyOf,
  isKeyOutsideScope,
  sameScope,
  swrKeys,
} from './keys';
export type { KeyScope, NavigationType, SwrKey } from './keys';
export {
  RatchetCommerceProvider,
  useCommerce,
  useKeyScope,
  useStoreApiClient,
} from './provider/RatchetCommerceProvider';
export { useMutationState } from './provider/useMutationState';
export type { MutationState } from './provider/useMutationState';
export type {
  CommerceContextValue,
  Notification,
  NotificationType,
  RatchetCommerceProviderProps,
} from './provider/RatchetCommerceProvider';
export type {
  ArticlePriceInformation,
  Cart,
  CartLineItem,
  CartProductLineItem,
  CartPromotionLineItem,
  CategoryCounterEntry,
  CmsSection,
  CmsSlot,
  Customer,
  Domain,
  FeatureFlags,
  FooterCms,
  NavigationElement,
  PriceInformationArticle,
  Product,
  SeoUrl,
  SessionContext,
  StoreApiOperations,
} from './operations';
export { forcedRecoveryHash, passwordSetPath, passwordSetTarget, useSession } from './useSession';
export type { LoginCredentials, LoginResult, UseSessionReturn } from './useSession';
export { useRights } from './useRights';
export type { UseRightsReturn } from './useRights';
export { usePasswordRecovery } from './usePasswordRecovery';
export type {
  RecoveryConfirmInput,
  RecoveryConfirmResult,
  RecoveryMailResult,
  UsePasswordRecoveryReturn,
} from './usePasswordRecovery';
export {
  addedProducts,
  cartErrorsOf,
  isProductLine,
  isPromotionLine,
  priceInformationArticles,
  useCart,
} from './useCart';
export type { AddedCartProduct, CartErrorEntry, CartItemToAdd, UseCartReturn } from './useCart';
export {
  checkoutMethodsFallback,
  checkoutProblems,
  createOrderBody,
  deliveryCountryIsoCodes,
  emptyCheckoutInput,
  isDeliveryCountry,
  useCheckout,
} from './useCheckout';
export type {
  CheckoutField,
  CheckoutInput,
  CheckoutMethodsFallback,
  CheckoutProblem,
  OneTimeAddressInput,
  ShippingAddressInput,
  UseCheckoutReturn,
} from './useCheckout';
export { useOrder } from './useOrder';
export { orderReferenceSearchDebounceMs, useOrderReferenceSearch } from './useOrderReferenceSearch';
export type { OrderReferenceOption, UseOrderReferenceSearchReturn } from './useOrderReferenceSearch';
export type { UseOrderReturn } from './useOrder';
export { quickSearchDebounceMs, quickSearchLimit, quickSearchVisibleCount, useQuickSearch } from './useQuickSearch';
export type { UseQuickSearchOptions, UseQuickSearchReturn } from './useQuickSearch';
export { useListing } from './useListing';
export type {
  ActiveListingFilter,
  ListingAnswer,
  ListingProduct,
  ListingSource,
  UseListingOptions,
  UseListingReturn,
} from './useListing';
export { navigationDepths, navigationRootId, useNavigation } from './useNavigation';
export type { UseNavigationOptions, UseNavigationReturn } from './useNavigation';
export { useCategoryCounters } from './useCategoryCounters';
export type { UseCategoryCountersReturn } from './useCategoryCounters';
export { categoryIdsFromPath, homeBreadcrumb, useBreadcrumbs } from './useBreadcrumbs';
export type { Breadcrumb, UseBreadcrumbsReturn } from './useBreadcrumbs';
export { languageCode, pathUnderDomain, useDomains } from './useDomains';
export type { LanguageSwitchPage, LanguageSwitchResult, UseDomainsReturn } from './useDomains';
export { normaliseFeatureFlags, useFeatureFlags } from './useFeatureFlags';
export type { UseFeatureFlagsReturn } from './useFeatureFlags';
export { errorMessagesOf, useNotifications } from './useNotifications';
export type { UseNotificationsReturn } from './useNotifications';
export { useProduct } from './useProduct';
export type { ArticleInformation, ProductCrossSelling, UseProductOptions, UseProductReturn } from './useProduct';
