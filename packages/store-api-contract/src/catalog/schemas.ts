import { z } from 'zod';
import { criteriaSchema, mediaSchema, seoUrlSchema } from '../common/criteria';
import { searchTermMaxLength } from '../rules/limits';
import { listingSortingKeys } from '../rules/sorting';

export const propertyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  translated: z.object({ name: z.string() }),
  displayType: z.string(),
  sortingType: z.string(),
  filterable: z.boolean(),
  visibleOnProductDetailPage: z.boolean(),
  visibleInSearchResults: z.boolean(),
  visibleOnProductListingPage: z.boolean(),
  position: z.number(),
  apiAlias: z.literal('property_group'),
});
export type PropertyGroup = z.infer<typeof propertyGroupSchema>;

/** A property option with its group (storefront.md §3 Property group / Option). */
export const propertyOptionSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  translated: z.object({ name: z.string() }),
  position: z.number(),
  colorHexCode: z.string().nullable(),
  media: mediaSchema.nullable(),
  group: propertyGroupSchema,
  apiAlias: z.literal('property_group_option'),
});
export type PropertyOption = z.infer<typeof propertyOptionSchema>;

/** Property group with its options (listing aggregation `properties`). */
export const propertyGroupWithOptionsSchema = propertyGroupSchema.extend({
  options: z.array(
    propertyOptionSchema.omit({ group: true }).extend({
      /** Products carrying the option in the listed category (cached count). */
      productCount: z.number(),
    }),
  ),
});

export const manufacturerSchema = z.object({
  id: z.string(),
  name: z.string(),
  translated: z.object({ name: z.string() }),
  link: z.string().nullable(),
  media: mediaSchema.nullable(),
  apiAlias: z.literal('product_manufacturer'),
});

export const deliveryTimeSchema = z.object({
  min: z.number(),
  max: z.number(),
  unit: z.enum(['day', 'week', 'month', 'year']),
  name: z.string(),
  apiAlias: z.literal('delivery_time'),
});

/**
 * A calculated price. In `calculatedPrices` there is one per tier price (rules/tierPrices.ts) with `quantity` = the
 * tier's starting quantity, ascending; `calculatedPrice` is the price of the minimum purchase.
 */
export const calculatedPriceSchema = z.object({
  /** Net unit price in EUR (customer-specific when the customer's company has one). */
  unitPrice: z.number(),
  totalPrice: z.number(),
  quantity: z.number(),
  netPrice: z.number(),
  grossPrice: z.number(),
  taxRate: z.number(),
  /** The product's list net price when a customer price replaced it. */
  listPrice: z.number().nullable(),
  apiAlias: z.literal('calculated_price'),
});

export const productMediaSchema = z.object({
  id: z.string(),
  position: z.number(),
  media: mediaSchema,
  apiAlias: z.literal('product_media'),
});

/** A product (storefront.md §3 Product). Stock and delivery fields are null for anonymous visitors (§6). */
export const productSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  productNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  translated: z.object({ name: z.string(), description: z.string().nullable() }),
  manufacturerId: z.string().nullable(),
  manufacturer: manufacturerSchema.nullable(),
  manufacturerNumber: z.string().nullable(),
  ean: z.string().nullable(),
  active: z.boolean(),
  cover: productMediaSchema.nullable(),
  media: z.array(productMediaSchema),
  categoryIds: z.array(z.string()),
  /** Main category with its path of names (breadcrumb). */
  seoCategory: z.object({ id: z.string(), breadcrumb: z.array(z.string()), path: z.array(z.string()) }).nullable(),
  properties: z.array(propertyOptionSchema),
  propertyIds: z.array(z.string()),
  options: z.array(propertyOptionSchema),
  optionIds: z.array(z.string()),
  deliveryTime: deliveryTimeSchema.nullable(),
  restockTime: z.number().nullable(),
  ratingAverage: z.number().nullable(),
  calculatedPrice: calculatedPriceSchema.nullable(),
  calculatedPrices: z.array(calculatedPriceSchema),
  stock: z.number().nullable(),
  availableStock: z.number().nullable(),
  available: z.boolean(),
  isCloseout: z.boolean(),
  minPurchase: z.number(),
  maxPurchase: z.number().nullable(),
  purchaseSteps: z.number(),
  /** Unit of measure: 'piece' or 'metre' (goods by the metre have fractional steps). */
  unit: z.string(),
  childCount: z.number(),
  variantsCount: z.object({ childCount: z.number() }),
  isNew: z.boolean(),
  releaseDate: z.string().nullable(),
  seoUrls: z.array(seoUrlSchema),
  /** Relative storefront path of the product in the context's language. */
  seoPath: z.string(),
  /** The logged-in customer's own article number. */
  articleLink: z.object({ customerSku: z.string() }).nullable(),
  customFields: z.record(z.string(), z.unknown()),
  apiAlias: z.literal('product'),
});
export type Product = z.infer<typeof productSchema>;

