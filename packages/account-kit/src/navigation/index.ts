export { AccountNavigation } from './AccountNavigation';
export type { AccountNavigationProps } from './AccountNavigation';
export { accountNavigationItems, accountNavigationOrder, currentAccountNavigationItem } from './navigationItems';
export type { AccountNavigationItem } from './navigationItems';
export { AccountBreadcrumbs } from './AccountBreadcrumbs';
export type { AccountBreadcrumbsProps } from './AccountBreadcrumbs';
export { accountBreadcrumbs } from './breadcrumbTrail';
export type { AccountBreadcrumb } from './breadcrumbTrail';
