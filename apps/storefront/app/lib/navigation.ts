import type { Domain, NavigationElement } from '@ratchet/commerce-hooks';
import type { ShellNavigationElement } from '@ratchet/ui';
import { localPath } from './domain';

/**
 * Where a navigation element links to, below the domain (storefront.md §2): folder none, link type its
 * external URL or the internal link's route, else the category's SEO URL (or its /navigation/:id page).
 */
export function navigationTarget(element: NavigationElement): { href: string; external: boolean } | null {
  if (element.type === 'folder') return null;
  if (element.type === 'link') {
    const external = typeof element.externalLink === 'string' ? element.externalLink : null;
    if (external) return { href: external, external: true };
    const internal = typeof element.internalLink === 'string' ? element.internalLink : null;
    if (internal) return { href: `/navigation/${encodeURIComponent(internal)}`, external: false };
  }
  const seoPath = typeof element.seoUrl === 'string' ? element.seoUrl : null;
  if (seoPath) return { href: seoPath.startsWith('/') ? seoPath : `/${seoPath}`, external: false };
  return { href: `/navigation/${element.id}`, external: false };
}

/** {@link navigationTarget} with internal targets under the domain's prefix. */
export function navigationHref(domain: Domain, element: NavigationElement): { href: string; external: boolean } | null {
  const target = navigationTarget(element);
  if (!target || target.external) return target;
  return { href: localPath(domain, target.href), external: false };
}

/**
 * Maps store-API navigation elements to the shell components' elements (storefront.md §2 navigation):
 * the href below the domain (the shell's `renderLink` puts it under the prefix; none for folders), new tab for link categories that ask for it,
 * the icon URL when the category has an icon file, the badge from the translation.
 */
export function toShellNavigation(elements: readonly NavigationElement[] | null | undefined): ShellNavigationElement[] {
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
