/**
 * Back to the page after a login (storefront.md §4 auth guard; docs/decisions.md "the login page returns to the
 * protected page"): the auth guard sends a visitor to `/auth?returnTo=<path below the domain, with its query>`, and
 * the login page goes there once the login succeeds. Only a local path is accepted, so the parameter cannot send a
 * buyer to another site (an open redirect) or back to the login pages. Pure module.
 */

/** The query parameter of the login page that names the page to return to. */
export const returnToParam = 'returnTo';

/**
 * The path below the domain a login returns to, or undefined: a path that starts with one slash (not `//` or `/\`,
 * which browsers read as another host), has no control characters and is not one of the /auth pages.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  const path = value.replace(/[?#].*$/, '');
  if (path === '/auth' || path.startsWith('/auth/')) return undefined;
  return value;
}

/** The login page's path (below the domain) for a visitor of `pageBelowDomain` (path and query). */
export function loginPathFor(pageBelowDomain: string): string {
  const target = safeReturnPath(pageBelowDomain);
  return target && target !== '/' ? `/auth?${returnToParam}=${encodeURIComponent(target)}` : '/auth';
}
