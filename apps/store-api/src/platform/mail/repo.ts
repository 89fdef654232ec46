import type { Database } from '../db/db';

/** An unsent mail of the outbox. */
export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
}

/** Writes a mail into the outbox. */
export async function insertOutboxMail(
  db: Database,
  mail: { id: string; kind: string; recipient: string; subject: string; bodyText: string },
): Promise<void> {
  await db.query('INSERT INTO mail_outbox (id, kind, recipient, subject, body_text) VALUES ($1, $2, $3, $4, $5)', [
    mail.id,
    mail.kind,
    mail.recipient,
    mail.subject,
    mail.bodyText,
  ]);
}

/**
 * Claims the oldest unsent mail (fewer than 5 attempts, not among `skip`) with `FOR UPDATE SKIP LOCKED`,
 * so several processes never send one twice. Use inside a transaction.
 */
export async function claimNextMail(db: Database, skip: readonly string[]): Promise<OutboxRow | null> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, recipient, subject, body_text FROM mail_outbox
      WHERE sent_at IS NULL AND attempts < 5 AND NOT (id = ANY($1::uuid[]))
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [skip],
  );
  return rows[0] ?? null;
}

/** Marks a mail sent. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [id]);
}

/** Counts a failed attempt with its error. */
export async function markMailFailed(db: Database, id: string, error: string): Promise<void> {
  await db.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, error]);
}
