/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px) of issue 11: a
 * company registers, confirms the double opt-in link from the mail outbox and logs in; a user without the right is
 * sent home by the guard and refused by the server (403); a lead buyer switches the default address, filters, sorts
 * and pages the user list through the URL, creates a user and gives and takes a right. Runs on the shared demo stack
 * with Nordzee's lead buyer where it changes data, and puts the default address back.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAddressIds } from '@ratchet/store-api/src/seed/companyUsers';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { isValidVatNumber } from '@ratchet/store-api-contract';
import { hydrated, launchBrowser } from './browser';
import { demoStack, type SharedStack } from './sharedStack';

let stack: SharedStack;
let browser: Browser;

const viewports = [
  ['desktop', { width: 1280, height: 900 }],
  ['375 px', { width: 375, height: 812 }],
] as const;

beforeAll(async () => {
  stack = demoStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function customerContext(
  username: keyof typeof demoIds.customers,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const token = await stack.storeApi.contextFor(username);
  await context.addCookies([{ name: 'sw-context-token', value: token, url: stack.storefrontUrl }]);
  return context;
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stack.storefrontUrl}/de-at${path}`);
  await hydrated(page);
  return page;
}

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
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${stack.storefrontUrl}/de-at/register`);
      await hydrated(page);
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
      const refused = await context.request.post(`${stack.storefrontUrl}/store-api/account/login`, {
        data: { username, password: 'e2e-secret-password' },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);

      const { rows } = await stack.storeApi.db.query<{ body_text: string }>(
        'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      const link = /https?:\/\/\S+\/register\/confirm\?hash=[\w-]+/.exec(rows[0]?.body_text ?? '')?.[0];
      expect(link).toBeDefined();
      await page.goto(`${stack.storefrontUrl}${new URL(link ?? '').pathname}${new URL(link ?? '').search}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Jetzt anmelden' }).waitFor();

      const login = await context.request.post(`${stack.storefrontUrl}/store-api/account/login`, {
        data: { username, password: 'e2e-secret-password' },
      });
      expect(login.status()).toBe(200);
      await context.close();
    },
  );

  it.each(viewports)(
    'issue 11: a user without ROLE_MANAGE_CONTACTS is sent home by the guard and refused by the server (%s)',
    async (_, viewport) => {
      const context = await customerContext('buyer', viewport);
      const page = await openPage(context, '/account/customer');
      expect(new URL(page.url()).pathname).toBe('/de-at');
      const answer = await context.request.post(`${stack.storefrontUrl}/store-api/ratchet/companies/customers`, {
        data: { page: 1, limit: 20 },
      });
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
        'RATCHET__MISSING_PERMISSION',
      );
      // The side navigation lists no users screen either.
      const account = await openPage(context, '/account/dashboard');
      expect(
        await account.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Benutzer' }).count(),
      ).toBe(0);
      await context.close();
    },
  );

  it.each(viewports)('issue 11: the lead buyer switches the default address (%s)', async (_, viewport) => {
    const context = await customerContext('nord.lead.buyer', viewport);
    try {
      const page = await openPage(context, '/account/addressbook');
      await page.getByRole('button', { name: 'Als Standard festlegen: Nordzee Techniek BV – Antwerpen' }).click();
      await page.getByText('Nordzee Techniek BV – Antwerpen ist jetzt die Standardadresse.').waitFor();
      await page.reload();
      await hydrated(page);
      const antwerpen = page.getByRole('listitem', { name: 'Nordzee Techniek BV – Antwerpen' });
      expect(await antwerpen.getAttribute('data-state')).toBe('default');
      expect(await page.getByText('Standardadresse', { exact: true }).count()).toBe(1);
    } finally {
      await context.request.post(
        `${stack.storefrontUrl}/store-api/ratchet/companies/${demoIds.otherCompany}/address/${demoAddressIds.nordzeeGent}/default`,
      );
      await context.close();
    }
  });

  it.each(viewports)(
    'account-area.md §7: the user list’s sort, page and search live in the URL (%s)',
    async (_, viewport) => {
      const context = await customerContext('nord.lead.buyer', viewport);
      const page = await openPage(context, '/account/customer?leadBuyer=false');
      await page.getByRole('button', { name: /Benutzername/ }).click();
      await page.waitForURL(/leadBuyer=false&order=asc&field=username/);
      await page.getByRole('link', { name: 'Nächste Seite' }).click();
      await page.waitForURL(/page=2/);
      await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill('nz.');
      await page.waitForURL(/search=nz\./);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      // A URL opened as it is shows the same list (server-rendered from the same rule).
      const again = await openPage(context, `/account/customer?${new URL(page.url()).searchParams.toString()}`);
      expect(await again.getByRole('searchbox', { name: 'Benutzer suchen' }).inputValue()).toBe('nz.');
      await context.close();
    },
  );

  it('issue 11: the lead buyer creates a user and gives and takes a right', async () => {
    const context = await customerContext('nord.lead.buyer', { width: 1280, height: 900 });
    const page = await openPage(context, '/account/customer/create');
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
    const token = await stack.storeApi.contextFor('nord.lead.buyer');
    const given = await stack.storeApi.get<{ roles: { code: string; enabled: boolean }[] }>(
      `/ratchet/account/${userId}/role`,
      { token },
    );
    expect(given.json.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(true);
    await addressBook.click();
    await page.getByRole('button', { name: 'Rechte speichern' }).click();
    await page.getByText('Die Rechte wurden gespeichert.').waitFor();
    const taken = await stack.storeApi.get<{ roles: { code: string; enabled: boolean }[] }>(
      `/ratchet/account/${userId}/role`,
      { token },
    );
    expect(taken.json.roles.find((role) => role.code === 'ROLE_MANAGE_ADDRESSES')?.enabled).toBe(false);
    await context.close();
  });
});
