export { hasTabContent, ProductTabs } from './ProductTabs';
export type { ProductTab, ProductTabsProps } from './ProductTabs';
