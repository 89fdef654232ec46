import type { Domain } from '@ratchet/commerce-hooks';
import type { ResolvedPage } from '@ratchet/store-api-contract';
import type { MetaDescriptor } from 'react-router';

/** What a page's head says about it (storefront.md §3 Meta info). */
export interface PageMeta {
  title: string;
  description: string | null;
  robots: string;
  /** The canonical URL, absolute under the domain; null when the page has none. */
  canonical: string | null;
}

/** The page's absolute URL under the domain (`/kontakt/` → `https://shop.example/de-at/kontakt/`). */
export function canonicalUrl(domain: Pick<Domain, 'url'>, path: string): string {
  const base = domain.url.replace(/\/+$/, '');
  return path === '/' || path === '' ? base : `${base}${encodeURI(path.startsWith('/') ? path : `/${path}`)}`;
}

/** The store-API's meta info of a page (page by path) with its canonical path as a URL under the domain. */
export function pageMetaOf(meta: ResolvedPage['meta'], domain: Pick<Domain, 'url'>): PageMeta {
  return {
    title: meta.title,
    description: meta.description,
    robots: meta.robots,
    canonical: canonicalUrl(domain, meta.canonical),
  };
}

/**
 * The tags of a page's head: title, description, robots and the canonical link. Loaders answer them ready-made, so
 * the routes' `meta` exports (which run in the browser on client navigations) ship no code of this module.
 */
export function metaTags(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: meta.title },
    ...(meta.description ? [{ name: 'description', content: meta.description }] : []),
    { name: 'robots', content: meta.robots },
    ...(meta.canonical ? [{ tagName: 'link', rel: 'canonical', href: meta.canonical }] : []),
  ];
}
