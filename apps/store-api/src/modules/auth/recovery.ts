import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/db';

/** A recovery link is valid for two hours (Shopware's default). */
export const recoveryValidityMinutes = 120;

/** SHA-256 of a recovery hash: the database never holds the hash that the mail carries. */
export function hashDigest(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

/** Creates a recovery hash for the customer and stores its digest; returns the hash. */
export async function createRecovery(db: Database, customerId: string): Promise<string> {
  const hash = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_recovery (hash_sha256, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hashDigest(hash), customerId, recoveryValidityMinutes],
  );
  return hash;
}

/** Writes a mail into the outbox (same transaction as the change that causes it). */
export async function enqueueMail(
  db: Database,
  mail: { kind: string; recipient: string; subject: string; bodyText: string },
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO mail_outbox (id, kind, recipient, subject, body_text) VALUES ($1, $2, $3, $4, $5)', [
    id,
    mail.kind,
    mail.recipient,
    mail.subject,
    mail.bodyText,
  ]);
  return id;
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
