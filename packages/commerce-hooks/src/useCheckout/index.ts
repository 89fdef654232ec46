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
