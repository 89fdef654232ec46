// @ratchet/store-api-contract: the one API contract (zod schemas keyed like the Shopware
// store-API client keys operations) and the pure business rules shared by ui, hooks and server.
export { defineOperation } from './operation';
export type { HttpMethod, OperationDefinition, OperationRequest, OperationResponse } from './operation';
export { storeApiErrorSchema, storeApiErrorResponseSchema, errorCodes, cartErrorKeys } from './common/errors';
export type { StoreApiError, StoreApiErrorResponse, ErrorCode } from './common/errors';
export { roleCodes, isRoleCode, hasRole, hasEveryRole } from './rules/roles';
export type { RoleCode, RightEntry } from './rules/roles';
export {
  decrementQuantity,
  effectiveMaximum,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  parseQuantity,
  snapQuantity,
  validateQuantity,
} from './rules/quantity';
export type { QuantityProblem, QuantityRule, QuantityValidation } from './rules/quantity';
export { formatPrice, formatStock, grossFromNet, roundToCents, shopCurrency } from './rules/price';
export {
  compareIsoDates,
  isIsoDate,
  isSelectableDeliveryDate,
  isValidFromTo,
  isValidPeriod,
  isWeekend,
  isoWeekday,
  parseIsoDate,
} from './rules/dates';
export type { IsoDate, SelectableDateOptions } from './rules/dates';
