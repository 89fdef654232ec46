import { z } from 'zod';
import { criteriaSchema, mediaSchema } from '../common/criteria';
import { cmsPageSchema } from '../cms/operations';
import { defineOperation } from '../operation';

export const blogTagSchema = z.object({ id: z.string(), name: z.string() });
export const blogCategorySchema = z.object({ id: z.string(), name: z.string() });

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  publishedAt: z.string(),
  author: z.string(),
  media: mediaSchema.nullable(),
  tags: z.array(blogTagSchema),
  categories: z.array(blogCategorySchema),
  seoUrl: z.string(),
  apiAlias: z.literal('blog_post'),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Blog listing (storefront.md §3 Blog listing): page p (default 1), limit, filter tagIds equalsAny. */
export const readBlogListing = defineOperation('readBlogListing post /h1webblog-listing/{id}', {
  pathParams: z.object({ id: z.string().min(1) }),
  body: criteriaSchema.extend({ p: z.coerce.number().int().min(1).optional() }),
  response: z.object({
    elements: z.array(blogPostSchema),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    apiAlias: z.literal('blog_listing'),
  }),
  access: 'anonymous',
});

/** Blog detail: blog.cmsPage, blog.blog (with categories). */
export const readBlogDetail = defineOperation('readBlogDetail get /ratchet/blog/{slug}', {
  pathParams: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({
    blog: z.object({
      cmsPage: cmsPageSchema,
      blog: blogPostSchema.extend({ content: z.string() }),
    }),
  }),
  access: 'anonymous',
});

export const blogOperations = { readBlogListing, readBlogDetail } as const;
