export {
  blogCategorySchema,
  blogOperations,
  blogPostSchema,
  blogTagSchema,
  readBlogDetail,
  readBlogListing,
} from './operations';
export type { BlogPost } from './operations';
