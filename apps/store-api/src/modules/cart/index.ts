// Public API of the cart module: its routes, the cart merge on login, and what placing an order does with a cart.
export { registerCartRoutes } from './routes';
export {
  addItems,
  calculateCustomerCart,
  customerCartId,
  lockCustomerCart,
  mergeAnonymousCart,
  readCart,
  removeCartById,
  setCartMethods,
} from './service';
export type { CartCalculation, CalculatedPromotion } from './domain/calculateCart';
export { shippingCostByMethod, freeShippingLimit } from './domain/calculateCart';
export type { CartPromotionRow } from './repo';
export { promotionName } from './present';
export { lineDeliveryDate, cartDeliveryDate } from './domain/deliveryDate';
export type { CartLineRow } from './repo';
export { setLinesOffer } from './repo';
export { checkLineQuantity } from './domain/lineQuantity';
