export { navigationDepths, navigationRootId, useNavigation } from './useNavigation';
export type { UseNavigationOptions, UseNavigationReturn } from './useNavigation';
