export { SearchBar, searchBarResultLimit, searchHref } from './SearchBar';
export type { SearchBarAvailabilityState, SearchBarProps, SearchBarResult } from './SearchBar';
export { placeholderLetterMs, placeholderPauseMs, useTypedPlaceholder } from './useTypedPlaceholder';
export { searchBarMessages } from './messages';