/** Listing parameters (Shopware product-listing request): page p, limit, order, filters. */
export const listingParametersSchema = criteriaSchema.extend({
  p: z.coerce.number().int().min(1).optional(),
  order: z.enum(listingSortingKeys).optional(),
  /** Property option ids, `id|id` or an array. */
  properties: z.union([z.string(), z.array(z.string())]).optional(),
  /** Manufacturer ids, `id|id` or an array. */
  manufacturer: z.union([z.string(), z.array(z.string())]).optional(),
  'min-price': z.coerce.number().min(0).optional(),
  'max-price': z.coerce.number().min(0).optional(),
  search: z.string().max(searchTermMaxLength).optional(),
  'only-available': z.boolean().optional(),
  /**
   * Shopware's `reduce-aggregations`: when present (any value but null/false), each filter group's options are
   * counted over the other active filters; without it the listing's aggregations ignore the filters.
   */
  'reduce-aggregations': z.union([z.string(), z.boolean(), z.number(), z.null()]).optional(),
});
export type ListingParameters = z.infer<typeof listingParametersSchema>;

export const listingSortingSchema = z.object({
  key: z.string(),
  label: z.string(),
  apiAlias: z.literal('product_sorting'),
});

/** Listing result (Shopware `ProductListingResult`) with pager fields. */
export const productListingResultSchema = z.object({
  elements: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** storefront.md §2: pager with currentPage, currentLimit, totalResults, totalPages. */
  currentPage: z.number(),
  currentLimit: z.number(),
  totalResults: z.number(),
  totalPages: z.number(),
  sorting: z.string(),
  availableSortings: z.array(listingSortingSchema),
  aggregations: z.object({
    properties: z.object({ entities: z.array(propertyGroupWithOptionsSchema), apiAlias: z.string() }),
    manufacturer: z.object({
      entities: z.array(manufacturerSchema.extend({ productCount: z.number() })),
      apiAlias: z.string(),
    }),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable(), apiAlias: z.string() }),
  }),
  currentFilters: z.object({
    properties: z.array(z.string()),
    manufacturer: z.array(z.string()),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    search: z.string().nullable(),
  }),
  apiAlias: z.literal('product_listing'),
});
export type ProductListingResult = z.infer<typeof productListingResultSchema>;

export const searchBodySchema = listingParametersSchema.extend({ search: z.string().min(1).max(searchTermMaxLength) });

/** A line of a specification table on the detail page, in the context's language. */
export const productSpecificationSchema = z.object({ label: z.string(), value: z.string() });
export type ProductSpecification = z.infer<typeof productSpecificationSchema>;

/** A file of a product: a download (datasheet, CAD drawing) or a document (certificate, safety data sheet). */
export const productFileSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  url: z.string(),
  mimeType: z.string(),
  apiAlias: z.literal('product_file'),
});
export type ProductFile = z.infer<typeof productFileSchema>;

/**
 * The content of the detail page's tabs beyond the product's own fields (storefront.md §2 Product detail; issue 10
 * Tabs): texts (paragraphs separated by a blank line, plain text), specification tables and files, in the context's
 * language. An empty field means its tab is not shown.
 */
export const productDetailContentSchema = z.object({
  applications: z.string().nullable(),
  instructions: z.string().nullable(),
  specifications: z.array(productSpecificationSchema),
  manufacturerSpecifications: z.array(productSpecificationSchema),
  downloads: z.array(productFileSchema),
  documents: z.array(productFileSchema),
});
export type ProductDetailContent = z.infer<typeof productDetailContentSchema>;

