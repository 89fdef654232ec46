import type { ProductSummary } from '../components/ProductDetail';
import type { CategoryInfo, ListingFallback } from './listing.server';

/** What a catch-all path shows (storefront.md §2: product list, product detail or CMS page). */
export type Page =
  | { kind: 'product'; title: string; product: ProductSummary }
  | { kind: 'category'; id: string; title: string; info: CategoryInfo; listing: ListingFallback }
  | { kind: 'cms'; title: string };

/** The SEO identity of a page, for the language switch (storefront.md §2: the same page in the other language). */
export function seoIdentity(page: Page): { routeName: string; foreignKey: string } | null {
  if (page.kind === 'product') return { routeName: 'frontend.detail.page', foreignKey: page.product.id };
  if (page.kind === 'category') return { routeName: 'frontend.navigation.page', foreignKey: page.id };
  return null;
}
