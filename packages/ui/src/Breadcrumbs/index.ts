export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbsProps } from './Breadcrumbs';
export { breadcrumbsMessages } from './messages';
