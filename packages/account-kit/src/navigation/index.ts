export { AccountNavigation } from './AccountNavigation';
export type { AccountNavigationProps } from './AccountNavigation';
export { accountNavigationItems, accountNavigationOrder, currentAccountNavigationItem } from './accountNavigation';
export type { AccountNavigationItem } from './accountNavigation';
export { AccountBreadcrumbs } from './AccountBreadcrumbs';
export type { AccountBreadcrumbsProps } from './AccountBreadcrumbs';
export { accountBreadcrumbs } from './accountBreadcrumbs';
export type { AccountBreadcrumb } from './accountBreadcrumbs';
