/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px) of issue 11: a
 * company registers, confirms the double opt-in link from the mail outbox and logs in; a user without the right is
 * sent home by the guard and refused by the server (403); a lead buyer switches the default address, filters, sorts
 * and pages the user list through the URL, creates a user and gives and takes a right (the user's next request is
 * refused); a user joins an existing company (wrong, then right customer data), is activated by a lead buyer, edits
 * their profile and changes the password (the old password and other sessions refused). Runs on the shared demo stack
 * with Nordzee's lead buyer where it changes data, and puts the default address back.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoAddressIds } from '@ratchet/store-api/src/seed/companyUsers';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { isValidVatNumber } from '@ratchet/store-api-contract';
import { hydrated } from './browser';
import { browserSession, desktop, viewportRows as viewports } from './session';
import { errorAnswer, refusal, storeApiClient } from './storeApiClient';

const session = browserSession();

/** A fresh Austrian VAT number with a valid check digit (ATU + 7 digits + check digit). */
function austrianVatNumber(): string {
  for (;;) {
    const digits = Array.from({ length: 7 }, () => randomInt(10));
    const crossSum = (value: number) => Math.floor(value / 10) + (value % 10);
    const sum = digits.reduce((total, digit, index) => total + (index % 2 ? crossSum(digit * 2) : digit), 0);
    const vatNumber = `ATU${digits.join('')}${(10 - ((sum + 4) % 10)) % 10}`;
    if (isValidVatNumber(vatNumber)) return vatNumber;
  }
}

