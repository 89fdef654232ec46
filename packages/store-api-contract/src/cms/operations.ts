import { z } from 'zod';
import { defineOperation } from '../operation';

/** A CMS slot: its type, slot name and data (text, link, image, teaser …; unknown types fall back in the UI). */
export const cmsSlotSchema = z.object({
  type: z.string(),
  slot: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export const cmsBlockSchema = z.object({ type: z.string(), slots: z.array(cmsSlotSchema) });
export const cmsSectionSchema = z.object({
  type: z.string(),
  sizingMode: z.string(),
  blocks: z.array(cmsBlockSchema),
});
export const cmsPageSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  sections: z.array(cmsSectionSchema),
  apiAlias: z.literal('cms_page'),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** Footer CMS sections (storefront.md §2 Footer); `cmsPage` is null when none exist. */
export const readFooterCms = defineOperation('readFooterCms get /ratchet/cms/footer', {
  response: z.object({ cmsPage: cmsPageSchema.nullable() }),
  access: 'anonymous',
});

export const cmsOperations = { readFooterCms } as const;
