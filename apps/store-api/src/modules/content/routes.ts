import type { Hono } from 'hono';
import { errorCodes, readBlogDetail, readBlogListing, readFooterCms } from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { cacheIfAnonymous } from '../../platform/http/cache';
import { criteriaPage } from '../../platform/db/criteria';
import { blogListing, blogPost, footerPage } from './service';

/** Footer CMS, blog listing and blog detail. */
export function registerContentRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  route(app, readFooterCms, async ({ deps, context, c }) => {
    const row = await footerPage({ deps, context });
    cacheIfAnonymous(c, context, 300);
    return {
      cmsPage: row
        ? { id: row.id, type: row.type, name: row.name, sections: row.sections, apiAlias: 'cms_page' as const }
        : null,
    };
  });

  route(app, readBlogListing, async ({ body, deps, context }) => {
    const paging = criteriaPage({ ...body, page: body.p ?? body.page }, { limit: 12, maxLimit: 100 });
    const { posts, total } = await blogListing({ deps, context }, body, paging);
    return {
      elements: posts,
      page: paging.page,
      limit: paging.limit,
      total,
      apiAlias: 'blog_listing' as const,
    };
  });

  route(app, readBlogDetail, async ({ params, deps, context, c }) => {
    const found = await blogPost({ deps, context }, params.slug);
    if (!found) throw new StoreApiHttpError(404, errorCodes.pageNotFound, `Blog post "${params.slug}" not found.`);
    cacheIfAnonymous(c, context, 300);
    const { row, post } = found;
    return {
      blog: {
        cmsPage: {
          id: `${row.id}-page`,
          type: 'page',
          name: row.title,
          sections: [
            {
              type: 'default',
              sizingMode: 'boxed',
              blocks: [{ type: 'text', slots: [{ type: 'text', slot: 'content', data: { content: row.content } }] }],
            },
          ],
          apiAlias: 'cms_page' as const,
        },
        blog: { ...post, content: row.content },
      },
    };
  });
}
