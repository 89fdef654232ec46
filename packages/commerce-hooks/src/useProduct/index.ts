export { useProduct } from './useProduct';
export type { ArticleInformation, ProductCrossSelling, UseProductOptions, UseProductReturn } from './useProduct';
