export { isProductLine, priceInformationArticles, useCart } from './useCart';
export type { CartItemToAdd, UseCartReturn } from './useCart';
