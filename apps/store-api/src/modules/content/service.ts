import type { BlogPost, Criteria } from '@ratchet/store-api-contract';
import type { CriteriaPage } from '../../platform/db/criteria';
import type { AppDeps, RequestContext } from '../../platform/http/env';
import { catalogContext } from '../catalog';
import { toBlogPost } from './present';
import { findBlogPage, findBlogPostBySlug, findFooterPage } from './repo';
import type { BlogRow, CmsPageRow } from './repo';

/** Use cases of the content area: CMS and blog reads in the context's language. */
interface ContentInput {
  deps: AppDeps;
  context: RequestContext;
}

/** The footer CMS page of the context's language, or null. */
export function footerPage({ deps, context }: ContentInput): Promise<CmsPageRow | null> {
  return findFooterPage(deps.db, context.languageId);
}

/** One page of blog posts, presented with the language's media and names. */
export async function blogListing(
  input: ContentInput,
  criteria: Pick<Criteria, 'filter' | 'sort'>,
  paging: CriteriaPage,
): Promise<{ posts: BlogPost[]; total: number }> {
  const { dictionary } = await catalogContext(input);
  const { rows, total } = await findBlogPage(input.deps.db, input.context.languageId, criteria, paging);
  return { posts: rows.map((row) => toBlogPost(row, dictionary.localeCode, dictionary.mediaObject)), total };
}

/** A blog post by slug with its row (the detail page shows the content), or null. */
export async function blogPost(input: ContentInput, slug: string): Promise<{ row: BlogRow; post: BlogPost } | null> {
  const { dictionary } = await catalogContext(input);
  const row = await findBlogPostBySlug(input.deps.db, input.context.languageId, slug);
  return row ? { row, post: toBlogPost(row, dictionary.localeCode, dictionary.mediaObject) } : null;
}
