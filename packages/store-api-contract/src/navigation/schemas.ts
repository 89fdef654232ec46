import { z } from 'zod';
import { criteriaSchema, mediaSchema, seoUrlSchema } from '../common/criteria';

/** A category / navigation element (storefront.md §3 Navigation element). */
export interface Category {
  id: string;
  parentId: string | null;
  type: 'page' | 'folder' | 'link';
  name: string;
  translated: { name: string; description: string | null; badge: string | null; customFields: Record<string, string> };
  customFields: Record<string, string>;
  level: number;
  position: number;
  path: string | null;
  breadcrumb: string[];
  childCount: number;
  children: Category[] | null;
  linkType: 'external' | 'internal' | null;
  externalLink: string | null;
  internalLink: string | null;
  linkNewTab: boolean;
  media: z.infer<typeof mediaSchema> | null;
  extensions: {
    category_icon_media: { hasFile: boolean };
    /**
     * The images the banner custom fields name by media id (storefront.md §2 mega menu: a banner shows with title,
     * subtitle, link and image), so a page can show them without asking for each media.
     */
    category_banner_media?: z.infer<typeof mediaSchema>[];
  };
  /**
   * Relative storefront URL (in the context's language) of the category's page, or for a link with an internal
   * link of the page it names (storefront.md §2); null for folders, external links and links to no stored page.
   */
  seoUrl: string | null;
  seoUrls: z.infer<typeof seoUrlSchema>[];
  productAssignmentType: 'product' | 'none';
  apiAlias: 'category';
}

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    type: z.enum(['page', 'folder', 'link']),
    name: z.string(),
    translated: z.object({
      name: z.string(),
      description: z.string().nullable(),
      badge: z.string().nullable(),
      customFields: z.record(z.string(), z.string()),
    }),
    customFields: z.record(z.string(), z.string()),
    level: z.number(),
    position: z.number(),
    path: z.string().nullable(),
    breadcrumb: z.array(z.string()),
    childCount: z.number(),
    children: z.array(categorySchema).nullable(),
    linkType: z.enum(['external', 'internal']).nullable(),
    externalLink: z.string().nullable(),
    internalLink: z.string().nullable(),
    linkNewTab: z.boolean(),
    media: mediaSchema.nullable(),
    extensions: z.object({
      category_icon_media: z.object({ hasFile: z.boolean() }),
      category_banner_media: z.array(mediaSchema).optional(),
    }),
    seoUrl: z.string().nullable(),
    seoUrls: z.array(seoUrlSchema),
    productAssignmentType: z.enum(['product', 'none']),
    apiAlias: z.literal('category'),
  }),
);

/** The navigation roots the storefront asks for (storefront.md §2). */
export const navigationRootIds = [
  'main-navigation',
  'service-navigation',
  'countries-navigation',
  'footer-navigation',
] as const;

export const readNavigationBodySchema = z.object({
  depth: z.number().int().min(1).max(10).optional(),
  buildTree: z.boolean().optional(),
});

export const categoryCounterSchema = z.object({ referenceId: z.string(), total: z.number(), available: z.number() });

export const readCategoryListBodySchema = criteriaSchema;
