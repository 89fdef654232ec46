export { categoryIdsFromPath, homeBreadcrumb, useBreadcrumbs } from './useBreadcrumbs';
export type { Breadcrumb, UseBreadcrumbsReturn } from './useBreadcrumbs';