/**
 * Product detail (Shopware `ProductDetailResponse`): product (its `media` is the whole gallery, cover first),
 * configurator (variant groups) and the tab content.
 */
export const productDetailResponseSchema = z.object({
  product: productSchema,
  configurator: z.array(propertyGroupWithOptionsSchema),
  content: productDetailContentSchema,
  apiAlias: z.literal('product_detail'),
});
export type ProductDetail = z.infer<typeof productDetailResponseSchema>;

export const crossSellingElementSchema = z.object({
  crossSelling: z.object({
    id: z.string(),
    name: z.string(),
    position: z.number(),
    type: z.literal('productList'),
    apiAlias: z.literal('product_cross_selling'),
  }),
  products: z.array(productSchema),
  total: z.number(),
  apiAlias: z.literal('cross_selling_element'),
});

/** One row of the variants table. */
export const variantRowSchema = z.object({
  parentId: z.string(),
  product: productSchema,
});

export const priceInformationBodySchema = z.object({
  articles: z
    .array(z.object({ sku: z.string().min(1).max(64), quantity: z.number().positive().max(1_000_000).optional() }))
    .min(1)
    .max(500),
});

/** Price and stock of one article for the context's customer (storefront.md §3 Pricing). */
export const priceInformationSchema = z.object({
  article: z.string(),
  quantity: z.number(),
  /** Net unit price (customer-specific when set); null without ROLE_VIEW_PRICES. */
  price: z.number().nullable(),
  /** Stock amount; null for anonymous visitors (storefront.md §6). */
  stock: z.number().nullable(),
  hasStock: z.boolean(),
  uom: z.string(),
  leadTime: z.object({ min: z.number(), max: z.number(), unit: z.enum(['day', 'week', 'month', 'year']) }).nullable(),
  minSalesQuantity: z.number(),
  purchaseSteps: z.number(),
  maxPurchase: z.number().nullable(),
  isBuyable: z.boolean(),
});
export const priceInformationResponseSchema = z.object({ articles: z.array(priceInformationSchema) });

export const articleInformationBodySchema = z.object({
  articles: z.array(z.string().min(1).max(64)).min(1).max(500),
});
export const articleInformationSchema = z.object({
  article: z.string(),
  productId: z.string(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  manufacturerNumber: z.string().nullable(),
  ean: z.string().nullable(),
  unit: z.string(),
  deliveryTime: deliveryTimeSchema.nullable(),
  restockTime: z.number().nullable(),
  customerSku: z.string().nullable(),
  properties: z.array(z.object({ group: z.string(), option: z.string() })),
});
export const articleInformationResponseSchema = z.object({
  articles: z.array(articleInformationSchema),
  notFound: z.array(z.string()),
});

export const searchSuggestResultSchema = productListingResultSchema.omit({ aggregations: true }).extend({
  aggregations: z.record(z.string(), z.unknown()),
});

/** Page by path (catch-all routes, storefront.md §2). */
export const resolvePageBodySchema = z.object({ path: z.string().max(2000) });
export const resolvePageResponseSchema = z.object({
  cmsPage: z.object({ type: z.enum(['product_list', 'product_detail', 'page']), id: z.string().nullable() }),
  category: z
    .object({ id: z.string(), name: z.string(), breadcrumb: z.array(z.string()), path: z.array(z.string()) })
    .nullable(),
  product: z.object({ id: z.string(), productNumber: z.string(), name: z.string() }).nullable(),
  landingPage: z.object({ id: z.string(), name: z.string(), sections: z.array(z.unknown()) }).nullable(),
  /** The canonical storefront path (with leading slash, without domain prefix). */
  canonicalPathInfo: z.string(),
  /** Set when the asked path differs from the canonical path: redirect (301) there. */
  redirect: z.object({ to: z.string(), status: z.literal(301) }).nullable(),
  meta: z.object({
    title: z.string(),
    description: z.string().nullable(),
    keywords: z.string().nullable(),
    robots: z.string(),
    canonical: z.string(),
  }),
});
export type ResolvedPage = z.infer<typeof resolvePageResponseSchema>;

export const readSeoUrlBodySchema = criteriaSchema;
