/**
 * End-to-end (Chromium against the real store-API and the built storefront): the account area's parts hydrated on
 * intent (app/runtime/uiIslands.tsx, kept server markup; issue 11–13's account screens within the 110 KB JavaScript
 * budget) lose nothing the buyer does before their chunk arrives. The chunk requests are held back until the buyer
 * has typed and clicked, so the "before" is certain: the typed text is saved, the click happens once the form is
 * live, text typed right as the form goes live lands in the live field, and no id of the kept markup is handed out
 * twice once the part is live (account-area.md §9: fields keep their labels).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { duplicateIds, typeWhenLive } from './browser';
import { browserSession, desktop } from './session';

const session = browserSession();

/** Holds every JavaScript request the page makes from now on until `release` is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?.*)?$/, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { held, release };
}

describe('account parts hydrated on intent (issue 11: account screens ≤ 110 KB; account-area.md §2 Profile)', () => {
  it('account-area.md §2 Profile: a phone number typed and saved before the form’s chunk arrived is saved', async () => {
    const customerId = demoIds.customers['nord.lead.buyer'];
    const { rows: before } = await session.stack.storeApi.db.query<{ phone: string | null }>(
      'SELECT phone FROM customer WHERE id = $1',
      [customerId],
    );
    const context = await session.signedIn({ customerId }, desktop);
    try {
      const page = await session.open(context, '/account/profile', { domain: 'nl-be' });
      const scripts = await holdScripts(page);
      const phone = `+32 9 ${String(Date.now()).slice(-6)}`;
      const form = page.locator('[data-slot="profile-form-island"]');
      await page.getByLabel('Telefoon').fill(phone);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      // Typed and clicked while the form is still the server's markup, its chunk asked for and held back.
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      expect(await form.getAttribute('data-state')).toBe('static');
      scripts.release();
      await page.getByText('Uw contactgegevens zijn opgeslagen.').waitFor();
      expect(await form.getAttribute('data-state')).toBe('live');
      expect(await page.getByLabel('Telefoon').inputValue()).toBe(phone);
      const { rows: stored } = await session.stack.storeApi.db.query<{ phone: string | null }>(
        'SELECT phone FROM customer WHERE id = $1',
        [customerId],
      );
      expect(stored[0]?.phone).toBe(phone);
      expect(await duplicateIds(page)).toEqual([]);
    } finally {
      await context.close();
      await session.stack.storeApi.db.query('UPDATE customer SET phone = $2 WHERE id = $1', [
        customerId,
        before[0]?.phone,
      ]);
    }
  });

  it('account-area.md §2 Profile: text typed into a field as the password form goes live lands in the live field', async () => {
    const context = await session.signedIn('buyer', desktop);
    try {
      const page = await session.open(context, '/account/profile', { domain: 'nl-be' });
      const scripts = await holdScripts(page);
      const form = page.locator('[data-slot="change-password-island"]');
      await form.locator('input[name="password"]').fill('e2e-old-password');
      // The next field focused (as Playwright's fill and a buyer's tab do) while the form's chunk is held back.
      await form.locator('input[name="newPassword"]').focus();
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      expect(await form.getAttribute('data-state')).toBe('static');
      // The buyer's next keys arrive right as the live form replaced the server's (before its effects ran).
      await typeWhenLive(page, '[data-slot="change-password-island"][data-state="live"]', 'e2e-new-password');
      scripts.release();
      await page.locator('[data-slot="change-password-island"][data-state="live"]').waitFor();
      expect(await form.locator('input[name="password"]').inputValue()).toBe('e2e-old-password');
      expect(await form.locator('input[name="newPassword"]').inputValue()).toBe('e2e-new-password');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('newPassword');
    } finally {
      await context.close();
    }
  });
});
