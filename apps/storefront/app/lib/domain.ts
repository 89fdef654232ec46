import type { Domain } from '@ratchet/commerce-hooks';

/** The path prefix segment of a domain (`/de-at` → `de-at`). */
export function prefixSegment(domain: Pick<Domain, 'pathPrefix'>): string {
  return domain.pathPrefix.replace(/^\/+|\/+$/g, '');
}

/** The domain whose prefix is the first segment of `pathname`, if any. */
export function domainOfPath<D extends Pick<Domain, 'pathPrefix'>>(
  domains: readonly D[],
  pathname: string,
): D | undefined {
  const first = pathname.split('/')[1] ?? '';
  return domains.find((domain) => prefixSegment(domain) === first && first !== '');
}

/** `path` (leading slash, without prefix) under the domain's prefix. */
export function localPath(domain: Pick<Domain, 'pathPrefix'> | undefined, path: string): string {
  const prefix = domain ? `/${prefixSegment(domain)}` : '';
  const rest = path.startsWith('/') ? path : `/${path}`;
  if (rest === '/') return prefix || '/';
  return `${prefix}${rest}`;
}

/** The path below the domain prefix (`/de-at/checkout` → `/checkout`). */
export function pathBelowDomain(domain: Pick<Domain, 'pathPrefix'> | undefined, pathname: string): string {
  if (!domain) return pathname;
  const prefix = `/${prefixSegment(domain)}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * The page URL a loader serves. Client navigations fetch `<path>.data` (or `/_.data` for a trailing slash and
 * `/_root.data` for `/`) with a `_routes` parameter; this gives back the page's own path and query.
 */
export function pageUrl(requestUrl: string): URL {
  const url = new URL(requestUrl);
  if (url.pathname.endsWith('.data')) {
    let pathname = url.pathname.slice(0, -'.data'.length);
    if (pathname === '/_root') pathname = '/';
    else if (pathname.endsWith('/_')) pathname = pathname.slice(0, -1);
    url.pathname = pathname;
    url.searchParams.delete('_routes');
  }
  return url;
}
