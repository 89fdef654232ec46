export { quickSearchDebounceMs, quickSearchLimit, quickSearchVisibleCount, useQuickSearch } from './useQuickSearch';
export type { UseQuickSearchOptions, UseQuickSearchReturn } from './useQuickSearch';
