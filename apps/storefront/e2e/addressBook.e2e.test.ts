/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px) of issue 11's
 * account area access and address book: a visitor of the dashboard, profile or address book is sent to the login
 * and comes back to that page after logging in; a user whose rights lack the screen's role is sent home by the guard
 * and refused by the server (403); a lead buyer lists, creates (with the form's messages in the user's language),
 * edits, sets as default and deletes an address (after a confirmation in the WAI-ARIA alert dialog pattern), and
 * another company's address is not found. Runs on the shared demo stack with Nordzee's users: every address and user
 * it creates has a unique name and is removed again, and Gent is put back as Nordzee's default.
 */
import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAddressIds } from '@ratchet/store-api/src/seed/companyUsers';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { roleCodes } from '@ratchet/store-api-contract/rules';
import { hydrated } from './browser';
import { browserSession, desktop, phone, viewportRows as viewports } from './session';
import { errorAnswer, storeApiClient } from './storeApiClient';

const session = browserSession();

/** Polls in the browser wait this long (a busy CI machine is slower than the 1 s some defaults assume). */
const timeout = 10_000;

/** Nordzee's address book as the store-API answers it to its lead buyer (a refusal rejects with its error). */
async function nordzeeAddresses(token: string) {
  const answer = await storeApiClient(session.stack.storeApi, token).invoke(
    'listCompanyAddresses get /ratchet/companies/{companyId}/address',
    { pathParams: { companyId: demoIds.otherCompany } },
  );
  return answer.addresses;
}

/** Removes the addresses a run created (also half-way runs) and gives Nordzee its seeded default back. */
async function restoreNordzeeBook(namePrefix: string): Promise<void> {
  const token = await session.stack.storeApi.contextFor('nord.lead.buyer');
  const book = `/ratchet/companies/${demoIds.otherCompany}/address`;
  await session.stack.storeApi.post(`${book}/${demoAddressIds.nordzeeGent}/default`, undefined, { token });
  for (const address of await nordzeeAddresses(token)) {
    if (address.name.startsWith(namePrefix)) {
      await session.stack.storeApi.request('DELETE', `${book}/${address.id}`, { token });
    }
  }
}

