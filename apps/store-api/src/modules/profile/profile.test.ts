import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, profileSchema } from '@ratchet/store-api-contract';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; source?: { pointer?: string } }> };
const firstError = (json: unknown) => (json as ErrorBody).errors[0];

describe.each(testDatabases)(
  'own profile and password (issue 11; account-area.md §2 Profile, §5) on %s',
  (database) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 0, demo: true } });
    });
    afterAll(() => server?.close());

    it('§2 dashboard contact information: every logged-in user reads their own contact data', async () => {
      const viewer = await server.contextFor('viewer');
      const response = await server.get('/ratchet/account/profile', { token: viewer });
      expect(response.status).toBe(200);
      expect(profileSchema.parse(response.json)).toMatchObject({
        username: 'viewer',
        firstName: 'Viktor',
        salutation: 'male',
        leadBuyer: false,
      });
    });

    it('§2 profile: edits the own contact data (ROLE_MANAGE_OWN_CONTACT_INFO); blank optional fields clear', async () => {
      const buyer = await server.contextFor('buyer');
      const changed = await server.post(
        '/account/change-profile',
        {
          salutation: 'male',
          firstName: ' Bernhard ',
          lastName: 'Gruber',
          email: 'bernhard@huber.demo.invalid',
          phone: '+43 732 99',
          mobile: '',
          customerFunction: 'Einkauf',
          language: 'de-DE',
        },
        { token: buyer },
      );
      expect(changed.status).toBe(200);
      expect(profileSchema.parse(changed.json)).toMatchObject({
        firstName: 'Bernhard',
        email: 'bernhard@huber.demo.invalid',
        phone: '+43 732 99',
        mobile: null,
        customerFunction: 'Einkauf',
        language: 'de-DE',
      });
      const invalid = await server.post(
        '/account/change-profile',
        { firstName: 'B', lastName: 'G', email: 'not-an-email' },
        { token: buyer },
      );
      expect([invalid.status, firstError(invalid.json)?.source?.pointer]).toEqual([400, '/email']);
    });

    it('§6: without ROLE_MANAGE_OWN_CONTACT_INFO the contact data cannot be changed', async () => {
      await server.db.query(
        "UPDATE customer_role SET enabled = false WHERE role_code = 'ROLE_MANAGE_OWN_CONTACT_INFO' AND customer_id = (SELECT id FROM customer WHERE username = 'approver')",
      );
      const approver = await server.contextFor('approver');
      const response = await server.post(
        '/account/change-profile',
        { firstName: 'A', lastName: 'W', email: 'a@huber.demo.invalid' },
        { token: approver },
      );
      expect([response.status, firstError(response.json)?.code]).toEqual([403, errorCodes.missingPermission]);
    });

    it('§5: a wrong current password answers CUSTOMER_PASSWORD_NOT_CORRECT; the new one follows the new-password rules', async () => {
      const token = await server.login('approver');
      const wrong = await server.post(
        '/account/change-password',
        { password: 'not-it', newPassword: 'neues-passwort', newPasswordConfirm: 'neues-passwort' },
        { token },
      );
      expect([wrong.status, firstError(wrong.json)?.code, firstError(wrong.json)?.source?.pointer]).toEqual([
        400,
        errorCodes.passwordNotCorrect,
        '/password',
      ]);
      const short = await server.post(
        '/account/change-password',
        { password: 'ratchet-demo', newPassword: 'kurz', newPasswordConfirm: 'kurz' },
        { token },
      );
      expect([short.status, firstError(short.json)?.source?.pointer]).toEqual([400, '/newPassword']);
      const mismatch = await server.post(
        '/account/change-password',
        { password: 'ratchet-demo', newPassword: 'neues-passwort', newPasswordConfirm: 'anderes-passwort' },
        { token },
      );
      expect([mismatch.status, firstError(mismatch.json)?.source?.pointer]).toEqual([400, '/newPasswordConfirm']);
    });

    it('§2 change password: the new password logs in, the old one not; other sessions end, this one stays', async () => {
      const token = await server.login('approver');
      const other = await server.login('approver');
      const changed = await server.post(
        '/account/change-password',
        { password: 'ratchet-demo', newPassword: 'neues-passwort', newPasswordConfirm: 'neues-passwort' },
        { token },
      );
      expect(changed.status).toBe(200);
      expect((await server.post('/account/customer', {}, { token })).status).toBe(200);
      expect((await server.post('/account/customer', {}, { token: other })).status).toBe(403);
      const old = await server.post(
        '/account/login',
        { username: 'approver', password: 'ratchet-demo' },
        { token: null },
      );
      expect(old.status).toBe(401);
      expect(await server.login('approver', 'neues-passwort')).toEqual(expect.any(String));
    });
  },
);
