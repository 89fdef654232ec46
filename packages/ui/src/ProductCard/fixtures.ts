import { storyMedia } from '../ProductImage/storyMedia';
import type { ProductCardProps } from './ProductCard';

/** A simple, buyable product as a visitor sees it (stories and tests). */
export const hexBolt = {
  name: 'Hexagon head bolt M8 × 40',
  href: '/de-at/hexagon-head-bolt-m8x40/SW-10042',
  productNumber: 'SW-10042',
  manufacturer: 'Würth',
  media: storyMedia('Hex bolt M8'),
  availability: { available: true },
  unitPrice: 0.25,
  action: 'add',
  quantityRule: { minPurchase: 1, purchaseStep: 1, maxPurchase: null },
} satisfies ProductCardProps;
