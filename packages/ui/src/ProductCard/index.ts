export { ProductCard, productCardVariants } from './ProductCard';
export type { ProductCardAction, ProductCardProps, ProductCardTierPrice } from './ProductCard';
