import { z } from 'zod';
import { entitySearchResult } from '../common/criteria';
import { defineOperation } from '../operation';
import { categoryCounterSchema, categorySchema, readCategoryListBodySchema, readNavigationBodySchema } from './schemas';

/** Navigation tree by root (main-navigation, service-navigation, countries-navigation, footer-navigation or an id) and depth. */
export const readNavigation = defineOperation('readNavigation post /navigation/{activeId}/{rootId}', {
  pathParams: z.object({ activeId: z.string().min(1), rootId: z.string().min(1) }),
  body: readNavigationBodySchema,
  response: z.array(categorySchema),
  access: 'anonymous',
});

/** Categories by criteria (equalsAny on id for breadcrumbs). */
export const readCategoryList = defineOperation('readCategoryList post /category', {
  body: readCategoryListBodySchema,
  response: entitySearchResult(categorySchema, 'dal_entity_search_result'),
  access: 'anonymous',
});

/** Product counters (total, available) for a category and every category below it, keyed by category id. */
export const readCategoryCounters = defineOperation('readCategoryCounters get /category/counters/{id}', {
  pathParams: z.object({ id: z.string().min(1) }),
  response: z.record(z.string(), categoryCounterSchema),
  access: 'anonymous',
});

export const navigationOperations = { readNavigation, readCategoryList, readCategoryCounters } as const;
