import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/db';
import { claimNextMail, insertOutboxMail, markMailFailed, markMailSent } from './repo';

/** Writes a mail into the outbox (same transaction as the change that causes it); returns its id. */
export async function enqueueMail(
  db: Database,
  mail: { kind: string; recipient: string; subject: string; bodyText: string },
): Promise<string> {
  const id = randomUUID();
  await insertOutboxMail(db, { id, ...mail });
  return id;
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
        const mail = await claimNextMail(tx, failed);
        if (!mail) return null;
        try {
          await transport.sendMail({
            from: mailFrom(),
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body_text,
          });
          await markMailSent(tx, mail.id);
          return true;
        } catch (error) {
          await markMailFailed(tx, mail.id, error instanceof Error ? error.message : String(error));
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
