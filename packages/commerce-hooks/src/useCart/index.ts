export { cartErrorsOf, isProductLine, priceInformationArticles, useCart } from './useCart';
export type { CartErrorEntry, CartItemToAdd, UseCartReturn } from './useCart';
