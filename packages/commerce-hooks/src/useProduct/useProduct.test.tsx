import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product, ProductDetail } from '@ratchet/store-api-contract';
import { renderCommerceHook } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useProduct } from './useProduct';

const parentId = '0a000000-0000-4000-8000-000000000006';

/** A contract-shaped product; `overrides` set what a test is about. */
function product(overrides: Partial<Product>): Product {
  return {
    id: parentId,
    parentId: null,
    productNumber: 'R0000006',
    name: 'Hex bolt',
    description: null,
    translated: { name: 'Hex bolt', description: null },
    manufacturerId: null,
    manufacturer: null,
    manufacturerNumber: null,
    ean: null,
    active: true,
    cover: null,
    media: [],
    categoryIds: [],
    seoCategory: null,
    properties: [],
    propertyIds: [],
    options: [],
    optionIds: [],
    deliveryTime: null,
    restockTime: null,
    ratingAverage: null,
    calculatedPrice: null,
    calculatedPrices: [],
    stock: null,
    availableStock: null,
    available: true,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    unit: 'piece',
    childCount: 0,
    variantsCount: { childCount: 0 },
    isNew: false,
    releaseDate: null,
    seoUrls: [],
    seoPath: '/hex-bolt/R0000006',
    articleLink: null,
    customFields: {},
    apiAlias: 'product',
    ...overrides,
  };
}

const emptyContent = {
  applications: null,
  instructions: null,
  specifications: [],
  manufacturerSpecifications: [],
  downloads: [],
  documents: [],
};
const detailOf = (answer: Product): ProductDetail => ({
  product: answer,
  configurator: [],
  content: emptyContent,
  apiAlias: 'product_detail',
});

const parent = product({ childCount: 2, variantsCount: { childCount: 2 } });
const variantA = product({ id: 'variant-a', parentId, productNumber: 'R0000007' });
const variantB = product({ id: 'variant-b', parentId, productNumber: 'R0000008' });
const inactive = product({ id: 'variant-c', parentId, productNumber: 'R0000009', active: false });

function productHandlers(detail: Product, calls: string[] = []) {
  return [
    http.post(apiUrl('/product/{productId}'), ({ params }) => {
      calls.push(`detail:${String(params.productId)}`);
      return HttpResponse.json(detailOf(detail));
    }),
    http.post(apiUrl('/ratchet/variants'), async ({ request }) => {
      const body = (await request.json()) as { parentIds: string[] };
      calls.push(`variants:${body.parentIds.join(',')}`);
      return HttpResponse.json({
        elements: [variantA, variantB, inactive].map((variant) => ({ parentId, product: variant })),
        total: 3,
      });
    }),
    http.post(apiUrl('/product/{productId}/cross-selling'), () => {
      calls.push('crossSelling');
      return HttpResponse.json([
        {
          crossSelling: {
            id: 'x1',
            name: 'Matching accessories',
            position: 0,
            type: 'productList',
            apiAlias: 'product_cross_selling',
          },
          products: [product({ id: 'nut', productNumber: 'R0000010' })],
          total: 1,
          apiAlias: 'cross_selling_element',
        },
        {
          crossSelling: {
            id: 'x2',
            name: 'Empty',
            position: 1,
            type: 'productList',
            apiAlias: 'product_cross_selling',
          },
          products: [],
          total: 0,
          apiAlias: 'cross_selling_element',
        },
      ]);
    }),
    http.post(apiUrl('/ratchet/article/information'), async ({ request }) => {
      const body = (await request.json()) as { articles: string[] };
      calls.push(`articles:${body.articles.join(',')}`);
      return HttpResponse.json({
        articles: body.articles.map((article) => ({
          article,
          productId: article,
          name: 'Hex bolt',
          manufacturer: null,
          manufacturerNumber: null,
          ean: null,
          unit: 'piece',
          deliveryTime: null,
          restockTime: null,
          customerSku: `C-${article}`,
          properties: [],
        })),
        notFound: [],
      });
    }),
  ];
}

describe('useProduct (issue 10 Product detail: detail, variants, cross-selling, article information)', () => {
  it('reads a parent’s detail, its active variants (one row each) and the cross-sellings that have products', async () => {
    const calls: string[] = [];
    server.use(...productHandlers(parent, calls));
    const { result } = renderCommerceHook(() => useProduct(parentId));
    await waitFor(() => expect(result.current.variants).toHaveLength(2));
    expect(result.current.hasVariants).toBe(true);
    expect(result.current.variants.map((variant) => variant.productNumber)).toEqual(['R0000007', 'R0000008']);
    await waitFor(() => expect(result.current.crossSellings).toHaveLength(1));
    expect(result.current.crossSellings[0]?.crossSelling.name).toBe('Matching accessories');
    expect(calls).toContain(`variants:${parentId}`);
    // Article information is only read when asked for.
    expect(calls.some((call) => call.startsWith('articles:'))).toBe(false);
  });

  it('asks for no variants of a product without variants', async () => {
    const calls: string[] = [];
    server.use(...productHandlers(product({ childCount: 0 }), calls));
    const { result } = renderCommerceHook(() => useProduct(parentId));
    await waitFor(() => expect(result.current.product?.productNumber).toBe('R0000006'));
    await waitFor(() => expect(calls).toContain('crossSelling'));
    expect(result.current.hasVariants).toBe(false);
    expect(result.current.variants).toEqual([]);
    expect(calls.some((call) => call.startsWith('variants:'))).toBe(false);
  });

  it('shows the loader’s answer on the first render without asking for the detail again', async () => {
    const calls: string[] = [];
    server.use(...productHandlers(parent, calls));
    const { result } = renderCommerceHook(() =>
      useProduct(parentId, { fallback: { detail: detailOf(parent), variants: [variantA] } }),
    );
    expect(result.current.product?.id).toBe(parentId);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.variants).toHaveLength(1);
    // Only what the loader did not answer is read (the cross-sellings); the detail and variants are not asked again.
    await waitFor(() => expect(calls).toContain('crossSelling'));
    expect(calls.filter((call) => call.startsWith('detail:') || call.startsWith('variants:'))).toEqual([]);
  });

  it('reads the article information of the product and its variants in one call when asked', async () => {
    const calls: string[] = [];
    server.use(...productHandlers(parent, calls));
    const { result } = renderCommerceHook(() => useProduct(parentId, { articleInformation: true }));
    await waitFor(() => expect(result.current.articleInformation.get('R0000008')?.customerSku).toBe('C-R0000008'));
    expect(calls).toContain('articles:R0000006,R0000007,R0000008');
  });

  it('reports a 404 for an unknown product', async () => {
    server.use(
      http.post(apiUrl('/product/{productId}'), () =>
        HttpResponse.json(
          { errors: [{ status: '404', code: 'FRAMEWORK__PRODUCT_NOT_FOUND', title: 'Not Found', detail: 'x' }] },
          { status: 404 },
        ),
      ),
    );
    const { result } = renderCommerceHook(() => useProduct('unknown'));
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.product).toBeUndefined();
  });
});
