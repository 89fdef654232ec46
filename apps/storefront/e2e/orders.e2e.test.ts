/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): the order history of
 * issue 13 (account-area.md §2 orders and orders/details, §4 status values, §5 from/to, §8 reorder). `lead.buyer`
 * filters the seeded history by a status (kept in the URL), gets the §5 error for a from-date after the to-date, and
 * reorders an order from its detail. Runs on the shared demo stack.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './browser';
import { demoStack, type SharedStack } from './sharedStack';

let stack: SharedStack;
let browser: Browser;

beforeAll(async () => {
  stack = demoStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 812 },
] as const;

async function openOrders(viewport: { width: number; height: number }, path = '/account/orders'): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const token = await stack.storeApi.contextFor('lead.buyer');
  await context.addCookies([{ name: 'sw-context-token', value: token, url: stack.storefrontUrl }]);
  const page = await context.newPage();
  await page.goto(`${stack.storefrontUrl}/de-at${path}`);
  await hydrated(page);
  return page;
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
