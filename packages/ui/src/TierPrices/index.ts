export { TierPrices, tierPricesVariants } from './TierPrices';
export type { TierPricesProps } from './TierPrices';
export { tierPricesMessages } from './messages';
