export {
  SqlParams,
  compileFilters,
  compileSort,
  criteriaPage,
  escapeLikePattern,
  resolveField,
  runCriteriaQuery,
  valuesNamedIn,
  withCriteriaTimeout,
} from './sql';
export type {
  CriteriaEntity,
  CriteriaField,
  CriteriaFieldType,
  CriteriaPage,
  CriteriaResult,
  SqlRunner,
  TotalCountMode,
  TransactionRunner,
} from './sql';
export { runCriteriaAggregations } from './aggregations';
export type { AggregationResult } from './aggregations';
export { applyIncludes, includesOf } from './includes';
export type { Includes } from './includes';
export { blogPostEntity, categoryEntity, orderEntity, productEntity, seoUrlEntity } from './entities';
