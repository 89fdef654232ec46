import { z } from 'zod';
import { entitySearchResult, seoUrlSchema } from '../common/criteria';
import { defineOperation } from '../operation';
import {
  articleInformationBodySchema,
  articleInformationResponseSchema,
  crossSellingElementSchema,
  listingParametersSchema,
  priceInformationBodySchema,
  priceInformationResponseSchema,
  productDetailResponseSchema,
  productListingResultSchema,
  productSchema,
  readSeoUrlBodySchema,
  resolvePageBodySchema,
  resolvePageResponseSchema,
  searchBodySchema,
  searchSuggestResultSchema,
  variantRowSchema,
} from './schemas';
import { criteriaSchema } from '../common/criteria';

const productIdParams = z.object({ productId: z.string().min(1) });

export const searchPage = defineOperation('searchPage post /search', {
  body: searchBodySchema,
  response: productListingResultSchema,
  access: 'anonymous',
});

export const searchSuggest = defineOperation('searchSuggest post /search-suggest', {
  body: searchBodySchema,
  response: searchSuggestResultSchema,
  access: 'anonymous',
});

export const readProductListing = defineOperation('readProductListing post /product-listing/{categoryId}', {
  pathParams: z.object({ categoryId: z.string().min(1) }),
  body: listingParametersSchema,
  response: productListingResultSchema,
  access: 'anonymous',
});

export const readProduct = defineOperation('readProduct post /product', {
  body: criteriaSchema,
  response: entitySearchResult(productSchema, 'dal_entity_search_result'),
  access: 'anonymous',
});

export const readProductDetail = defineOperation('readProductDetail post /product/{productId}', {
  pathParams: productIdParams,
  body: criteriaSchema,
  response: productDetailResponseSchema,
  access: 'anonymous',
});

export const readProductCrossSellings = defineOperation(
  'readProductCrossSellings post /product/{productId}/cross-selling',
  {
    pathParams: productIdParams,
    response: z.array(crossSellingElementSchema),
    access: 'anonymous',
  },
);

export const readProductVariants = defineOperation('readProductVariants post /ratchet/variants', {
  body: z.object({ parentIds: z.array(z.string().min(1)).min(1).max(100) }),
  response: z.object({ elements: z.array(variantRowSchema), total: z.number() }),
  access: 'anonymous',
});

export const readPriceInformation = defineOperation('readPriceInformation post /ratchet/price-information', {
  body: priceInformationBodySchema,
  response: priceInformationResponseSchema,
  access: 'anonymous',
});

export const readArticleInformation = defineOperation('readArticleInformation post /ratchet/article/information', {
  body: articleInformationBodySchema,
  response: articleInformationResponseSchema,
  access: 'anonymous',
});

export const resolvePage = defineOperation('resolvePage post /ratchet/page', {
  body: resolvePageBodySchema,
  response: resolvePageResponseSchema,
  access: 'anonymous',
});

export const readSeoUrl = defineOperation('readSeoUrl post /seo-url', {
  body: readSeoUrlBodySchema,
  response: entitySearchResult(seoUrlSchema, 'dal_entity_search_result'),
  access: 'anonymous',
});

export const catalogOperations = {
  searchPage,
  searchSuggest,
  readProductListing,
  readProduct,
  readProductDetail,
  readProductCrossSellings,
  readProductVariants,
  readPriceInformation,
  readArticleInformation,
  resolvePage,
  readSeoUrl,
} as const;
