// @ratchet/store-api-contract: the one API contract (zod schemas keyed like the Shopware
// store-API client keys operations) and the pure business rules shared by ui, hooks and server.
export { defineOperation, requiredRoles, requiresCustomer } from './operation';
export type {
  HttpMethod,
  OperationAccess,
  OperationDefinition,
  OperationRequest,
  OperationResponse,
} from './operation';
export { storeApiErrorSchema, storeApiErrorResponseSchema } from './common/errors';
export type { StoreApiError, StoreApiErrorResponse } from './common/errors';
// The pure rules are also the public `@ratchet/store-api-contract/rules` entry; one list serves both.
export * from './rules/index';
export {
  accountOperations,
  customerAddressSchema,
  customerRolesResponseSchema,
  customerSchema,
  loginBodySchema,
  loginCustomer,
  logoutCustomer,
  newPasswordSchema,
  passwordMinLength,
  readCustomer,
  readCustomerRoles,
  recoveryHashSchema,
  recoveryPassword,
  sendRecoveryMail,
} from './account';
export type { ContextTokenResponse, Customer, CustomerAddress, CustomerRolesResponse } from './account';
export {
  addLineItem,
  cartLineItemSchema,
  cartSchema,
  checkoutOperations,
  createOrder,
  createOrderBodySchema,
  deleteCart,
  oneTimeAddressSchema,
  orderReferenceMaxLength,
  orderSchema,
  paymentMethodIds,
  paymentMethodListSchema,
  readCart,
  readOrder,
  readOrderDetail,
  readPaymentMethod,
  readShippingMethod,
  removeLineItem,
  shippingMethodIds,
  shippingMethodListSchema,
  totalsSchema,
  updateLineItem,
} from './checkout';
export type {
  Cart,
  CartError,
  CartLineItem,
  CartProductLineItem,
  CartPromotionLineItem,
  CreateOrderBody,
  DeliveryDate,
  OneTimeAddress,
  Order,
  OrderAddress,
  PaymentMethod,
  PaymentMethodId,
  PickupLocation,
  ShippingMethod,
  ShippingMethodId,
  Totals,
} from './checkout';
export { contextOperations, readContext, updateContext, salesChannelContextSchema } from './context/operations';
export type { SalesChannelContext } from './context/operations';
export {
  systemOperations,
  readFeatureFlags,
  readDomains,
  health,
  featureFlagsSchema,
  domainSchema,
} from './system/operations';
export type { FeatureFlags, Domain } from './system/operations';
export { featureFlagDefaults, featureFlagNames } from './system/featureFlags';
export type { FeatureFlagName } from './system/featureFlags';
export {
  criteriaFilterSchema,
  criteriaSchema,
  entitySearchResult,
  mediaSchema,
  mediaThumbnailSchema,
  seoUrlSchema,
  thumbnailFormats,
} from './common/criteria';
export type { Criteria, CriteriaFilter, Media, MediaThumbnail, SeoUrl, ThumbnailFormat } from './common/criteria';
export {
  categoryCounterSchema,
  categorySchema,
  navigationOperations,
  navigationRootIds,
  readCategoryCounters,
  readCategoryList,
  readNavigation,
} from './navigation';
export type { Category } from './navigation';
export {
  articleInformationSchema,
  calculatedPriceSchema,
  catalogOperations,
  crossSellingElementSchema,
  deliveryTimeSchema,
  listingParametersSchema,
  manufacturerSchema,
  priceInformationSchema,
  productDetailContentSchema,
  productDetailResponseSchema,
  productFileSchema,
  productListingResultSchema,
  productSchema,
  productSpecificationSchema,
  propertyGroupSchema,
  propertyGroupWithOptionsSchema,
  propertyOptionSchema,
  readArticleInformation,
  readPriceInformation,
  readProduct,
  readProductCrossSellings,
  readProductDetail,
  readProductListing,
  readProductVariants,
  readSeoUrl,
  resolvePage,
  resolvePageResponseSchema,
  searchPage,
  searchSuggest,
} from './catalog';
export type {
  ListingParameters,
  Product,
  ProductDetail,
  ProductDetailContent,
  ProductFile,
  ProductListingResult,
  ProductSpecification,
  PropertyGroup,
  PropertyOption,
  ResolvedPage,
} from './catalog';
export { cmsOperations, cmsPageSchema, cmsSectionSchema, readFooterCms } from './cms';
export type { CmsPage } from './cms';
export { blogOperations, blogPostSchema, readBlogDetail, readBlogListing } from './blog';
export type { BlogPost } from './blog';
export {
  checkCompanyExists,
  checkedVatNumberSchema,
  checkVatNumber,
  citySchema,
  citySearchQuerySchema,
  citySearchResponseSchema,
  companyCheckSchema,
  companyExistsResponseSchema,
  confirmRegistration,
  confirmRegistrationBodySchema,
  confirmRegistrationResponseSchema,
  isValidVatNumber,
  registerCompany,
  registerCompanyBodySchema,
  registerCompanyCustomer,
  registerCompanyCustomerBodySchema,
  registrationCompanySchema,
  registrationOperations,
  registrationPersonalSchema,
  registrationResponseSchema,
  searchCities,
  vatNumberSchema,
} from './registration';
export type {
  City,
  CitySearchQuery,
  CitySearchResponse,
  CompanyCheck,
  CompanyExistsResponse,
  ConfirmRegistrationBody,
  RegisterCompanyBody,
  RegisterCompanyCustomerBody,
  RegistrationCompany,
  RegistrationPersonal,
  RegistrationResponse,
  VatNumberCheck,
} from './registration';
export {
  companyAddressBodySchema,
  companyAddressListResponseSchema,
  companyAddressSchema,
  companyCustomerListBodySchema,
  companyCustomerListResponseSchema,
  companyCustomerSchema,
  companyOperationScreens,
  companyOperations,
  companySchema,
  companyUserFilterSchema,
  createCompanyAddress,
  createCompanyCustomer,
  createCompanyCustomerBodySchema,
  deleteCompanyAddress,
  deleteCompanyCustomers,
  deleteCompanyCustomersBodySchema,
  listCompanyAddresses,
  listCompanyCustomers,
  pagerSchema,
  readCompany,
  readCompanyCustomer,
  setDefaultCompanyAddress,
  updateCompanyAddress,
  updateCompanyCustomer,
  updateCompanyCustomerBodySchema,
  updateCustomerRoles,
  updateCustomerRolesBodySchema,
} from './company';
export type {
  Company,
  CompanyAddress,
  CompanyAddressBody,
  CompanyAddressListResponse,
  CompanyCustomer,
  CompanyCustomerListBody,
  CompanyCustomerListResponse,
  CreateCompanyCustomerBody,
  DeleteCompanyCustomersBody,
  Pager,
  UpdateCompanyCustomerBody,
  UpdateCustomerRolesBody,
} from './company';
export {
  changePassword,
  changePasswordBodySchema,
  changeProfile,
  changeProfileBodySchema,
  profileOperationScreens,
  profileOperations,
  profileSchema,
  readProfile,
} from './profile';
export type { ChangePasswordBody, ChangeProfileBody, Profile } from './profile';
export { screenAccess } from './screenAccess';
export { operations } from './operations';
export type { Operations } from './operations';
