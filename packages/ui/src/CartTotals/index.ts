export { CartTotals, cartTotalsVariants } from './CartTotals';
export type { CartTotalsPromotion, CartTotalsProps, CartTotalsTax } from './CartTotals';
