export {
  cmsBlockSchema,
  cmsOperations,
  cmsPageSchema,
  cmsSectionSchema,
  cmsSlotSchema,
  readFooterCms,
} from './operations';
export type { CmsPage } from './operations';
