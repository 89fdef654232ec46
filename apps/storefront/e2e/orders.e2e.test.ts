/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): the order history of
 * issue 13 (account-area.md §2 orders and orders/details, §4 status values, §5 from/to, §8 reorder). `lead.buyer`
 * filters the seeded history by a status (kept in the URL), gets the §5 error for a from-date after the to-date, and
 * reorders an order from its detail. The cost centre (issue 13) below: an external contact assigned and dismissed and
 * seen in the checkout, and a user without the right refused. Runs on the shared demo stack.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, viewports, type Viewport } from './session';
import { refusal, storeApiClient } from './storeApiClient';

const session = browserSession();

async function openOrders(viewport: Viewport, path = '/account/orders'): Promise<Page> {
  return session.open(await session.signedIn('lead.buyer', viewport), path);
}

describe.each(viewports)('order history at $name (account-area.md §2 orders, §4, §5; issue 13)', (viewport) => {
  it('filters by a §4 status in the URL and rejects a from-date after the to-date (§5)', async () => {
    const page = await openOrders(viewport);
    const table = page.getByRole('table', { name: 'Ihre Bestellungen' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Offen', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('open');
    // The list keeps the previous rows while the filtered page loads: wait for the open orders only.
    await expect
      .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents())])
      .toEqual(['Offen']);

    await page.getByLabel('Bis', { exact: true }).fill('2026-01-01');
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-01-01');
    await page.getByLabel('Von', { exact: true }).fill('2026-02-01');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-02-01');
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('Das Von-Datum darf nicht nach dem Bis-Datum liegen.');
    await page.context().close();
  });

  it('reorders an order from its detail and reports the outcome (§8)', async () => {
    const page = await openOrders(viewport);
    const first = page.getByRole('table', { name: 'Ihre Bestellungen' }).locator('tbody a').first();
    const orderNumber = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(`**/account/orders/details/${orderNumber}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Bestellung ${orderNumber}`);
    await expect.poll(() => page.getByRole('table', { name: 'Bestellpositionen' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Erneut bestellen' }).click();
    await expect
      .poll(async () => (await page.locator('[data-slot="order-detail"]').textContent()) ?? '')
      .toMatch(/in den Warenkorb gelegt|Nicht in den Warenkorb gelegt/);
    await page.context().close();
  });
});

/*
 * The cost centre (issue 13; account-area.md §2 costcenter, §3 Cost centre external contact, §6, §7): a user of the
 * demo company with the cost centre rights (written for this file, so no other file's cart is touched) assigns an
 * external contact to the cart, sees it in the checkout and dismisses it; a user without the right is sent home.
 */
const costCentreUser = '0d0000cc-0000-4000-8000-0000000000e2';

async function costCentreContext(viewport: Viewport) {
  const roles = [
    'ROLE_ACCESS_COST_CENTER',
    'ROLE_MANAGE_COST_CENTER',
    'ROLE_VIEW_PRICES',
    'ROLE_PLACE_ORDERS',
    'ROLE_MANAGE_OWN_ACCOUNT',
  ];
  await session.ensureCompanyUser(costCentreUser, 'cost.centre.e2e', roles, { firstName: 'Kora', lastName: 'Stelle' });
  const token = await session.stack.storeApi.contextForCustomer(costCentreUser);
  // The user's cart starts without a contact, also when a run before this one stopped half-way (dismiss repeats).
  const dismissed = await session.stack.storeApi.post('/ratchet/cost-center/external-contact-dismiss', {}, { token });
  expect(dismissed.status).toBe(200);
  // A product in the cart, so the checkout shows its cost centre section.
  const found = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
    body: { search: 'Schraub', limit: 50 },
  });
  const product = found.elements.find((row) => row.available && row.childCount === 0 && !row.isCloseout);
  if (!product) throw new Error('The demo seed has no simple buyable product for the cost centre test');
  const added = await session.stack.storeApi.post(
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: product.id, quantity: product.minPurchase }] },
    { token },
  );
  expect(added.status).toBe(200);
  return session.signedIn({ token }, viewport);
}

describe.each(viewports)('cost centre at $name (account-area.md §2 costcenter, §3, §6, §7; issue 13)', (viewport) => {
  it('assigns an external contact to the cart, sees it in the checkout, and dismisses it', async () => {
    const context = await costCentreContext(viewport);
    const page = await session.open(context, '/account/costcenter');
    const table = page.getByRole('table', { name: 'Externe Kontakte Ihres Unternehmens' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByRole('searchbox', { name: 'Nach Nummer, Name oder E-Mail suchen' }).fill('kst-42');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: 'Markus Leitner dem Warenkorb zuordnen' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents(), { timeout: 10_000 })
      .toContain('Markus Leitner ist jetzt mit Ihrem Warenkorb verknüpft.');
    await expect
      .poll(() => table.getByRole('row', { name: /Markus Leitner/ }).textContent(), { timeout: 10_000 })
      .toContain('Mit dem Warenkorb verknüpft');

    await session.open(page, '/checkout');
    const section = page.getByRole('region', { name: 'Kostenstelle' });
    await expect
      .poll(() => section.locator('[data-slot="cart-external-contact-current"]').textContent(), { timeout: 10_000 })
      .toBe('KST-4200 · Markus Leitner');

    if (viewport.width > 400) {
      // Dismissed on the cost centre screen, the checkout shows none.
      await session.open(page, '/account/costcenter');
      await page.getByRole('button', { name: 'Markus Leitner vom Warenkorb lösen' }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents(), { timeout: 10_000 })
        .toContain('Markus Leitner ist nicht mehr mit Ihrem Warenkorb verknüpft.');
      await session.open(page, '/checkout');
    } else {
      // On the phone: another contact chosen in the checkout itself, then removed there.
      await section.getByRole('combobox', { name: 'Externen Kontakt wählen' }).fill('gruber');
      await page.getByRole('option', { name: /KST-4100 · Sabine Gruber/ }).click();
      await expect
        .poll(() => section.locator('[data-slot="cart-external-contact-current"]').textContent(), { timeout: 10_000 })
        .toBe('KST-4100 · Sabine Gruber');
      await section.getByRole('button', { name: 'Sabine Gruber von dieser Bestellung entfernen' }).click();
    }
    await expect
      .poll(() => section.textContent(), { timeout: 10_000 })
      .toContain('Mit dieser Bestellung ist kein externer Kontakt verknüpft.');
    await context.close();
  });

  it('§6 a user without ROLE_ACCESS_COST_CENTER is sent home, and the store-API refuses the contacts', async () => {
    const token = await session.stack.storeApi.contextFor('viewer');
    const context = await session.signedIn({ token }, viewport);
    const page = await session.open(context, '/account/costcenter');
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/de-at');
    const refused = await refusal(
      storeApiClient(session.stack.storeApi, token).invoke(
        'listExternalContacts get /ratchet/cost-center/external-contact',
      ),
    );
    expect([refused.status, refused.json.errors[0]?.code]).toEqual([403, 'RATCHET__MISSING_PERMISSION']);
    await context.close();
  });
});
