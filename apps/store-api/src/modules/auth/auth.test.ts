import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAPIClient } from '@shopware/api-client';
import { errorCodes, customerSchema, roleCodes } from '@ratchet/store-api-contract';
import { demoIds } from '../../seed/demoCustomers';
import { fakeSmtp } from '../../platform/mail/fakeSmtp';
import { deliverOutbox, enqueueMail } from '../../platform/mail/outbox';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = {
  errors: { status: string; code: string; detail: string; meta?: { parameters?: Record<string, unknown> } }[];
};
const firstError = (json: unknown) => (json as ErrorBody).errors[0];

describe.each(testDatabases)('account routes on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: { products: 30 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs in with username and password and replaces the context token (storefront.md §7 Login)', async () => {
    const anonymous = await server.get('/context', { token: null });
    const before = anonymous.token;
    const response = await server.post<{ contextToken: string }>(
      '/account/login',
      { username: 'lead.buyer', password: 'ratchet-demo' },
      { token: before },
    );
    expect(response.status).toBe(200);
    expect(response.json.contextToken).toBe(response.token);
    expect(response.token).not.toBe(before);
    const customer = await server.post('/account/customer', {}, { token: response.token });
    expect(customer.status).toBe(200);
    // the old token is anonymous again
    const old = await server.post('/account/customer', {}, { token: before });
    expect(old.status).toBe(403);
  });

  it('answers bad credentials for a wrong password and an unknown username (account-area.md §8)', async () => {
    for (const body of [
      { username: 'lead.buyer', password: 'wrong-password' },
      { username: 'nobody.here', password: 'ratchet-demo' },
    ]) {
      const response = await server.post('/account/login', body, { token: null });
      expect(response.status).toBe(401);
      expect(firstError(response.json)?.code).toBe(errorCodes.badCredentials);
    }
  });

  it('answers the inactive-customer and inactive-company codes (account-area.md §8)', async () => {
    const inactive = await server.post(
      '/account/login',
      { username: 'inactive', password: 'ratchet-demo' },
      { token: null },
    );
    expect(firstError(inactive.json)?.code).toBe('RATCHET__CUSTOMER_IS_INACTIVE');
    const company = await server.post(
      '/account/login',
      { username: 'nord.inactive.company', password: 'ratchet-demo' },
      { token: null },
    );
    expect(firstError(company.json)?.code).toBe('RATCHET__COMPANY_IS_INACTIVE');
  });

  it('answers a forced recovery with its code and a hash that sets the password (storefront.md §4)', async () => {
    const response = await server.post(
      '/account/login',
      { username: 'recovery', password: 'ratchet-demo' },
      { token: null },
    );
    const error = firstError(response.json);
    expect(error?.code).toBe('RATCHET__FORCED_CUSTOMER_RECOVERY');
    const hash = error?.meta?.parameters?.hash;
    expect(typeof hash).toBe('string');
    const set = await server.post(
      '/account/recovery-password-confirm',
      { hash, newPassword: 'new-secret-1', newPasswordConfirm: 'new-secret-1' },
      { token: null },
    );
    expect(set.status).toBe(200);
    const again = await server.post(
      '/account/login',
      { username: 'recovery', password: 'new-secret-1' },
      { token: null },
    );
    expect(again.status).toBe(200);
    // the hash is single-use
    const reuse = await server.post(
      '/account/recovery-password-confirm',
      { hash, newPassword: 'other-secret-2', newPasswordConfirm: 'other-secret-2' },
      { token: null },
    );
    expect(firstError(reuse.json)?.code).toBe(errorCodes.recoveryHashInvalid);
  });

  it('rate-limits login after 10 attempts in 10 s with 429 and Retry-After (issue 3, Shopware default)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 11; i += 1) {
      const response = await server.post(
        '/account/login',
        { username: 'approver', password: 'wrong' },
        { token: null },
      );
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // even the right password is refused while backing off
    const right = await server.post(
      '/account/login',
      { username: 'approver', password: 'ratchet-demo' },
      { token: null },
    );
    expect(right.status).toBe(429);
    expect(firstError(right.json)?.code).toBe(errorCodes.rateLimited);
  });

  it('writes a recovery mail to the outbox, answers alike for unknown users and rate-limits (storefront.md §7)', async () => {
    const storefrontUrl = 'http://127.0.0.1:3000';
    const known = await server.post(
      '/account/recovery-password',
      { username: 'nord.buyer', storefrontUrl },
      { token: null },
    );
    const unknown = await server.post(
      '/account/recovery-password',
      { username: 'ghost', storefrontUrl },
      { token: null },
    );
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const { rows } = await server.db.query<{ recipient: string; body_text: string }>(
      "SELECT recipient, body_text FROM mail_outbox WHERE kind = 'password-recovery'",
    );
    expect(rows.map((row) => row.recipient)).toEqual(['nord.buyer@demo.ratchet.invalid']);
    const link = /http:\/\/127\.0\.0\.1:3000\/auth\/password-recovery\?hash=([\w-]+)/.exec(rows[0]?.body_text ?? '');
    expect(link?.[1]).toBeDefined();
    const confirm = await server.post(
      '/account/recovery-password-confirm',
      { hash: link?.[1], newPassword: 'nord-secret-9', newPasswordConfirm: 'nord-secret-9' },
      { token: null },
    );
    expect(confirm.status).toBe(200);
    expect(await server.login('nord.buyer', 'nord-secret-9')).toMatch(/^[\w-]{16,}$/);
    const foreign = await server.post(
      '/account/recovery-password',
      { username: 'buyer', storefrontUrl: 'https://evil.example' },
      { token: null },
    );
    expect(foreign.status).toBe(400);
    const limited = [];
    for (let i = 0; i < 3; i += 1) {
      limited.push(
        (await server.post('/account/recovery-password', { username: 'viewer', storefrontUrl }, { token: null }))
          .status,
      );
    }
    expect(limited).toEqual([200, 200, 200]);
    const fourth = await server.post(
      '/account/recovery-password',
      { username: 'viewer', storefrontUrl },
      { token: null },
    );
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).not.toBeNull();
  });

  it('reads the current customer with company, addresses, flow budget and extension fields (storefront.md §3 Customer)', async () => {
    const token = await server.login('buyer');
    const response = await server.post('/account/customer', {}, { token });
    const customer = customerSchema.parse(response.json);
    expect(customer.company).toMatchObject({ companyNumber: '100200', name: 'Huber Maschinenbau GmbH' });
    expect(customer.extensions.ratchet).toEqual({ username: 'buyer', leadBuyer: false });
    expect(customer.flow).toMatchObject({ budget: 5000, budgetRemaining: 3200 });
    expect(customer.defaultBillingAddress?.country.iso).toBe('AT');
    const oci = customerSchema.parse(
      (await server.post('/account/customer', {}, { token: await server.login('oci.buyer') })).json,
    );
    expect(oci.customFields.ratchet_oci_customer).toBe(true);
  });

  it('answers 403 with a code for every login-only account route when anonymous (issue 3)', async () => {
    const customer = await server.post('/account/customer', {}, { token: null });
    const roles = await server.get(`/ratchet/account/${demoIds.customers.buyer}/role`, { token: null });
    const logout = await server.post('/account/logout', {}, { token: null });
    for (const response of [customer, roles, logout]) {
      expect(response.status).toBe(403);
      expect(firstError(response.json)?.code).toBe(errorCodes.customerNotLoggedIn);
    }
  });

  it('reads rights: own always, the company with ROLE_MANAGE_CONTACTS, another company never (account-area.md §6)', async () => {
    const lead = await server.login('lead.buyer');
    const own = await server.get<{ roles: { code: string; enabled: boolean }[] }>(
      `/ratchet/account/${demoIds.customers['lead.buyer']}/role`,
      { token: lead },
    );
    expect(own.json.roles).toHaveLength(roleCodes.length);
    expect(own.json.roles.every((role) => role.enabled)).toBe(true);
    const colleague = await server.get<{ roles: { code: string; enabled: boolean }[] }>(
      `/ratchet/account/${demoIds.customers.viewer}/role`,
      { token: lead },
    );
    expect(colleague.json.roles.find((role) => role.code === 'ROLE_VIEW_PRICES')?.enabled).toBe(false);
    const otherCompany = await server.get(`/ratchet/account/${demoIds.customers['nord.buyer']}/role`, { token: lead });
    expect(otherCompany.status).toBe(404);
    expect(firstError(otherCompany.json)?.code).toBe(errorCodes.customerNotFound);
    const viewer = await server.login('viewer');
    const withoutRight = await server.get(`/ratchet/account/${demoIds.customers['lead.buyer']}/role`, {
      token: viewer,
    });
    expect(withoutRight.status).toBe(403);
    const malformed = await server.get('/ratchet/account/not-a-uuid/role', { token: lead });
    expect(malformed.status).toBe(400);
  });

  it('logs out: the new token is anonymous and the old one no longer logged in (storefront.md §4)', async () => {
    const token = await server.login('oci.buyer');
    const logout = await server.post<{ contextToken: string }>('/account/logout', {}, { token });
    expect(logout.status).toBe(200);
    expect(logout.token).not.toBe(token);
    expect((await server.post('/account/customer', {}, { token })).status).toBe(403);
    expect((await server.post('/account/customer', {}, { token: logout.token })).status).toBe(403);
  });

  it('works with @shopware/api-client: login, then readCustomer (issue 3)', async () => {
    const client = createAPIClient({ baseURL: server.baseURL, accessToken: server.accessKey });
    await client.invoke('loginCustomer post /account/login', {
      body: { username: 'nord.lead.buyer', password: 'ratchet-demo' } as never,
    });
    expect(client.defaultHeaders['sw-context-token']).toMatch(/^[\w-]{16,}$/);
    const { data } = await client.invoke('readCustomer post /account/customer', { body: {} });
    expect((data as { company?: { name: string } }).company?.name).toBe('Nordzee Techniek BV');
  });

  it('keeps mails in the outbox without SMTP_URL and sends them through SMTP when it is set (issue 3 recovery mail)', async () => {
    // earlier tests queued recovery mails: treat them as delivered so this test sees only its own
    await server.db.query('UPDATE mail_outbox SET sent_at = now() WHERE sent_at IS NULL');
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
      }>(
        `SELECT recipient, sent_at IS NOT NULL AS sent, attempts, last_error FROM mail_outbox
          WHERE recipient IN ('lena@demo.ratchet.invalid', 'refuse@demo.ratchet.invalid') ORDER BY recipient`,
      );
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
  it('refuses a recovery hash after its two hours and a mismatched confirmation with a pointer; the mail link keeps the domain path (account-area.md §2, §5, §8)', async () => {
    const mismatch = await server.post(
      '/account/recovery-password-confirm',
      { hash: 'x'.repeat(43), newPassword: 'oci-secret-1', newPasswordConfirm: 'oci-secret-2' },
      { token: null },
    );
    expect(mismatch.status).toBe(400);
    const violation = (mismatch.json as { errors: { code: string; source?: { pointer: string } }[] }).errors[0];
    expect(violation).toMatchObject({ code: errorCodes.validation, source: { pointer: '/newPasswordConfirm' } });

    const requested = await server.post(
      '/account/recovery-password',
      { username: 'oci.buyer', storefrontUrl: 'http://127.0.0.1:3000/nl-be' },
      { token: null },
    );
    expect(requested.status).toBe(200);
    const { rows } = await server.db.query<{ body_text: string }>(
      "SELECT body_text FROM mail_outbox WHERE kind = 'password-recovery' AND recipient LIKE 'oci.buyer@%'",
    );
    const hash = /http:\/\/127\.0\.0\.1:3000\/nl-be\/auth\/password-recovery\?hash=([\w-]+)/.exec(
      rows[0]?.body_text ?? '',
    )?.[1];
    expect(hash).toMatch(/^[\w-]{40,}$/);
    const validFor = await server.db.query<{ minutes: number | string }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM password_recovery
        WHERE customer_id = $1 ORDER BY expires_at DESC LIMIT 1`,
      [demoIds.customers['oci.buyer']],
    );
    expect(Number(validFor.rows[0]?.minutes)).toBe(120);
    await server.db.query(
      "UPDATE password_recovery SET expires_at = now() - interval '1 second' WHERE customer_id = $1",
      [demoIds.customers['oci.buyer']],
    );
    const expired = await server.post(
      '/account/recovery-password-confirm',
      { hash, newPassword: 'oci-secret-1', newPasswordConfirm: 'oci-secret-1' },
      { token: null },
    );
    expect(expired.status).toBe(400);
    expect(firstError(expired.json)?.code).toBe(errorCodes.recoveryHashInvalid);
    const login = await server.post(
      '/account/login',
      { username: 'oci.buyer', password: 'ratchet-demo' },
      { token: null },
    );
    expect(login.status).toBe(200);
  });
});