describe('account e2e (issue 11: registration, guards, address book, users and rights)', () => {
  it.each(viewports)(
    'account-area.md §2: a company registers in steps, confirms the mail link from the outbox and logs in (%s)',
    async (_, viewport) => {
      const context = await session.browser.newContext({ viewport });
      const page = await session.open(context, '/register');
      await page.getByRole('link', { name: 'Kunde werden' }).click();
      await page.waitForURL(/\/de-at\/register\/company$/);
      await hydrated(page);
      const suffix = randomUUID().slice(0, 8);
      const username = `e2e.${suffix}`;
      const email = `e2e.${suffix}@example.test`;
      await page.locator('input[name="name"]').fill(`E2E Metall ${suffix}`);
      await page.locator('input[name="vatNumber"]').fill(austrianVatNumber());
      await page.getByRole('checkbox', { name: 'Wir sind Neukunden' }).click();
      await page.locator('input[name="phone"]').fill('+43 1 2345');
      await page.locator('input[name="street"]').fill('Ringstraße');
      await page.locator('input[name="houseNumber"]').fill('1');
      await page.locator('input[name="zipcode"]').fill('1010');
      await page.locator('input[name="city"]').fill('Wien');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.locator('input[name="firstName"]').fill('Erika');
      await page.locator('input[name="lastName"]').fill('Muster');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="username"]').fill(username);
      await page.locator('input[name="password"]').fill('e2e-secret-password');
      await page.locator('input[name="passwordConfirm"]').fill('e2e-secret-password');
      await page.getByRole('checkbox', { name: 'Ich akzeptiere die Datenschutzerklärung.' }).click();
      await page.getByRole('form', { name: 'Persönliche Daten' }).getByRole('button', { name: 'Registrieren' }).click();
      await page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre E-Mails' }).waitFor();

      // Inactive until confirmed: the login is refused.
      const refused = await context.request.post(`${session.stack.storefrontUrl}/store-api/account/login`, {
        data: { username, password: 'e2e-secret-password' },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);

      const { rows } = await session.stack.storeApi.db.query<{ body_text: string }>(
        'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      const link = /https?:\/\/\S+\/register\/confirm\?hash=[\w-]+/.exec(rows[0]?.body_text ?? '')?.[0];
      expect(link).toBeDefined();
      await page.goto(`${session.stack.storefrontUrl}${new URL(link ?? '').pathname}${new URL(link ?? '').search}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Jetzt anmelden' }).waitFor();

      const login = await context.request.post(`${session.stack.storefrontUrl}/store-api/account/login`, {
        data: { username, password: 'e2e-secret-password' },
      });
      expect(login.status()).toBe(200);
      await context.close();
    },
  );

  it.each(viewports)(
    'account-area.md §2: a user joins an existing company (wrong, then right customer data), a lead buyer activates them, they edit their profile and change the password; the old password and session are refused (%s)',
    async (_, viewport) => {
      const startedAt = new Date();
      const context = await session.browser.newContext({ viewport });
      const page = await session.open(context, '/register', { domain: 'nl-be' });
      await page.getByRole('link', { name: 'Gebruiker toevoegen aan een bestaande klant' }).click();
      await page.waitForURL(/\/nl-be\/register\/customer$/);
      await hydrated(page);
      const check = page.getByRole('form', { name: 'Bedrijfscontrole' });
      await check.locator('input[name="customerNumber"]').fill('300401');
      await check.locator('input[name="vatNumber"]').fill('BE0123456749');
      await check.getByRole('button', { name: 'Volgende' }).click();
      // account-area.md §2: the spec's words for a failed check, in the user's language.
      await check.getByRole('alert').filter({ hasText: 'Onjuiste klantgegevens' }).waitFor();
      await check.locator('input[name="customerNumber"]').fill('300400');
      await check.getByRole('button', { name: 'Volgende' }).click();
      await page.getByText('Bedrijf gevonden: Nordzee Techniek BV').waitFor();
      const suffix = randomUUID().slice(0, 8);
      const username = `e2e.join.${suffix}`;
      const email = `e2e.join.${suffix}@example.test`;
      const personal = page.getByRole('form', { name: 'Persoonlijke gegevens' });
      await personal.locator('input[name="firstName"]').fill('Lotte');
      await personal.locator('input[name="lastName"]').fill(`Peeters ${suffix}`);
      await personal.locator('input[name="email"]').fill(email);
      await personal.locator('input[name="username"]').fill(username);
      await personal.locator('input[name="password"]').fill('e2e-old-password');
      await personal.locator('input[name="passwordConfirm"]').fill('e2e-old-password');
      await personal.getByRole('checkbox', { name: 'Ik aanvaard de privacyverklaring.' }).click();
      // The form moves as the step settles (Playwright saw 'Terug' take the checkbox's place): register only once the
      // click took effect, so a lost click fails here and not 30 s later at the mail heading.
      await personal.getByRole('checkbox', { name: 'Ik aanvaard de privacyverklaring.', checked: true }).waitFor();
      await personal.getByRole('button', { name: 'Registreren' }).click();
      await page.getByRole('heading', { name: 'Controleer uw e-mail' }).waitFor();
      const login = (password: string) =>
        context.request.post(`${session.stack.storefrontUrl}/store-api/account/login`, {
          data: { username, password },
        });
      // Inactive until a lead buyer of the company activates them; the company's lead buyers got a mail.
      expect((await login('e2e-old-password')).status()).toBeGreaterThanOrEqual(400);
      const { rows: joined } = await session.stack.storeApi.db.query<{ id: string; mails: number }>(
        `SELECT c.id, (SELECT count(*)::int FROM mail_outbox m JOIN customer l ON l.email = m.recipient
                        WHERE l.id = $2 AND m.created_at >= $3) AS mails
           FROM customer c WHERE c.username = $1 AND c.company_id = $4`,
        [username, demoIds.customers['nord.lead.buyer'], startedAt, demoIds.otherCompany],
      );
      const userId = joined[0]?.id ?? '';
      expect(joined[0]?.mails).toBeGreaterThan(0);

      const leadBuyer = await session.signedIn('nord.lead.buyer', viewport);
      const users = await session.open(leadBuyer, `/account/customer?search=${username}`);
      await users.getByText('Wartet auf Freischaltung').first().waitFor();
      const form = await session.open(leadBuyer, `/account/customer/details/${userId}`);
      await form.getByRole('switch', { name: 'Aktiv' }).click();
      await form.getByRole('switch', { name: 'Aktiv', checked: true }).waitFor();
      await form.getByRole('button', { name: 'Speichern' }).click();
      // Saved: back to the list.
      await form.waitForURL(/\/account\/customer$/);
      const { rows: activated } = await session.stack.storeApi.db.query<{ active: boolean; awaiting: boolean }>(
        'SELECT active, awaiting_activation AS awaiting FROM customer WHERE id = $1',
        [userId],
      );
      expect(activated[0]).toEqual({ active: true, awaiting: false });
      await leadBuyer.close();

      // Two sessions of the new user: the browser's, and another one opened with the first password.
      expect((await login('e2e-old-password')).status()).toBe(200);
      const browserToken = await session.stack.storeApi.login(username, 'e2e-old-password');
      const otherToken = await session.stack.storeApi.login(username, 'e2e-old-password');
      expect(otherToken).not.toBe(browserToken);
      await context.clearCookies();
      await context.addCookies([{ name: 'sw-context-token', value: browserToken, url: session.stack.storefrontUrl }]);
      const profile = await session.open(context, '/account/profile', { domain: 'nl-be' });
      await profile.getByLabel('Telefoon').fill('+32 9 123 45 67');
      await profile.getByRole('button', { name: 'Opslaan' }).click();
      await profile.getByText('Uw contactgegevens zijn opgeslagen.').waitFor();
      const { rows: stored } = await session.stack.storeApi.db.query<{ phone: string }>(
        'SELECT phone FROM customer WHERE id = $1',
        [userId],
      );
      expect(stored[0]?.phone).toBe('+32 9 123 45 67');

      await profile.locator('input[name="password"]').fill('e2e-old-password');
      await profile.locator('input[name="newPassword"]').fill('e2e-new-password');
      await profile.locator('input[name="newPasswordConfirm"]').fill('e2e-new-password');
      await profile.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await profile.getByText('Uw wachtwoord is gewijzigd.').waitFor();
      // The other session's very next request is refused, and so is the old password; the new one logs in.
      const stale = await session.stack.storeApi.post('/account/customer', {}, { token: otherToken });
      expect(stale.status).toBe(403);
      expect((await login('e2e-old-password')).status()).toBeGreaterThanOrEqual(400);
      expect((await login('e2e-new-password')).status()).toBe(200);
      await context.close();
    },
  );

  it.each(viewports)(
    'issue 11: a user without ROLE_MANAGE_CONTACTS is sent home by the guard and refused by the server (%s)',
    async (_, viewport) => {
      const context = await session.signedIn('buyer', viewport);
      const page = await session.open(context, '/account/customer');
      expect(new URL(page.url()).pathname).toBe('/de-at');
      const answer = await context.request.post(
        `${session.stack.storefrontUrl}/store-api/ratchet/companies/customers`,
        {
          data: { page: 1, limit: 20 },
        },
      );
      expect(answer.status()).toBe(403);
      expect((await errorAnswer(answer)).errors[0]?.code).toBe('RATCHET__MISSING_PERMISSION');
      // The side navigation lists no users screen either.
      const account = await session.open(context, '/account/dashboard');
      expect(
        await account.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Benutzer' }).count(),
      ).toBe(0);
      await context.close();
    },
  );

  it.each(viewports)('issue 11: the lead buyer switches the default address (%s)', async (_, viewport) => {
    const context = await session.signedIn('nord.lead.buyer', viewport);
    try {
      const page = await session.open(context, '/account/addressbook');
      await page.getByRole('button', { name: 'Als Standard festlegen: Nordzee Techniek BV – Antwerpen' }).click();
      await page.getByText('Nordzee Techniek BV – Antwerpen ist jetzt die Standardadresse.').waitFor();
      await page.reload();
      await hydrated(page);
      const antwerpen = page.getByRole('listitem', { name: 'Nordzee Techniek BV – Antwerpen' });
      expect(await antwerpen.getAttribute('data-state')).toBe('default');
      expect(await page.getByText('Standardadresse', { exact: true }).count()).toBe(1);
    } finally {
      await context.request.post(
        `${session.stack.storefrontUrl}/store-api/ratchet/companies/${demoIds.otherCompany}/address/${demoAddressIds.nordzeeGent}/default`,
      );
      await context.close();
    }
  });

  it.each(viewports)(
    'account-area.md §7: the user list’s sort, page and search live in the URL (%s)',
    async (_, viewport) => {
      const context = await session.signedIn('nord.lead.buyer', viewport);
      const page = await session.open(context, '/account/customer?leadBuyer=false');
      await page.getByRole('button', { name: /Benutzername/ }).click();
      await page.waitForURL(/leadBuyer=false&order=asc&field=username/);
      await page.getByRole('link', { name: 'Nächste Seite' }).click();
      await page.waitForURL(/page=2/);
      await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill('nz.');
      await page.waitForURL(/search=nz\./);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      // A URL opened as it is shows the same list (server-rendered from the same rule).
      const again = await session.open(context, `/account/customer?${new URL(page.url()).searchParams.toString()}`);
      expect(await again.getByRole('searchbox', { name: 'Benutzer suchen' }).inputValue()).toBe('nz.');
      await context.close();
    },
  );

  it('issue 11: the lead buyer creates a user and gives and takes a right; the user’s next request is refused', async () => {
    const context = await session.signedIn('nord.lead.buyer', desktop);
    const page = await session.open(context, '/account/customer/create');
    const suffix = randomUUID().slice(0, 8);
    await page.locator('input[name="firstName"]').fill('Jan');
    await page.locator('input[name="lastName"]').fill(`Tester ${suffix}`);
    await page.locator('input[name="username"]').fill(`e2e.user.${suffix}`);
    await page.locator('input[name="email"]').fill(`e2e.user.${suffix}@example.test`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/account\/customer\/rights\//);
    await hydrated(page);
    const addressBook = page.getByRole('checkbox', { name: 'Adressbuch' });
    expect(await addressBook.getAttribute('aria-checked')).toBe('false');
    await addressBook.click();
    await page.getByRole('button', { name: 'Rechte speichern' }).click();
    await page.getByText('Die Rechte wurden gespeichert.').waitFor();
    const userId = page.url().split('/').pop() ?? '';
    const token = await session.stack.storeApi.contextFor('nord.lead.buyer');
    const leadBuyer = storeApiClient(session.stack.storeApi, token);
    const given = await leadBuyer.invoke('readCustomerRoles get /ratchet/account/{id}/role', {
      pathParams: { id: userId },
    });
    expect(given.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(true);
    // The user's own session: the address book answers now, and refuses on the very next request once taken.
    const userToken = await session.stack.storeApi.contextForCustomer(userId);
    const addresses = `/ratchet/companies/${demoIds.otherCompany}/address`;
    expect((await session.stack.storeApi.get(addresses, { token: userToken })).status).toBe(200);
    await addressBook.click();
    await page.getByRole('button', { name: 'Rechte speichern' }).click();
    await page.getByText('Die Rechte wurden gespeichert.').waitFor();
    const taken = await leadBuyer.invoke('readCustomerRoles get /ratchet/account/{id}/role', {
      pathParams: { id: userId },
    });
    expect(taken.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(false);
    const refused = await refusal(
      storeApiClient(session.stack.storeApi, userToken).invoke(
        'listCompanyAddresses get /ratchet/companies/{companyId}/address',
        {
          pathParams: { companyId: demoIds.otherCompany },
        },
      ),
    );
    expect([refused.status, refused.json.errors[0]?.code]).toEqual([403, 'RATCHET__MISSING_PERMISSION']);
    await context.close();
  });
});
