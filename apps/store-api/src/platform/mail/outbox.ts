import nodemailer from 'nodemailer';
import type { Database } from '../db/db';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
}

/** Sender address of shop mails (env `MAIL_FROM`). */
const mailFrom = () => process.env.MAIL_FROM ?? 'Ratchet Shop <no-reply@ratchet.invalid>';

/**
 * Sends unsent outbox mails through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`).
 * Without SMTP_URL mails stay in `mail_outbox` (demo and tests read them there).
 * Each mail is claimed with `FOR UPDATE SKIP LOCKED`, so several processes never send one twice;
 * a mail is given up after 5 failed runs.
 * @returns the number of mails sent.
 */
export async function deliverOutbox(db: Database, smtpUrl = process.env.SMTP_URL): Promise<number> {
  if (!smtpUrl) return 0;
  const transport = nodemailer.createTransport(smtpUrl);
  let sent = 0;
  // A mail that fails is retried by the next delivery run, not in a tight loop now.
  const failed: string[] = [];
  try {
    for (;;) {
      const delivered = await db.transaction(async (tx) => {
        const { rows } = await tx.query<OutboxRow>(
          `SELECT id, recipient, subject, body_text FROM mail_outbox
            WHERE sent_at IS NULL AND attempts < 5 AND NOT (id = ANY($1::uuid[]))
            ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [failed],
        );
        const mail = rows[0];
        if (!mail) return null;
        try {
          await transport.sendMail({
            from: mailFrom(),
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body_text,
          });
          await tx.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [mail.id]);
          return true;
        } catch (error) {
          await tx.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
            mail.id,
            error instanceof Error ? error.message : String(error),
          ]);
          failed.push(mail.id);
          return false;
        }
      });
      if (delivered === null) break;
      if (delivered) sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** Starts delivery in the background after the request's transaction committed; failures stay in the outbox. */
export function deliverOutboxSoon(db: Database): void {
  if (!process.env.SMTP_URL) return;
  setImmediate(() => {
    deliverOutbox(db).catch((error: unknown) => console.error('[store-api] mail delivery failed', error));
  });
}
