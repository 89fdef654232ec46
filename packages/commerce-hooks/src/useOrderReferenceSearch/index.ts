export { orderReferenceSearchDebounceMs, useOrderReferenceSearch } from './useOrderReferenceSearch';
export type { OrderReferenceOption, UseOrderReferenceSearchReturn } from './useOrderReferenceSearch';
