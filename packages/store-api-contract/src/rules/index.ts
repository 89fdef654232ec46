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
  snapQuantity,
  validateQuantity,
} from './quantity';
export type { QuantityProblem, QuantityRule, QuantityValidation } from './quantity';
export { formatPrice, formatStock, grossFromNet, roundToCents, shopCurrency } from './price';
export {
  compareIsoDates,
  isIsoDate,
  isSelectableDeliveryDate,
  isValidFromTo,
  isValidPeriod,
  isWeekend,
  isoWeekday,
  parseIsoDate,
} from './dates';
export type { IsoDate, SelectableDateOptions } from './dates';
