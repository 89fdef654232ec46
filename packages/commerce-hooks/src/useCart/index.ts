export { cartErrorsOf, isProductLine, isPromotionLine, priceInformationArticles, useCart } from './useCart';
export type { CartErrorEntry, CartItemToAdd, UseCartReturn } from './useCart';
