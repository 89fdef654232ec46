// Pure business rules (no React, no zod, no I/O), shared by ui, hooks and server.
export { roleCodes, isRoleCode, hasRole, hasEveryRole } from './roles';
export type { RoleCode, RightEntry } from './roles';
export {
  decrementQuantity,
  effectiveMaximum,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  parseQuantity,
  removesCartLine,
  snapQuantity,
  validateQuantity,
} from './quantity';
export type { QuantityProblem, QuantityRule, QuantityValidation } from './quantity';
export {
  articleLinkCsvColumns,
  articleLinkCsvMaxBytes,
  articleLinkDescriptionMaxLength,
  articleLinkImportErrorsListed,
  articleLinkPreviewRows,
  customerSkuKey,
  customerSkuMaxLength,
  normaliseCustomerSku,
} from './articleLinks';
export type { ArticleLinkCsvColumn } from './articleLinks';
export {
  isMultiRowPaste,
  parseQuickOrderRows,
  quickOrderMaxRows,
  quickOrderRowProblem,
  quickOrderRowsFromRecords,
} from './quickOrder';
export type {
  QuickOrderInputRow,
  QuickOrderProductFacts,
  QuickOrderRecord,
  QuickOrderRowProblem,
  QuickOrderSourceRow,
} from './quickOrder';
export {
  orderListAmount,
  orderListLineTotal,
  orderListMaxItems,
  orderListNameMaxLength,
  orderListPrivacies,
} from './orderLists';
export type { OrderListAmountLine, OrderListPrivacy } from './orderLists';
export { formatPrice, formatStock, grossFromNet, roundToCents, shopCurrency } from './price';
export {
  compareIsoDates,
  desiredDeliveryDateRules,
  isIsoDate,
  isSelectableDeliveryDate,
  isSelectableDesiredDeliveryDate,
  isoDateInTimeZone,
  shopTimeZone,
  isValidFromTo,
  isValidPeriod,
  isWeekend,
  isoWeekday,
  parseIsoDate,
} from './dates';
export type { IsoDate, SelectableDateOptions } from './dates';
export { formatIsoDate } from './dateFormat';
export { formatPercent } from './percent';
export { daysPerDeliveryTimeUnit, deliveryTimeRange, isDeliveryTimeUnit, safeDeliveryTimeRange } from './deliveryTime';
export type { DeliveryTime, DeliveryTimeRange, DeliveryTimeUnit } from './deliveryTime';
export { buildMegaMenuColumns, elementName, isFolder, megaMenuColumnCount, megaMenuCount } from './megaMenu';
export type {
  CategoryCounter,
  MegaMenuColumn,
  MegaMenuCount,
  MegaMenuElement,
  MegaMenuEntry,
  MegaMenuOptions,
  MegaMenuSelection,
} from './megaMenu';
export { bannerFieldNames, completeBanners } from './banner';
export type { Banner, BannerSource, CompleteBannersOptions } from './banner';
export {
  cartErrorKind,
  defaultErrorStatus,
  errorFallbackKey,
  errorMessageKey,
  errorTitleKey,
  forcedRecoveryCode,
  mapStoreApiError,
  pageErrorStatus,
  pageErrorStatuses,
  unknownErrorCode,
} from './errorMessages';
export type { CartErrorKind, ErrorLike, ErrorMessage, PageErrorStatus } from './errorMessages';
export { cartErrorKeys, errorCodes } from './errorCodes';
export type { ErrorCode } from './errorCodes';
export { passwordMinLength } from './password';
export { searchResultProperties, searchResultPropertyLimit } from './searchResult';
export type { SearchResultProperty } from './searchResult';
export { isUuid, looseUuidPattern, normaliseUuid, uuidPattern } from './ids';
export {
  codePointLength,
  customerCommentMaxLength,
  defaultAccountPageSize,
  defaultListingLimit,
  fileNumberMaxLength,
  idempotencyKeyLength,
  listingPageSizes,
  maxListingLimit,
  orderReferenceMaxLength,
  promotionCodeMaxLength,
  searchTermMaxLength,
} from './limits';
export { cartLineItemTypes, isPickupLocationCode, pickupLocationCodes, shippingOptions } from './checkout';
export type { CartLineItemType, PickupLocationCode, ShippingOption } from './checkout';
export type { ListingPageSize } from './limits';
export {
  defaultListingSorting,
  defaultSearchSorting,
  isListingSorting,
  isOfferedSorting,
  isPriceSorting,
  listingSortingKeys,
  listingSortings,
} from './sorting';
export type { ListingSorting } from './sorting';
export {
  changeListingState,
  hasListingFilter,
  initialListingState,
  listingProductFields,
  listingQueryParameters,
  listingRequestBody,
  parseListingQuery,
  serializeListingQuery,
  toggleListingId,
} from './listingQuery';
export type { ListingChange, ListingProductField, ListingRequest, ListingState } from './listingQuery';
export { offerRequestMailto, purchaseActionOf, variantsTableParameter, variantsTablePath } from './purchaseAction';
export type { PurchaseAction } from './purchaseAction';
export { canSeePrices, canSeeStock } from './priceVisibility';
export type { PriceViewer } from './priceVisibility';
export { accountRouteOf, accountRouteRoles, accountRoutes, mayOpenAccountRoute } from './accountRoutes';
export type { AccountFeatureFlags, AccountRouteAccess, AccountRouteName } from './accountRoutes';
export { taxClasses, vatRate, vatRates } from './vat';
export type { TaxClass, VatCountry } from './vat';
export {
  companyUserAmountFields,
  companyUserBudgetBounds,
  companyUserDeleteMaxIds,
  companyUserFields,
  companyUserFlagFields,
  companyUserListQuery,
  companyUserListRequest,
  companyUserListStateFromQuery,
  companyUserMaxPageSize,
  companyUserPageSize,
  companyUserQueryParams,
  companyUserSearchDebounceMs,
  companyUserTermMaxLength,
  companyUserTextFields,
  emptyCompanyUserListState,
} from './companyUsers';
export type {
  CompanyUserField,
  CompanyUserFilter,
  CompanyUserListRequest,
  CompanyUserListState,
  CompanyUserSortOrder,
} from './companyUsers';
export { newUserDefaultRoles, roleGroupOf, roleGroups, selfKeptRole } from './roleGroups';
export type { RoleGroupName } from './roleGroups';
export {
  accountFieldLimits,
  branchCodes,
  citySearchCountries,
  citySearchMaxResults,
  citySearchMinDigits,
  companyCountries,
  compactVatNumber,
  existingCompanyNumberPattern,
  isExistingCompanyNumber,
  postalCodePattern,
  registrationConfirmValidityHours,
  registrationLanguages,
  salutations,
  usernamePattern,
} from './registration';
export type { BranchCode, CompanyCountry, RegistrationLanguage, Salutation } from './registration';
export { tierPriceRows, tierRowsOfPrices, tierUnitPrice } from './tierPrices';
export type { PriceTier, TierPriceRow } from './tierPrices';
export {
  addDays,
  budgetCovers,
  budgetPeriodAt,
  budgetPeriodDays,
  centsToEuro,
  daysBetween,
  euroToCents,
  flowBudgetPeriods,
  isValidBudgetDates,
  midnightIn,
  needsApprovalFrom,
  orderReferenceBudgetPeriods,
  periodLengthDays,
  remainingBudgetCents,
  remainingBudgetTerm,
  shopTimeZones,
} from './budgetPeriods';
export type {
  BudgetPeriod,
  BudgetPeriodSpan,
  BudgetRule,
  BudgetSpending,
  FlowBudgetPeriod,
  RemainingBudgetTerm,
  ShopCountry,
} from './budgetPeriods';
