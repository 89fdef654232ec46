export { navigationOperations, readCategoryCounters, readCategoryList, readNavigation } from './operations';
export { categoryCounterSchema, categorySchema, navigationRootIds, readNavigationBodySchema } from './schemas';
export type { Category } from './schemas';
