/**
 * Pure rules of the registration (issue 11; account-area.md §2 Registration, §3, §8): the confirmation link, the
 * hash digest, which unique index a duplicate hit, and the blank-to-null of optional fields.
 */
import { createHash } from 'node:crypto';

/** SHA-256 of a confirmation hash: the database never holds the hash that the mail carries. */
export function confirmationDigest(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

/** The double opt-in link the mail carries: `{storefrontUrl}/register/confirm?hash=…`. */
export function confirmationLink(storefrontUrl: string, hash: string): string {
  return storefrontPageLink(storefrontUrl, '/register/confirm', { hash });
}

/** A link to a storefront page below the storefront URL (which may end in a domain prefix such as `/de-at`). */
export function storefrontPageLink(storefrontUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(storefrontUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}

/** An optional text as stored: trimmed, blank → null. */
export function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Which registration rule a unique violation broke (a race between two registrations), by its index name. */
export function duplicateOf(error: unknown): 'username' | 'vatNumber' | 'companyNumber' | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return null;
  const name = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (name.includes('customer_username')) return 'username';
  if (name.includes('company_vat_number')) return 'vatNumber';
  if (name.includes('company_company_number')) return 'companyNumber';
  return null;
}
