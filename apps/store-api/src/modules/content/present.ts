import type { BlogPost } from '@ratchet/store-api-contract';
import type { BlogRow } from './repo';

/** A contract BlogPost from a blog row; tag and category names in the locale, else en-GB. */
export function toBlogPost(
  row: BlogRow,
  localeCode: string,
  mediaObject: (id: string | null) => BlogPost['media'],
): BlogPost {
  return {
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
  };
}
