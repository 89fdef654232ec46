export {
  addedProducts,
  cartErrorsOf,
  isProductLine,
  isPromotionLine,
  priceInformationArticles,
  useCart,
} from './useCart';
export type { AddedCartProduct, CartErrorEntry, CartItemToAdd, UseCartReturn } from './useCart';
