// Rows → the contract's shapes; prices and stock withheld through canSeePrices/canSeeStock (no SQL here).
export { toCategory } from './categories';
export { presentPriceInformation, presentProducts, productFieldsOf, toProduct, wantsOptionIds } from './products';
export type { ProductFields } from './products';
export { presentSuggest, suggestPropertyCount } from './suggest';
export type { SuggestResult } from './suggest';
export { aggregationsOf, emptyAggregations, listingResult, presentConfigurator } from './listing';
