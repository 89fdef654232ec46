import type { Domain, NavigationElement } from '@ratchet/commerce-hooks';
import { localPath } from '../lib/domain';

/** Where a navigation element links to (storefront.md §2): folder none, link type external or internal, else its URL. */
export function navigationHref(domain: Domain, element: NavigationElement): { href: string; external: boolean } | null {
  if (element.type === 'folder') return null;
  if (element.type === 'link') {
    const external = typeof element.externalLink === 'string' ? element.externalLink : null;
    if (external) return { href: external, external: true };
    const internal = typeof element.internalLink === 'string' ? element.internalLink : null;
    if (internal) return { href: localPath(domain, `/navigation/${encodeURIComponent(internal)}`), external: false };
  }
  const seoPath = typeof element.seoUrl === 'string' ? element.seoUrl : null;
  if (seoPath) return { href: localPath(domain, seoPath.startsWith('/') ? seoPath : `/${seoPath}`), external: false };
  return { href: localPath(domain, `/navigation/${element.id}`), external: false };
}
