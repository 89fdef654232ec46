import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';
import { deliverOutbox } from './mailer';
import { enqueueMail } from './recovery';

/** A minimal SMTP server that records messages; recipients containing "refuse" are rejected. */
function fakeSmtp(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'RCPT') socket.write(line.includes('refuse') ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

describe.each(testDatabases)('mail outbox delivery on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps mails in the outbox without SMTP_URL and sends them through SMTP when it is set (issue 3 recovery mail)', async () => {
    const smtp = await fakeSmtp();
    try {
      await enqueueMail(server.db, {
        kind: 'password-recovery',
        recipient: 'lena@demo.ratchet.invalid',
        subject: 'Reset your password',
        bodyText: 'open https://shop.example/auth/password-recovery?hash=abc',
      });
      await enqueueMail(server.db, {
        kind: 'test',
        recipient: 'refuse@demo.ratchet.invalid',
        subject: 'Nope',
        bodyText: 'x',
      });
      expect(await deliverOutbox(server.db, '')).toBe(0);
      expect(await deliverOutbox(server.db, smtp.url)).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Reset your password');
      expect(smtp.messages[0]).toContain('To: lena@demo.ratchet.invalid');
      const { rows } = await server.db.query<{
        recipient: string;
        sent: boolean;
        attempts: number;
        last_error: string | null;
      }>('SELECT recipient, sent_at IS NOT NULL AS sent, attempts, last_error FROM mail_outbox ORDER BY recipient');
      expect(rows.map((row) => [row.recipient, row.sent])).toEqual([
        ['lena@demo.ratchet.invalid', true],
        ['refuse@demo.ratchet.invalid', false],
      ]);
      // the refused mail keeps its error and is tried again by the next run only
      expect(rows[1]?.attempts).toBe(1);
      expect(rows[1]?.last_error).toMatch(/550/);
      expect(await deliverOutbox(server.db, smtp.url)).toBe(0);
      const again = await server.db.query<{ attempts: number }>(
        "SELECT attempts FROM mail_outbox WHERE recipient = 'refuse@demo.ratchet.invalid'",
      );
      expect(again.rows[0]?.attempts).toBe(2);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
