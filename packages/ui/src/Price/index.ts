export { Price, priceVariants } from './Price';
export type { PriceProps, TaxDisplay } from './Price';
export { priceMessages } from './messages';
