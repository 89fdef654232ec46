import type { Domain, NavigationElement } from '@ratchet/commerce-hooks';
import type { ShellNavigationElement } from '@ratchet/ui';
import { localPath } from './domain';

/**
 * The fields of a navigation element (storefront.md §3) the shell reads: the store-API's elements have them all,
 * the layout's slimmed ones (commerceData.server.ts) only these.
 */
export interface NavigationSource {
  id: string;
  type: NavigationElement['type'];
  name: string;
  translated?: {
    name?: string | null;
    badge?: string | null;
    customFields?: Readonly<Record<string, string>> | null;
  } | null;
  customFields?: Readonly<Record<string, string>> | null;
  seoUrl?: string | null;
  externalLink?: string | null;
  internalLink?: string | null;
  linkNewTab?: boolean | null;
  media?: { url: string } | null;
  extensions?: {
    category_icon_media?: { hasFile: boolean } | null;
    category_banner_media?: ReadonlyArray<{ id: string; url: string }> | null;
  } | null;
  children?: readonly NavigationSource[] | null;
}

/**
 * Where a navigation element links to, below the domain (storefront.md §2): folder none; link type its external
 * URL, else the page its internal link names (the store-API answers that page's path as `seoUrl`), else the
 * internal link itself (a path of the shop, or an id for the /navigation/:internalLink page); other categories
 * their SEO URL (or their /navigation/:id page).
 */
export function navigationTarget(element: NavigationSource): { href: string; external: boolean } | null {
  if (element.type === 'folder') return null;
  const link = element.type === 'link';
  if (link && element.externalLink) return { href: element.externalLink, external: true };
  const internal = link ? element.internalLink : null;
  const path = element.seoUrl || internal;
  if (path?.startsWith('/')) return { href: path, external: false };
  return {
    href: element.seoUrl ? `/${element.seoUrl}` : `/navigation/${internal ? encodeURIComponent(internal) : element.id}`,
    external: false,
  };
}

/** {@link navigationTarget} with internal targets under the domain's prefix. */
export function navigationHref(domain: Domain, element: NavigationSource): { href: string; external: boolean } | null {
  const target = navigationTarget(element);
  if (!target || target.external) return target;
  return { href: localPath(domain, target.href), external: false };
}

/**
 * Maps store-API navigation elements to the shell components' elements (storefront.md §2 navigation):
 * the href below the domain (the shell's `renderLink` puts it under the prefix; none for folders), new tab for link categories that ask for it,
 * the icon URL when the category has an icon file, the badge from the translation, the banner fields.
 */
export function toShellNavigation(elements: readonly NavigationSource[] | null | undefined): ShellNavigationElement[] {
  return (elements ?? []).map((element) => {
    const link = navigationTarget(element);
    const hasIcon = element.extensions?.category_icon_media?.hasFile === true;
    return {
      id: element.id,
      type: element.type,
      name: element.name,
      translated: { name: element.translated?.name ?? null, customFields: element.translated?.customFields ?? null },
      customFields: element.customFields ?? null,
      href: link?.href ?? null,
      newTab: link?.external === true && element.linkNewTab === true,
      iconUrl: hasIcon ? (element.media?.url ?? null) : null,
      badge: element.translated?.badge ?? null,
      children: toShellNavigation(element.children),
    };
  });
}

/**
 * The banner image URL of a media id (storefront.md §2 mega menu banners): the store-API answers the images of
 * each main category's banners beside its custom fields; an unknown id has none (the banner then shows no image).
 */
export function bannerImageUrls(elements: readonly NavigationSource[]): (mediaId: string) => string {
  const urls = new Map<string, string>();
  for (const element of elements) {
    for (const media of element.extensions?.category_banner_media ?? []) urls.set(media.id, media.url);
  }
  return (mediaId) => urls.get(mediaId) ?? '';
}