describe('account area access (storefront.md §4 auth and role guards; account-area.md §2, §6)', () => {
  const screens = [
    ['/account/dashboard', 'Ihr Konto'],
    ['/account/profile', 'Profil'],
    ['/account/addressbook', 'Adressbuch'],
  ] as const;

  it.each(viewports)(
    'account-area.md §2 /auth: a visitor of the dashboard, profile and address book logs in and is back on that page (%s)',
    async (_, viewport) => {
      const context = await session.browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        for (const [path, heading] of screens) {
          await page.goto(`${session.stack.storefrontUrl}/de-at${path}?from=e2e`);
          await page.waitForURL(
            `${session.stack.storefrontUrl}/de-at/auth?returnTo=${encodeURIComponent(`${path}?from=e2e`)}`,
            { timeout },
          );
          await hydrated(page);
          await page.getByLabel('Benutzername').fill('nord.buyer');
          await page.getByLabel('Passwort', { exact: true }).fill('ratchet-demo');
          await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
          await page.waitForURL(`${session.stack.storefrontUrl}/de-at${path}?from=e2e`, { timeout });
          await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout });
          // Logged out again for the next screen: the guard sends the visitor to the login once more.
          await context.clearCookies();
        }
      } finally {
        await context.close();
      }
    },
  );

  it.each(viewports)(
    'account-area.md §2, §6: without ROLE_MANAGE_ADDRESSES and ROLE_MANAGE_OWN_ACCOUNT the guard sends the user home from the address book and profile, the server answers 403, the dashboard stays open (%s)',
    async (_, viewport) => {
      const leadToken = await session.stack.storeApi.contextFor('nord.lead.buyer');
      const suffix = randomUUID().slice(0, 8);
      // Unless the store-API answers with success, the call rejects with its error (the client checks the status).
      const created = await storeApiClient(session.stack.storeApi, leadToken).invoke(
        'createCompanyCustomer post /ratchet/companies/customers/create',
        {
          body: {
            firstName: 'Ruth',
            lastName: `Zonder ${suffix}`,
            username: `e2e.norights.${suffix}`,
            email: `e2e.norights.${suffix}@example.test`,
            roles: roleCodes.filter((code) => code !== 'ROLE_MANAGE_ADDRESSES' && code !== 'ROLE_MANAGE_OWN_ACCOUNT'),
            storefrontUrl: `${session.stack.storefrontUrl}/de-at`,
          },
        },
      );
      const userId = created.id;
      const context = await session.signedIn({ customerId: userId }, viewport);
      try {
        const page = await context.newPage();
        for (const path of ['/account/addressbook', '/account/addressbook/create', '/account/profile']) {
          await session.open(page, path);
          expect(new URL(page.url()).pathname).toBe('/de-at');
        }
        // The dashboard needs a login only; its navigation lists neither screen.
        await session.open(page, '/account/dashboard');
        await page.getByRole('heading', { level: 1, name: 'Ihr Konto' }).waitFor({ timeout });
        const navigation = page.getByRole('navigation', { name: 'Konto' });
        // Below 1024 px the list folds behind one button (docs/decisions.md, account area).
        if (viewport.width < 1024) await navigation.getByRole('button', { name: /^Kontomenü/ }).click();
        expect(await navigation.getByRole('link', { name: 'Übersicht' }).count()).toBe(1);
        expect(await navigation.getByRole('link', { name: 'Adressbuch' }).count()).toBe(0);
        expect(await navigation.getByRole('link', { name: 'Profil' }).count()).toBe(0);

        // The server refuses the screens' calls with the code, whatever the storefront shows.
        const book = `${session.stack.storefrontUrl}/store-api/ratchet/companies/${demoIds.otherCompany}/address`;
        const refusals = await Promise.all([
          context.request.get(book),
          context.request.post(book, {
            data: {
              name: `E2E ${suffix}`,
              street: 'Kaai',
              houseNumber: '1',
              zipcode: '9000',
              city: 'Gent',
              country: 'BE',
            },
          }),
          context.request.delete(`${book}/${demoAddressIds.nordzeeAntwerpen}`),
          context.request.post(`${session.stack.storefrontUrl}/store-api/account/change-password`, {
            data: { password: 'ratchet-demo', newPassword: 'e2e-new-password', newPasswordConfirm: 'e2e-new-password' },
          }),
        ]);
        for (const refused of refusals) {
          const body = await errorAnswer(refused);
          expect([refused.status(), body.errors[0]?.code]).toEqual([403, 'RATCHET__MISSING_PERMISSION']);
        }
      } finally {
        await context.close();
        await session.stack.storeApi.request('DELETE', '/ratchet/companies/customers', {
          token: leadToken,
          body: { customerIds: [userId] },
        });
      }
    },
  );
});

const languages = {
  'de-at': {
    title: 'Adressbuch',
    create: 'Neue Adresse',
    save: 'Speichern',
    required: 'Dies ist ein Pflichtfeld',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fields: { name: 'Name', street: 'Straße', houseNumber: 'Hausnummer', zipcode: 'PLZ', city: 'Ort', email: 'E-Mail' },
    saved: 'Die Adresse wurde gespeichert.',
    edit: 'Bearbeiten',
    editTitle: 'Adresse bearbeiten',
    setDefault: 'Als Standard festlegen',
    defaultChanged: (name: string) => `${name} ist jetzt die Standardadresse.`,
    delete: 'Löschen',
    deleteTitle: 'Diese Adresse löschen?',
    cancel: 'Abbrechen',
    newDefault: 'Neue Standardadresse',
    deleted: 'Die Adresse wurde gelöscht.',
  },
  'nl-be': {
    title: 'Adresboek',
    create: 'Nieuw adres',
    save: 'Opslaan',
    // account-area.md §5 quotes the Dutch text.
    required: 'Dit is een verplicht veld.',
    invalidEmail: 'Vul een geldig e-mailadres in',
    fields: {
      name: 'Naam',
      street: 'Straat',
      houseNumber: 'Huisnummer',
      zipcode: 'Postcode',
      city: 'Plaats',
      email: 'E-mail',
    },
    saved: 'Het adres is opgeslagen.',
    edit: 'Bewerken',
    editTitle: 'Adres bewerken',
    setDefault: 'Als standaard instellen',
    defaultChanged: (name: string) => `${name} is nu het standaardadres.`,
    delete: 'Verwijderen',
    deleteTitle: 'Dit adres verwijderen?',
    cancel: 'Annuleren',
    newDefault: 'Nieuw standaardadres',
    deleted: 'Het adres is verwijderd.',
  },
} as const;

