import type { Hono } from 'hono';
import { errorCodes, readBlogDetail, readBlogListing, readFooterCms } from '@ratchet/store-api-contract';
import type { BlogPost } from '@ratchet/store-api-contract';
import { catalogDictionary } from '../catalog/repo/dictionary';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { StoreApiHttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { cacheIfAnonymous, catalogContext } from '../catalog';
import {
  SqlParams,
  blogPostEntity,
  compileFilters,
  compileSort,
  criteriaPage,
  runCriteriaQuery,
} from '../../platform/db/criteria';

interface BlogRow {
  id: string;
  slug: string;
  published_at: string | Date;
  media_id: string | null;
  author: string;
  categories: Array<{ id: string; name: Record<string, string> }>;
  title: string;
  teaser: string;
  content: string;
  tags: Array<{ id: string; name: Record<string, string> }> | null;
}

const blogSelect = `SELECT b.id, b.slug, b.published_at, b.media_id, b.author, b.categories, t.title, t.teaser, t.content,
    (SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.id) FROM blog_post_tag bt
       JOIN blog_tag g ON g.id = bt.blog_tag_id WHERE bt.blog_post_id = b.id) AS tags
  FROM blog_post b JOIN blog_post_translation t ON t.blog_post_id = b.id AND t.language_id = $1`;

/** Footer CMS, blog listing and blog detail. */
export function registerContentRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  route(app, readFooterCms, async ({ deps, context, c }) => {
    const { rows } = await deps.db.query<{ id: string; type: string; name: string; sections: never[] }>(
      `SELECT p.id, p.type, t.name, t.sections FROM cms_page p
         JOIN cms_page_translation t ON t.cms_page_id = p.id AND t.language_id = $1 WHERE p.type = 'footer' LIMIT 1`,
      [context.languageId],
    );
    cacheIfAnonymous(c, context, 300);
    const row = rows[0];
    return {
      cmsPage: row
        ? { id: row.id, type: row.type, name: row.name, sections: row.sections, apiAlias: 'cms_page' as const }
        : null,
    };
  });

  const toPost = (
    row: BlogRow,
    localeCode: string,
    mediaObject: (id: string | null) => BlogPost['media'],
  ): BlogPost => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    publishedAt: new Date(row.published_at).toISOString(),
    author: row.author,
    media: mediaObject(row.media_id),
    tags: (row.tags ?? []).map((tag) => ({ id: tag.id, name: tag.name[localeCode] ?? tag.name['en-GB'] ?? '' })),
    categories: row.categories.map((category) => ({
      id: category.id,
      name: category.name[localeCode] ?? category.name['en-GB'] ?? '',
    })),
    seoUrl: `/blog/${row.slug}`,
    apiAlias: 'blog_post',
  });

  route(app, readBlogListing, async (input) => {
    const { body, deps, context } = input;
    const ctx = await catalogContext(input);
    const paging = criteriaPage({ ...body, page: body.p ?? body.page }, { limit: 12, maxLimit: 100 });
    const params = new SqlParams([context.languageId]);
    const where = compileFilters(blogPostEntity, body.filter, params);
    const orderBy = compileSort(blogPostEntity, body.sort, params, ['b.published_at DESC'], 'b.id');
    const from = 'blog_post b JOIN blog_post_translation t ON t.blog_post_id = b.id AND t.language_id = $1';
    const { rows, total } = await runCriteriaQuery<{ id: string }>(
      deps.db,
      { select: 'b.id', from, where, orderBy, params },
      paging,
    );
    const ids = rows.map((row) => row.id);
    const posts = await deps.db.query<BlogRow>(`${blogSelect} WHERE b.id = ANY ($2::uuid[])`, [
      context.languageId,
      ids,
    ]);
    const byId = new Map(posts.rows.map((row) => [row.id, row]));
    return {
      elements: ids
        .map((id) => byId.get(id))
        .filter((row): row is BlogRow => row !== undefined)
        .map((row) => toPost(row, ctx.dictionary.localeCode, ctx.dictionary.mediaObject)),
      page: paging.page,
      limit: paging.limit,
      total,
      apiAlias: 'blog_listing' as const,
    };
  });

  route(app, readBlogDetail, async ({ params, deps, context, c }) => {
    const dictionary = await catalogDictionary(deps.db, context.languageId, deps.config.publicUrl);
    const { rows } = await deps.db.query<BlogRow>(`${blogSelect} WHERE b.slug = $2`, [context.languageId, params.slug]);
    const row = rows[0];
    if (!row) throw new StoreApiHttpError(404, errorCodes.pageNotFound, `Blog post "${params.slug}" not found.`);
    cacheIfAnonymous(c, context, 300);
    const post = toPost(row, dictionary.localeCode, dictionary.mediaObject);
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
