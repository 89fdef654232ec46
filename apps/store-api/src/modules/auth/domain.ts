import { createHash } from 'node:crypto';

/** A recovery link is valid for two hours (Shopware's default). */
export const recoveryValidityMinutes = 120;

/** SHA-256 of a recovery hash: the database never holds the hash that the mail carries. */
export function hashDigest(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

/** The recovery link the mail carries: `{storefrontUrl}/auth/password-recovery?hash=…`. */
export function recoveryLink(storefrontUrl: string, hash: string): string {
  const url = new URL(storefrontUrl);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = `${base}/auth/password-recovery`;
  url.search = new URLSearchParams({ hash }).toString();
  url.hash = '';
  return url.toString();
}

/** Origins a recovery link may point to: the configured storefront and the sales channel's domains. */
export function allowedStorefrontOrigins(configured: string, domainUrls: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const value of [configured, ...domainUrls]) {
    try {
      origins.add(new URL(value).origin);
    } catch {
      // a malformed domain URL is simply not an allowed origin
    }
  }
  return origins;
}
