import type { Criteria } from '@ratchet/store-api-contract';
import type { Database } from '../../platform/db/db';
import {
  SqlParams,
  blogPostEntity,
  compileFilters,
  compileSort,
  runCriteriaQuery,
  type CriteriaPage,
} from '../../platform/db/criteria';

/** A blog post in one language with its tags and categories. */
export interface BlogRow {
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

/** A CMS page row in one language. */
export interface CmsPageRow {
  id: string;
  type: string;
  name: string;
  sections: never[];
}

const blogSelect = `SELECT b.id, b.slug, b.published_at, b.media_id, b.author, b.categories, t.title, t.teaser, t.content,
    (SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.id) FROM blog_post_tag bt
       JOIN blog_tag g ON g.id = bt.blog_tag_id WHERE bt.blog_post_id = b.id) AS tags
  FROM blog_post b JOIN blog_post_translation t ON t.blog_post_id = b.id AND t.language_id = $1`;

/** The footer CMS page in a language, or null. */
export async function findFooterPage(db: Database, languageId: string): Promise<CmsPageRow | null> {
  const { rows } = await db.query<CmsPageRow>(
    `SELECT p.id, p.type, t.name, t.sections FROM cms_page p
       JOIN cms_page_translation t ON t.cms_page_id = p.id AND t.language_id = $1 WHERE p.type = 'footer' LIMIT 1`,
    [languageId],
  );
  return rows[0] ?? null;
}

/** One page of blog posts (criteria filter and sort, newest first by default), in the criteria's order. */
export async function findBlogPage(
  db: Database,
  languageId: string,
  criteria: Pick<Criteria, 'filter' | 'sort'>,
  paging: CriteriaPage,
): Promise<{ rows: BlogRow[]; total: number }> {
  const params = new SqlParams([languageId]);
  const where = compileFilters(blogPostEntity, criteria.filter, params);
  const orderBy = compileSort(blogPostEntity, criteria.sort, params, ['b.published_at DESC'], 'b.id');
  const from = 'blog_post b JOIN blog_post_translation t ON t.blog_post_id = b.id AND t.language_id = $1';
  const { rows, total } = await runCriteriaQuery<{ id: string }>(
    db,
    { select: 'b.id', from, where, orderBy, params },
    paging,
  );
  const ids = rows.map((row) => row.id);
  const posts = await db.query<BlogRow>(`${blogSelect} WHERE b.id = ANY ($2::uuid[])`, [languageId, ids]);
  const byId = new Map(posts.rows.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)).filter((row): row is BlogRow => row !== undefined), total };
}

/** A blog post by its slug, or null. */
export async function findBlogPostBySlug(db: Database, languageId: string, slug: string): Promise<BlogRow | null> {
  const { rows } = await db.query<BlogRow>(`${blogSelect} WHERE b.slug = $2`, [languageId, slug]);
  return rows[0] ?? null;
}
