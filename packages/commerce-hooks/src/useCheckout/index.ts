export {
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
  CheckoutProblem,
  OneTimeAddressInput,
  ShippingAddressInput,
  UseCheckoutReturn,
} from './useCheckout';
