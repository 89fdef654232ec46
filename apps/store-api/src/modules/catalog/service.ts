import type { Category } from '@ratchet/store-api-contract';
import { catalogDictionary } from './repo/dictionary';
import type { CatalogDictionary, CategoryEntry } from './repo/dictionary';
import type { CatalogContext } from './repo/products';
import type { AppDeps, RequestContext } from '../../platform/http/env';

/** The catalogue context of a request: database, language dictionary, viewer. */
export async function catalogContext(input: { deps: AppDeps; context: RequestContext }): Promise<CatalogContext> {
  const dictionary = await catalogDictionary(input.deps.db, input.context.languageId, input.deps.config.publicUrl);
  return {
    db: input.deps.db,
    dictionary,
    viewer: { customer: input.context.customer },
    salesChannelId: input.context.salesChannelId,
  };
}

/** A contract Category from a dictionary entry (children: built tree or null). */
export function toCategory(
  dictionary: CatalogDictionary,
  entry: CategoryEntry,
  children: Category[] | null,
  salesChannelId: string,
): Category {
  const breadcrumbIds = [...entry.path.slice(1), entry.id];
  const icon = dictionary.mediaObject(entry.iconMediaId);
  return {
    id: entry.id,
    parentId: entry.parentId,
    type: entry.type,
    name: entry.name,
    translated: {
      name: entry.name,
      description: entry.description,
      badge: entry.badge,
      customFields: entry.customFields,
    },
    customFields: entry.customFields,
    level: entry.level,
    position: entry.position,
    path: entry.path.length > 0 ? `|${entry.path.join('|')}|` : null,
    breadcrumb: breadcrumbIds.map((id) => dictionary.categories.get(id)?.name ?? ''),
    childCount: entry.childCount,
    children,
    linkType: entry.linkType,
    externalLink: entry.externalLink,
    internalLink: entry.internalLink,
    linkNewTab: entry.linkNewTab,
    media: icon,
    extensions: { category_icon_media: { hasFile: icon !== null } },
    seoUrl: entry.type === 'page' ? entry.seoPath : null,
    seoUrls:
      entry.seoPath === null
        ? []
        : [
            {
              id: `${entry.id}-${dictionary.languageId}`,
              languageId: dictionary.languageId,
              salesChannelId,
              foreignKey: entry.id,
              routeName: 'frontend.navigation.page',
              pathInfo: `/navigation/${entry.id}`,
              seoPathInfo: entry.seoPath.slice(1),
              isCanonical: true,
              apiAlias: 'seo_url',
            },
          ],
    productAssignmentType: entry.productAssignment ? 'product' : 'none',
    apiAlias: 'category',
  };
}

/** Children of a category in position order. */
export function childrenOf(dictionary: CatalogDictionary, parentId: string): CategoryEntry[] {
  return [...dictionary.categories.values()]
    .filter((entry) => entry.parentId === parentId)
    .sort((a, b) => a.position - b.position);
}

/**
 * Marks an anonymous catalogue GET as cacheable. The answer carries the caller's context token,
 * so caches must key on it (Vary); customers' answers (prices, stock) are never shared.
 */
export function cacheIfAnonymous(
  c: { header: (name: string, value: string) => void },
  context: RequestContext,
  seconds: number,
): void {
  c.header('Cache-Control', context.customer ? 'private, no-store' : `public, max-age=${seconds}`);
  c.header('Vary', 'sw-access-key, sw-context-token, sw-language-id');
}
