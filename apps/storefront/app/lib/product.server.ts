/**
 * What the product detail page loads on the server (storefront.md §2 Product detail, Breadcrumbs; issue 10): the
 * detail (product with gallery, configurator, tab content), a parent's variants and the cross-sellings — asked for at
 * the same time — and the breadcrumbs of the product's category. The browser's `useProduct` starts from them.
 */
import type { Product, ProductCrossSelling, StoreApiClient } from '@ratchet/commerce-hooks';
import type { ProductDetail } from '@ratchet/store-api-contract';
import { navigationTarget } from './navigation';

/** One breadcrumb of the product's category path, below the domain (`href` null for a folder). */
export interface ProductCrumb {
  name: string;
  href: string | null;
}

/** The product page's data (the loader's answer, and the `fallback` of `useProduct`). */
export interface ProductPageData {
  id: string;
  detail: ProductDetail;
  variants: Product[];
  crossSellings: ProductCrossSelling[];
  breadcrumbs: ProductCrumb[];
  /** The page was opened with `?showVariantsTable=true` (from a listing or the quick search): open the table. */
  showVariantsTable: boolean;
}

/** The breadcrumbs of a category path (ids root first); only the names the detail answered when the lookup fails. */
async function loadCrumbs(client: StoreApiClient, product: Product): Promise<ProductCrumb[]> {
  const path = product.seoCategory?.path ?? [];
  const names = product.seoCategory?.breadcrumb ?? [];
  if (path.length === 0) return [];
  const categories = await client
    .invoke('readCategoryList post /category', {
      body: { filter: [{ type: 'equalsAny', field: 'id', value: path }], limit: path.length },
    })
    .then((answer) => answer.elements)
    .catch(() => []);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return path.map((id, index) => {
    const category = byId.get(id);
    return {
      name: category?.translated?.name ?? category?.name ?? names[index] ?? '',
      href: category ? (navigationTarget(category)?.href ?? null) : null,
    };
  });
}

/** Reads everything the product page shows; the detail's failure is the caller's (404 or the load failure page). */
export async function loadProductPage(client: StoreApiClient, productId: string, url: URL): Promise<ProductPageData> {
  const [detail, variants, crossSellings] = await Promise.all([
    client.invoke('readProductDetail post /product/{productId}', { pathParams: { productId }, body: {} }),
    // A product without variants answers no rows; asking at once saves a round trip for parents.
    client
      .invoke('readProductVariants post /ratchet/variants', { body: { parentIds: [productId] } })
      .then((answer) => answer.elements.map((row) => row.product).filter((variant) => variant.active))
      .catch(() => []),
    client
      .invoke('readProductCrossSellings post /product/{productId}/cross-selling', { pathParams: { productId } })
      .catch(() => []),
  ]);
  return {
    id: detail.product.id,
    detail,
    variants,
    crossSellings,
    breadcrumbs: await loadCrumbs(client, detail.product),
    showVariantsTable: url.searchParams.get('showVariantsTable') === 'true',
  };
}
