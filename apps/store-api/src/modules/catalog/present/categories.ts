import type { Category } from '@ratchet/store-api-contract';
import type { CatalogDictionary, CategoryEntry } from '../repo/dictionary';

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
