/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): the article links of
 * issue 13 (account-area.md §2 articlelinks, §3 Article link, §4 CSV preview, §5, §8, §9). `lead.buyer` imports the
 * store-API's Excel-written fixtures (apps/store-api/test/fixtures/articleLinks: `;`, CRLF, Windows-1252 umlauts or a
 * UTF-8 BOM, leading zeros, one duplicate, one unknown product), sees the preview of 10 rows and the per-row errors,
 * imports; creates a link through the typeahead, edits and deletes it; a user without ROLE_MANAGE_ARTICLE_LINKS is sent
 * home. Runs on the shared demo stack and removes the links it made.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { browserSession, desktop, viewports as sharedViewports, type Viewport } from './session';
import { refusal, storeApiClient } from './storeApiClient';

const session = browserSession();

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../store-api/test/fixtures/articleLinks/${name}`, import.meta.url));

/** The customer article numbers the fixtures create (removed after each import, the stack is shared). */
const importedSkus = ['00471', '00472', 'KD-Größe-3', '00481', '00482', '00483', '00484', '00485', '00486', '00487'];

/** Each viewport imports its own fixture and makes links with its own prefix. */
const viewports = [
  { ...sharedViewports[0], file: 'excel-windows-1252.csv', sku: 'E2E-DESK' },
  { ...sharedViewports[1], file: 'excel-utf8-bom.csv', sku: 'E2E-PHONE' },
] as const;

async function openArticleLinks(viewport: Viewport, path = '/account/articlelinks') {
  return session.open(await session.signedIn('lead.buyer', viewport), path);
}

/** Types into the list's search and waits until the debounced search is the page's URL (account-area.md §9 500 ms). */
async function search(page: Page, text: string) {
  await page.locator('[data-slot="article-link-list"]').getByRole('searchbox', { name: 'Suche' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 5000 }).toBe(text);
}

const rowOf = (page: Page, sku: string) =>
  page.getByRole('table', { name: 'Ihre Artikelnummern' }).getByRole('row', { name: new RegExp(sku) });

describe.each(viewports)('article links at $name (account-area.md §2, §4, §8; issue 13)', (viewport) => {
  it(`§4 imports ${viewport.file}: preview of 10 rows with status, per-row errors, then the valid rows`, async () => {
    const page = await openArticleLinks(viewport);
    try {
      await page.locator('[data-slot="article-link-import"] input[type="file"]').setInputFiles(fixture(viewport.file));
      await page.getByRole('button', { name: 'Datei prüfen' }).click();
      const preview = page.getByRole('table', { name: `Die ersten 10 Zeilen von ${viewport.file}` });
      await expect.poll(() => preview.locator('tbody tr').count()).toBe(10);
      await expect
        .poll(() => preview.locator('tbody tr').first().textContent())
        .toBe('2R000000200471Schraube M8 für TrägerNeu');
      expect(await preview.locator('tbody tr[data-state="failed"] th').allTextContents()).toEqual(['5', '6']);
      const errors = page.locator('[data-slot="article-link-import-errors"] li');
      expect(await errors.allTextContents()).toEqual([
        'Zeile 5: 00471 — Diese Kundenartikelnummer ist bereits einer anderen Artikelverknüpfung zugeordnet.',
        'Zeile 6: R9999999 — Zu dieser Artikelnummer gibt es keinen Artikel.',
      ]);
      expect(await page.locator('[data-slot="article-link-import"]').textContent()).toContain(
        '12 Zeilen: 10 importierbar (10 neu, 0 geändert), 2 mit Fehlern.',
      );

      await page.getByRole('button', { name: '10 Zeilen importieren' }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('10 Zeilen wurden importiert (10 neu, 0 geändert).');
      // The list shows the imported numbers as written: leading zeros and umlauts kept.
      await search(page, 'KD-Größe');
      await expect.poll(() => rowOf(page, 'KD-Größe-3').textContent(), { timeout: 5000 }).toContain('R0000008');
      await search(page, '00471');
      await expect
        .poll(() => rowOf(page, '00471').textContent(), { timeout: 5000 })
        .toContain('Schraube M8 für Träger');
    } finally {
      await session.stack.storeApi.db.query(
        'DELETE FROM article_link WHERE company_id = $1 AND customer_sku = ANY($2)',
        [demoIds.company, importedSkus],
      );
      await page.context().close();
    }
  });

  it('§2 creates a link through the typeahead, edits and deletes it', async () => {
    const page = await openArticleLinks(viewport, '/account/articlelinks/create');
    try {
      await page.getByRole('combobox', { name: 'Artikel' }).fill('R0000035');
      await page.getByRole('option', { name: /R0000035/ }).click();
      await page.getByRole('textbox', { name: 'Ihre Artikelnummer' }).fill(`${viewport.sku}-1`);
      await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Prüfteil');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.waitForURL('**/de-at/account/articlelinks');
      await search(page, viewport.sku);
      await expect.poll(() => rowOf(page, `${viewport.sku}-1`).textContent(), { timeout: 5000 }).toContain('R0000035');

      await page.getByRole('link', { name: `Artikelverknüpfung ${viewport.sku}-1 bearbeiten` }).click();
      await page.waitForURL('**/account/articlelinks/details/**');
      const sku = page.getByRole('textbox', { name: 'Ihre Artikelnummer' });
      await expect.poll(() => sku.inputValue()).toBe(`${viewport.sku}-1`);
      await sku.fill(`${viewport.sku}-2`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.waitForURL('**/de-at/account/articlelinks');
      await search(page, viewport.sku);
      await expect.poll(() => rowOf(page, `${viewport.sku}-2`).textContent(), { timeout: 5000 }).toContain('Prüfteil');

      await page.getByRole('button', { name: `Artikelverknüpfung ${viewport.sku}-2 löschen` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect
        .poll(() => dialog.getByRole('heading').textContent())
        .toBe(`Artikelverknüpfung ${viewport.sku}-2 löschen?`);
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('Die Artikelverknüpfung wurde gelöscht.');
      await expect.poll(() => rowOf(page, `${viewport.sku}-2`).count()).toBe(0);
    } finally {
      await session.stack.storeApi.db.query('DELETE FROM article_link WHERE company_id = $1 AND customer_sku LIKE $2', [
        demoIds.company,
        `${viewport.sku}-%`,
      ]);
      await page.context().close();
    }
  });

  it('§6 a user without ROLE_MANAGE_ARTICLE_LINKS is sent home, and the store-API refuses the links', async () => {
    const token = await session.stack.storeApi.contextFor('viewer');
    const context = await session.signedIn({ token }, viewport);
    const page = await session.open(context, '/account/articlelinks');
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/de-at');
    const refused = await refusal(
      storeApiClient(session.stack.storeApi, token).invoke('listArticleLinks get /ratchet/article-links'),
    );
    expect([refused.status, refused.json.errors[0]?.code]).toEqual([403, 'RATCHET__MISSING_PERMISSION']);
    await context.close();
  });
});

describe('article link details route (account-area.md §2 articlelinks/details/{id?}/{productNumber?}/{customerSku?})', () => {
  it('§2 details/new/{productNumber}/{customerSku} starts a new link with both numbers and saves it', async () => {
    const page = await openArticleLinks(desktop, '/account/articlelinks/details/new/R0000036/E2E-ROUTE-1');
    try {
      await expect.poll(() => page.getByRole('combobox', { name: 'Artikel' }).inputValue()).toBe('R0000036');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Ihre Artikelnummer' }).inputValue())
        .toBe('E2E-ROUTE-1');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.waitForURL('**/de-at/account/articlelinks');
      await search(page, 'E2E-ROUTE-1');
      await expect.poll(() => rowOf(page, 'E2E-ROUTE-1').textContent(), { timeout: 5000 }).toContain('R0000036');
    } finally {
      await session.stack.storeApi.db.query('DELETE FROM article_link WHERE company_id = $1 AND customer_sku = $2', [
        demoIds.company,
        'E2E-ROUTE-1',
      ]);
      await page.context().close();
    }
  });
});
