import type { RequestContext } from './env';

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
