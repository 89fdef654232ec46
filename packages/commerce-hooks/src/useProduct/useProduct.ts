import useSWR from 'swr';
import type { ProductDetail } from '@ratchet/store-api-contract';
import type { StoreApiClientError } from '../client';
import { swrKeys } from '../keys';
import type { Product, StoreApiOperations } from '../operations';
import { useKeyScope, useStoreApiClient } from '../provider/RatchetCommerceProvider';

/** One cross-selling of a product (a slider): its name and products. */
export type ProductCrossSelling =
  StoreApiOperations['readProductCrossSellings post /product/{productId}/cross-selling']['response'][number];
/** Article information of one product number (customer article number, lead time, properties). */
export type ArticleInformation =
  StoreApiOperations['readArticleInformation post /ratchet/article/information']['response']['articles'][number];

export interface UseProductOptions {
  /** The loader's answers (SSR): the first render shows them without a request. */
  fallback?: {
    detail?: ProductDetail | undefined;
    variants?: Product[] | undefined;
    crossSellings?: ProductCrossSelling[] | undefined;
  };
  /** Also read the article information of the product (and its variants) — for logged-in customers. */
  articleInformation?: boolean;
}

export interface UseProductReturn {
  /** The detail answer: product (with its gallery as `media`), configurator and tab content. */
  detail: ProductDetail | undefined;
  /** The product; undefined while first loading. */
  product: Product | undefined;
  /**
   * The variants of a parent product, one per row of the variants table (empty for a product without variants;
   * a parent is never bought itself, storefront.md §2 Product detail).
   */
  variants: Product[];
  /** True when the product is a parent with variants. */
  hasVariants: boolean;
  /** The cross-sellings with at least one product, in position order. */
  crossSellings: ProductCrossSelling[];
  /** Article information by product number (only with `articleInformation: true`). */
  articleInformation: ReadonlyMap<string, ArticleInformation>;
  /** True until the detail is there. */
  isLoading: boolean;
  /** The detail's error (404 `FRAMEWORK__PRODUCT_NOT_FOUND` for an unknown or inactive product). */
  error: StoreApiClientError | undefined;
  /** Reads the detail, variants and cross-sellings again (after a login, prices and stock change). */
  reload: () => Promise<void>;
}

const noVariants: Product[] = [];
const noCrossSellings: ProductCrossSelling[] = [];
const noArticles: ReadonlyMap<string, ArticleInformation> = new Map();

/**
 * A product detail page's data (issue 10 Product detail): the detail (product, configurator, tab content), the
 * variants of a parent product, the cross-sellings, and optionally the article information — each read once per
 * customer and language (keys of `keys.ts`), from the loader's answers first.
 */
export function useProduct(productId: string, options: UseProductOptions = {}): UseProductReturn {
  const client = useStoreApiClient();
  const scope = useKeyScope();
  const { fallback } = options;
  const fallbackDetail = fallback?.detail?.product.id === productId ? fallback.detail : undefined;

  const detailQuery = useSWR<ProductDetail, StoreApiClientError>(
    swrKeys.productDetail(scope, productId),
    () => client.invoke('readProductDetail post /product/{productId}', { pathParams: { productId }, body: {} }),
    fallbackDetail
      ? // The loader's answer is fresh: no second request on hydration; a later key (a login) reads again.
        { fallbackData: fallbackDetail, revalidateOnMount: false }
      : {},
  );
  const product = detailQuery.data?.product;
  const hasVariants = (product?.childCount ?? 0) > 0;

  const variantsQuery = useSWR<Product[], StoreApiClientError>(
    hasVariants ? swrKeys.productVariants(scope, productId) : null,
    async () =>
      (await client.invoke('readProductVariants post /ratchet/variants', { body: { parentIds: [productId] } })).elements
        .map((row) => row.product)
        .filter((variant) => variant.active),
    fallbackDetail && fallback?.variants ? { fallbackData: fallback.variants, revalidateOnMount: false } : {},
  );

  const crossSellingsQuery = useSWR<ProductCrossSelling[], StoreApiClientError>(
    product ? swrKeys.productCrossSellings(scope, productId) : null,
    async () =>
      client.invoke('readProductCrossSellings post /product/{productId}/cross-selling', { pathParams: { productId } }),
    fallbackDetail && fallback?.crossSellings ? { fallbackData: fallback.crossSellings, revalidateOnMount: false } : {},
  );

  const variants = variantsQuery.data ?? noVariants;
  const articles = product
    ? [product.productNumber, ...variants.map((variant) => variant.productNumber)].slice(0, 500)
    : [];
  const articleQuery = useSWR(
    options.articleInformation && articles.length > 0 ? swrKeys.articleInformation(scope, articles) : null,
    async () =>
      new Map(
        (
          await client.invoke('readArticleInformation post /ratchet/article/information', { body: { articles } })
        ).articles.map((article) => [article.article, article]),
      ),
  );

  const reload = async () => {
    await Promise.all([detailQuery.mutate(), variantsQuery.mutate(), crossSellingsQuery.mutate()]);
  };

  return {
    detail: detailQuery.data,
    product,
    variants: hasVariants ? variants : noVariants,
    hasVariants,
    crossSellings: (crossSellingsQuery.data ?? noCrossSellings).filter((entry) => entry.products.length > 0),
    articleInformation: articleQuery.data ?? noArticles,
    isLoading: detailQuery.data === undefined && detailQuery.error === undefined,
    error: detailQuery.error,
    reload,
  };
}
