export { useCategoryCounters } from './useCategoryCounters';
export type { UseCategoryCountersReturn } from './useCategoryCounters';
