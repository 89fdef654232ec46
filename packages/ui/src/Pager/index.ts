export { Pager, pagerItemVariants } from './Pager';
export type { PagerProps } from './Pager';
export { pageItems, resolvePagerPosition } from './pageItems';
export type { PageItem, PagerPosition } from './pageItems';
export { pagerMessages } from './messages';
