import { z } from 'zod';

/** A criteria filter (Shopware: equals, equalsAny, contains, range, multi, not). */
export type CriteriaFilter =
  | { type: 'equals'; field: string; value: string | number | boolean | null }
  | { type: 'equalsAny'; field: string; value: Array<string | number> | string }
  | { type: 'contains'; field: string; value: string }
  | { type: 'prefix'; field: string; value: string }
  | {
      type: 'range';
      field: string;
      /** Numbers, or ISO dates for date fields (`orderDateTime`). */
      parameters: { gte?: number | string; lte?: number | string; gt?: number | string; lt?: number | string };
    }
  | { type: 'multi' | 'not'; operator?: 'and' | 'or' | 'AND' | 'OR'; queries: CriteriaFilter[] };

export const criteriaFilterSchema: z.ZodType<CriteriaFilter> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('equals'),
      field: z.string().min(1),
      value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    }),
    z.object({
      type: z.literal('equalsAny'),
      field: z.string().min(1),
      value: z.union([z.array(z.union([z.string(), z.number()])), z.string()]),
    }),
    z.object({ type: z.literal('contains'), field: z.string().min(1), value: z.string() }),
    z.object({ type: z.literal('prefix'), field: z.string().min(1), value: z.string() }),
    z.object({
      type: z.literal('range'),
      field: z.string().min(1),
      parameters: z.object({
        gte: z.union([z.number(), z.string().max(64)]).optional(),
        lte: z.union([z.number(), z.string().max(64)]).optional(),
        gt: z.union([z.number(), z.string().max(64)]).optional(),
        lt: z.union([z.number(), z.string().max(64)]).optional(),
      }),
    }),
    z.object({
      type: z.enum(['multi', 'not']),
      operator: z.enum(['and', 'or', 'AND', 'OR']).optional(),
      queries: z.array(criteriaFilterSchema),
    }),
  ]),
);

/** Shopware criteria: page, limit, filter, sort, associations, includes, aggregations, ids, term. */
export const criteriaSchema = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(500).optional(),
  ids: z.array(z.string()).optional(),
  term: z.string().max(200).optional(),
  filter: z.array(criteriaFilterSchema).optional(),
  'post-filter': z.array(criteriaFilterSchema).optional(),
  sort: z
    .array(
      z.object({
        field: z.string().min(1),
        order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
        naturalSorting: z.boolean().optional(),
      }),
    )
    .optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
  includes: z.record(z.string(), z.array(z.string())).optional(),
  aggregations: z.array(z.record(z.string(), z.unknown())).optional(),
  'total-count-mode': z.union([z.number(), z.string()]).optional(),
});
export type Criteria = z.infer<typeof criteriaSchema>;

/** The raster formats of a thumbnail, each under its own URL (`<picture>` sources: AVIF, WebP, JPEG fallback). */
export const thumbnailFormats = ['avif', 'webp', 'jpeg'] as const;
export type ThumbnailFormat = (typeof thumbnailFormats)[number];

/**
 * A raster thumbnail of a media file (Shopware `media_thumbnail`; storefront.md §9 image formats, presets such as
 * 400_545). `width`/`height` are the thumbnail's real pixel size (the image fitted into the preset's box, aspect
 * ratio kept), so pages reserve the space before it loads; `url` is the JPEG, `urls` names every format.
 */
export const mediaThumbnailSchema = z.object({
  /** The preset's name, `{boxWidth}_{boxHeight}` (e.g. `400_545`). */
  preset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The JPEG (fallback) URL. */
  url: z.string(),
  /** One URL per format; use `avif` and `webp` as `<source>`s with the JPEG `url` as the `<img>`. */
  urls: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
  apiAlias: z.literal('media_thumbnail'),
});
export type MediaThumbnail = z.infer<typeof mediaThumbnailSchema>;

/** A media file served by the store-API (generated SVG drawings with raster thumbnails). */
export const mediaSchema = z.object({
  id: z.string(),
  /** The original file (SVG). */
  url: z.string(),
  alt: z.string().nullable(),
  title: z.string().nullable(),
  mimeType: z.string(),
  fileExtension: z.string(),
  /** Intrinsic size of the original in CSS pixels (aspect ratio for layout without shift). */
  width: z.number().int(),
  height: z.number().int(),
  /** Raster thumbnails by ascending width (empty for icons and logos, which stay vector). */
  thumbnails: z.array(mediaThumbnailSchema),
  apiAlias: z.literal('media'),
});
export type Media = z.infer<typeof mediaSchema>;

/** An SEO URL (per language). */
export const seoUrlSchema = z.object({
  id: z.string(),
  languageId: z.string(),
  salesChannelId: z.string(),
  foreignKey: z.string(),
  routeName: z.string(),
  pathInfo: z.string(),
  seoPathInfo: z.string(),
  isCanonical: z.boolean(),
  apiAlias: z.literal('seo_url'),
});
export type SeoUrl = z.infer<typeof seoUrlSchema>;

/** An entity search result page (Shopware `EntitySearchResult`). */
export function entitySearchResult<T extends z.ZodType>(element: T, alias: string) {
  return z.object({
    elements: z.array(element),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    aggregations: z.record(z.string(), z.unknown()),
    apiAlias: z.literal(alias),
  });
}
