// Error codes and cart error keys: plain constants (no zod), importable from `@ratchet/store-api-contract/rules`.
import { forcedRecoveryCode } from './errorMessages';

/**
 * Error codes the server answers and the clients translate (`general.errors.{code}`).
 * Spec: storefront.md §8, account-area.md §8. `{product}` = `RATCHET`.
 */
export const errorCodes = {
  // transport and validation
  invalidJson: 'FRAMEWORK__INVALID_JSON',
  validation: 'FRAMEWORK__VALIDATION_FAILED',
  bodyTooLarge: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE',
  routeNotFound: 'FRAMEWORK__ROUTE_NOT_FOUND',
  methodNotAllowed: 'FRAMEWORK__METHOD_NOT_ALLOWED',
  invalidAccessKey: 'FRAMEWORK__INVALID_SALES_CHANNEL',
  invalidContextToken: 'FRAMEWORK__INVALID_CONTEXT_TOKEN',
  rateLimited: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
  internal: 'FRAMEWORK__INTERNAL_ERROR',
  /** A criteria filter, sort or include names a field the entity does not have (Shopware's code). */
  unmappedField: 'FRAMEWORK__UNMAPPED_FIELD',
  /** A criteria filter whose value does not fit its field (not a UUID, not a number, contains on a list…). */
  invalidFilterQuery: 'FRAMEWORK__INVALID_FILTER_QUERY',
  unknown: 'UNKNOWN_ERROR',
  // session and account
  customerNotLoggedIn: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
  badCredentials: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
  customerInactive: 'RATCHET__CUSTOMER_IS_INACTIVE',
  companyInactive: 'RATCHET__COMPANY_IS_INACTIVE',
  forcedRecovery: forcedRecoveryCode,
  recoveryHashInvalid: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
  customerNotFound: 'CHECKOUT__CUSTOMER_NOT_FOUND',
  alreadyExistingData: 'CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND',
  passwordNotCorrect: 'CUSTOMER_PASSWORD_NOT_CORRECT',
  missingPermission: 'RATCHET__MISSING_PERMISSION',
  // catalogue
  productNotFound: 'CONTENT__PRODUCT_NOT_FOUND',
  categoryNotFound: 'CONTENT__CATEGORY_NOT_FOUND',
  pageNotFound: 'CONTENT__PAGE_NOT_FOUND',
  // cart and order
  outOfStock: 'CHECKOUT__PRODUCT_OUT_OF_STOCK',
  invalidQuantity: 'CHECKOUT__INVALID_QUANTITY',
  lineItemNotFound: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
  emptyCart: 'CHECKOUT__CART_EMPTY',
  orderReferenceTooLong: 'RATCHET__ORDER_REFERENCE_TOO_LONG',
  orderReferenceNotUnique: 'ORDER_REFERENCE_NAME_NOT_UNIQUE',
  orderNotFound: 'CHECKOUT__ORDER_NOT_FOUND',
  /** The cart has a blocking cart error (payment or shipping method blocked, budget); meta.parameters.errors lists the keys. */
  cartBlocked: 'RATCHET__CART_BLOCKED',
  /** addLineItem with a promotion code that does not exist or is not active now. */
  promotionNotFound: 'CHECKOUT__PROMOTION_CODE_NOT_FOUND',
  /** createOrder: the desired delivery date is in the past, today or on a weekend (account-area.md §9). */
  invalidDeliveryDate: 'RATCHET__INVALID_DELIVERY_DATE',
  /** createOrder with shipping method pickup but without a pickup location (account-area.md §3 branch codes). */
  pickupLocationRequired: 'RATCHET__PICKUP_LOCATION_REQUIRED',
  // registration (account-area.md §8 registration codes)
  companyDoesntExist: 'COMPANY_DOESNT_EXIST',
  invalidVatNumber: 'INVALID_VAT_NUMBER',
  vatNumberExists: 'VAT_NUMBER_ALREADY_EXISTS',
  duplicateUsername: 'DUPLICATE_USERNAME',
  clientIsBlocked: 'CLIENT_IS_BLOCKED',
  registrationUnknown: 'UNKNOWN',
  /** The double opt-in link is unknown, used or expired. */
  registrationHashInvalid: 'RATCHET__REGISTRATION_HASH_INVALID',
  // company users, rights and addresses (account-area.md §8)
  usernameExists: 'VIOLATION::USERNAME_EXISTS',
  usernameNotUnique: 'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE',
  invalidRole: 'VIOLATION::INVALID_ROLE',
  invalidUuid: 'VIOLATION::INVALID_UUID',
  /** A user may not take ROLE_MANAGE_CONTACTS from themselves, nor deactivate or delete themselves. */
  ownAccountProtected: 'RATCHET__OWN_ACCOUNT_PROTECTED',
  /** The change would leave the company without an active lead buyer. */
  lastLeadBuyer: 'RATCHET__LAST_ACTIVE_LEAD_BUYER',
  addressNotFound: 'RATCHET__COMPANY_ADDRESS_NOT_FOUND',
  /** Deleting the default address needs another address named as the new default. */
  defaultAddressRequired: 'RATCHET__DEFAULT_ADDRESS_REQUIRED',
  companyNotFound: 'RATCHET__COMPANY_NOT_FOUND',
  // approval flows, requests and order references (issue 12)
  orderFlowNotFound: 'RATCHET__ORDER_FLOW_NOT_FOUND',
  /** A user named for a flow is already in another active flow; meta.parameters.customerIds names them. */
  orderFlowUserHasActiveFlow: 'RATCHET__ORDER_FLOW_USER_HAS_ACTIVE_FLOW',
  /** createOrder for an order that needs an approver (no ROLE_PLACE_ORDERS, or total ≥ approveFrom): use requestOrder. */
  orderApprovalRequired: 'RATCHET__ORDER_APPROVAL_REQUIRED',
  /** requestOrder by a user whose request nobody could decide (no flow, no reference approver). */
  orderRequestNoApprover: 'RATCHET__ORDER_REQUEST_NO_APPROVER',
  approvalNotFound: 'RATCHET__ORDER_APPROVAL_NOT_FOUND',
  /** The request was already approved or declined (another approver was quicker). */
  approvalAlreadyDecided: 'RATCHET__ORDER_APPROVAL_ALREADY_DECIDED',
  /** Nobody decides their own request, whatever rights they hold. */
  approvalOwnRequest: 'RATCHET__ORDER_APPROVAL_OWN_REQUEST',
  orderReferenceNotFound: 'RATCHET__ORDER_REFERENCE_NOT_FOUND',
  /** The order reference is not assigned to the caller. */
  orderReferenceNotAssigned: 'RATCHET__ORDER_REFERENCE_NOT_ASSIGNED',
  /** A from/to filter whose from-date is later than its to-date (account-area.md §5 offers and orders filters). */
  dateRangeInvalid: 'RATCHET__DATE_RANGE_INVALID',
  invoiceNotFound: 'RATCHET__INVOICE_NOT_FOUND',
  offerNotFound: 'RATCHET__OFFER_NOT_FOUND',
  /** requestOffer with a cart without product lines. */
  offerCartEmpty: 'RATCHET__OFFER_CART_EMPTY',
  /** addOfferToCart for an offer still open or past its validUntil. */
  offerNotOrderable: 'RATCHET__OFFER_NOT_ORDERABLE',
  /** A cost centre external contact that is not the caller's company's (or unknown). */
  externalContactNotFound: 'RATCHET__EXTERNAL_CONTACT_NOT_FOUND',
  /** An order list that does not exist, belongs to another company, or is another user's private list (issue 13). */
  orderListNotFound: 'RATCHET__ORDER_LIST_NOT_FOUND',
  /** Adding items would take the list beyond its 500 items (rules/orderLists.ts). */
  orderListFull: 'RATCHET__ORDER_LIST_FULL',
  /** Only the list's creator may change its privacy (a colleague cannot hide a company list from the others). */
  orderListPrivacyCreatorOnly: 'RATCHET__ORDER_LIST_PRIVACY_CREATOR_ONLY',
  // article links (account-area.md §5, §8 "Article links")
  /** Another link of the company already has this customer article number. */
  articleLinkCustomerSkuNotUnique: 'RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE',
  /** The company already links this product (one link per product). */
  articleLinkProductIdNotUnique: 'RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE',
  /** The product id names no product of the shop. */
  articleLinkProductIdNotFound: 'RATCHET__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND',
  /** No article link with this id in the caller's company. */
  articleLinkNotFound: 'RATCHET__ARTICLE_LINK_ID_NOT_FOUND',
  /** An import row's shop article number (product number) names no product. */
  articleLinkWrongArticleNumber: 'RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER',
  // CSV uploads (account-area.md §5, §8 "CSV import", §9: at most 5 MB)
  /** The file cannot be read as CSV (an unclosed quote, a character the encoding cannot hold). */
  csvNotValid: 'RATCHET__CSV_NOT_VALID',
  /** The file is larger than 5 MB (account-area.md §9). */
  csvFileTooLarge: 'RATCHET__CSV_FILE_TOO_LARGE',
  /** The CSV lacks a required column (meta.parameters.missing names them). */
  csvInvalidFormat: 'RATCHET__CSV_INVALID_FORMAT',
  /** The file has no data rows. */
  csvEmptyFile: 'RATCHET__CSV_EMPTY_FILE',
  /** The file was read but could not be processed (an unexpected failure while importing). */
  csvProcessingError: 'RATCHET__CSV_PROCESSING_ERROR',
  /** An import in which not one row could be imported; meta.parameters.failed lists the rows. */
  csvAllRowsFailed: 'RATCHET__CSV_ALL_ROWS_FAILED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Cart error message keys (storefront.md §8, account-area.md §8). */
export const cartErrorKeys = {
  underMinimumValue: 'ratchet-cart-underMinimumValue',
  underCreditLimit: 'ratchet-cart-underCreditLimit',
  paymentMethodBlocked: 'payment-method-blocked',
  shippingMethodBlocked: 'shipping-method-blocked',
  flowBudgetBlocked: 'ratchet-flow-unsufficient-budget-blocked',
  orderReferenceBudgetBlocked: 'ratchet-order-reference-unsufficient-budget-blocked',
} as const;