describe('address book (account-area.md §2 Address book, §3 Address, §5, §7 Addresses; issue 11)', () => {
  it.each([
    ['desktop', 'de-at', desktop],
    ['375 px', 'nl-be', phone],
  ] as const)(
    'account-area.md §2: the lead buyer creates (validation in the user’s language, §5), edits, makes default and deletes an address after a confirmation (%s, %s)',
    async (_, domain, viewport) => {
      const text = languages[domain];
      const prefix = `E2E Depot ${randomUUID().slice(0, 8)}`;
      const context = await session.signedIn('nord.lead.buyer', viewport);
      try {
        const page = await session.open(context, '/account/addressbook', { domain });
        await page.getByRole('heading', { level: 1, name: text.title }).waitFor({ timeout });
        const book = page.locator('[data-slot="address-book"]');
        // The seeded book: Gent (the default) and Antwerpen.
        await book.getByRole('listitem', { name: 'Nordzee Techniek BV – Gent' }).waitFor({ timeout });

        // Create: the required fields and the e-mail are checked before anything is sent (§5).
        await page.getByRole('link', { name: text.create }).click();
        await page.waitForURL(/\/account\/addressbook\/create$/, { timeout });
        await hydrated(page);
        const form = page.getByRole('form', { name: text.create });
        await form.getByRole('button', { name: text.save }).click();
        for (const field of ['name', 'street', 'houseNumber', 'zipcode', 'city'] as const) {
          const input = textbox(form, text.fields[field]);
          await expect.poll(() => input.getAttribute('aria-invalid'), { timeout }).toBe('true');
          expect(await describedBy(input)).toContain(text.required);
        }
        // The first field with a problem takes the focus.
        expect(await textbox(form, text.fields.name).evaluate((el) => el === document.activeElement)).toBe(true);
        // An e-mail that is not one is said when the field is left.
        const email = textbox(form, text.fields.email);
        await email.fill('geen-e-mail');
        await email.press('Tab');
        await expect.poll(() => email.getAttribute('aria-invalid'), { timeout }).toBe('true');
        expect(await describedBy(email)).toContain(text.invalidEmail);

        await textbox(form, text.fields.name).fill(prefix);
        await textbox(form, text.fields.street).fill('Havenlaan');
        await textbox(form, text.fields.houseNumber).fill('12');
        await textbox(form, text.fields.zipcode).fill('9000');
        await textbox(form, text.fields.city).fill('Gent');
        await textbox(form, text.fields.email).fill('depot@example.test');
        await form.getByRole('button', { name: text.save }).click();
        await page.waitForURL(new RegExp(`/${domain}/account/addressbook$`), { timeout });
        await page.getByRole('status').filter({ hasText: text.saved }).waitFor({ timeout });
        const created = page.getByRole('listitem', { name: prefix });
        await created.getByText('Havenlaan 12').waitFor({ timeout });
        expect(await created.getAttribute('data-state')).toBe('other');

        // Edit: the form shows the stored values; the list shows the change.
        await page.getByRole('link', { name: `${text.edit}: ${prefix}` }).click();
        await page.waitForURL(/\/account\/addressbook\/details\/[\w-]+$/, { timeout });
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: text.editTitle }).waitFor({ timeout });
        const edit = page.getByRole('form', { name: text.editTitle });
        expect(await textbox(edit, text.fields.street).inputValue()).toBe('Havenlaan');
        await textbox(edit, text.fields.houseNumber).fill('14');
        await edit.getByRole('button', { name: text.save }).click();
        await page.waitForURL(new RegExp(`/${domain}/account/addressbook$`), { timeout });
        await created.getByText('Havenlaan 14').waitFor({ timeout });

        // Set default: exactly one default, also after a reload.
        await page.getByRole('button', { name: `${text.setDefault}: ${prefix}` }).click();
        await page
          .getByRole('status')
          .filter({ hasText: text.defaultChanged(prefix) })
          .waitFor({ timeout });
        await page.reload();
        await hydrated(page);
        await expect.poll(() => created.getAttribute('data-state'), { timeout }).toBe('default');
        expect(await page.locator('[data-slot="address-book"] li[data-state="default"]').count()).toBe(1);

        // Delete the default: an alert dialog (WAI-ARIA): named by its question, modal, focus inside, Escape
        // cancels and gives the focus back to the button that opened it.
        const deleteButton = page.getByRole('button', { name: `${text.delete}: ${prefix}` });
        await deleteButton.click();
        const dialog = page.getByRole('alertdialog', { name: text.deleteTitle });
        await dialog.waitFor({ timeout });
        // Modal: the page behind is hidden from assistive technology while it is open.
        expect(await page.getByRole('link', { name: text.create }).count()).toBe(0);
        expect(await dialog.getAttribute('aria-describedby')).toMatch(/\S/);
        await expect
          .poll(
            () => dialog.getByRole('button', { name: text.cancel }).evaluate((el) => el === document.activeElement),
            {
              timeout,
            },
          )
          .toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout });
        await expect.poll(() => deleteButton.evaluate((el) => el === document.activeElement), { timeout }).toBe(true);
        expect(await created.count()).toBe(1);

        // The default goes only once another address is named as the new default.
        await deleteButton.click();
        await dialog.waitFor({ timeout });
        await dialog.getByRole('radio', { name: /Nordzee Techniek BV – Gent/ }).click();
        await dialog.getByRole('button', { name: text.delete }).click();
        await dialog.waitFor({ state: 'hidden', timeout });
        await page.getByRole('status').filter({ hasText: text.deleted }).waitFor({ timeout });
        await created.waitFor({ state: 'detached', timeout });
        // The focus is not lost with the deleted address's button: it stays in the book.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('[data-slot="address-book"]') !== null), {
            timeout,
          })
          .toBe(true);
        const gent = page.getByRole('listitem', { name: 'Nordzee Techniek BV – Gent' });
        expect(await gent.getAttribute('data-state')).toBe('default');
        const token = await session.stack.storeApi.contextFor('nord.lead.buyer');
        const stored = await nordzeeAddresses(token);
        expect(stored.filter((address) => address.name.startsWith(prefix))).toEqual([]);
        expect(stored.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
          demoAddressIds.nordzeeGent,
        ]);
      } finally {
        await context.close();
        await restoreNordzeeBook(prefix);
      }
    },
  );

  it('account-area.md §7 Addresses: another company’s address is not found, in the storefront (404) and the store-API (404)', async () => {
    const context = await session.signedIn('nord.lead.buyer', desktop);
    try {
      const page = await context.newPage();
      const response = await page.goto(
        `${session.stack.storefrontUrl}/de-at/account/addressbook/details/${demoAddressIds.huberLinz}`,
      );
      expect(response?.status()).toBe(404);
      const answer = await context.request.put(
        `${session.stack.storefrontUrl}/store-api/ratchet/companies/${demoIds.otherCompany}/address/${demoAddressIds.huberLinz}`,
        { data: { name: 'Fremd', street: 'Weg', houseNumber: '1', zipcode: '4020', city: 'Linz', country: 'AT' } },
      );
      expect(answer.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

/** A form's text field by its accessible name (the label without the decorative required marker). */
function textbox(form: Locator, name: string): Locator {
  return form.getByRole('textbox', { name, exact: true });
}

/** The text of the elements that describe a field (its hint and its problem). */
async function describedBy(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}
