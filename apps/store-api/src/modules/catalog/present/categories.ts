import type { Category, Media } from '@ratchet/store-api-contract';
import { completeBanners } from '@ratchet/store-api-contract/rules';
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
  const bannerMedia = completeBanners({ customFields: entry.customFields })
    .map((banner) => dictionary.mediaObject(banner.mediaId))
    .filter((media): media is Media => media !== null);
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
    extensions: { category_icon_media: { hasFile: icon !== null }, category_banner_media: bannerMedia },
    // A link to a page of this shop goes to that page's path, so the storefront needs no second lookup.
    seoUrl: entry.type === 'page' ? entry.seoPath : entry.type === 'link' ? entry.linkTarget : null,
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
