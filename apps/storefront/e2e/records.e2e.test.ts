/**
 * End-to-end (Chromium against the real store-API and the built storefront, desktop and 375 px): invoices and offers
 * of issue 13 (account-area.md §2 invoices and offers, §3 Invoice and Offer, §4 offer status, §6 rights). `lead.buyer`
 * finds an invoice by its number and downloads its PDF, downloads a valid offer's PDF in German and puts the offer
 * into the cart, requests an offer from the cart and finds it in the offer list; `viewer` (no invoice or offer history
 * right) is sent home, and `oci.buyer` (no ROLE_REQUEST_OFFER) gets no offer request in the cart. Shared demo stack.
 */
import { readFile } from 'node:fs/promises';
import { pdfPages } from '@ratchet/store-api/src/testing/pdfText';
import { seedInvoiceNumber } from '@ratchet/store-api/src/seed/orderHistoryDemo';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, viewports, type Viewport } from './session';
import { storeApiClient } from './storeApiClient';

const session = browserSession();

type Username = 'lead.buyer' | 'viewer' | 'oci.buyer';

/** A browser context logged in as a demo user through the storefront's cookie (its own context and cart). */
const customerContext = (username: Username, viewport: Viewport) =>
  session.signedIn(username, viewport, { acceptDownloads: true });

/** The text of the PDF a click on `link` downloads (through the storefront's same-origin proxy). */
async function downloadedPdfText(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: (await pdfPages(new Uint8Array(bytes))).join('\n') };
}

/** An amount as the German documents write it (no-break spaces normalised like pdfPages). */
const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u00a0\u202f]/g, ' ');

/** Puts one buyable product into the context's (empty) cart through the storefront's proxy. */
async function cartWithAProduct(context: BrowserContext) {
  const token = await session.stack.storeApi.contextFor('lead.buyer');
  const found = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
    body: { search: 'Schraub', limit: 50 },
  });
  const product = found.elements.find(
    (candidate) => candidate.available && candidate.childCount === 0 && !candidate.isCloseout,
  );
  if (!product) throw new Error('The demo seed has no buyable screw');
  await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
  const added = await context.request.post(`${session.stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
    data: { items: [{ type: 'product', referencedId: product.id, quantity: product.minPurchase }] },
  });
  expect(added.status()).toBe(200);
}

describe.each(viewports)(
  'invoices and offers at $name (account-area.md §2, §3 Invoice, Offer; issue 13)',
  (viewport) => {
    it('§3 Invoice: finds an invoice by its number and downloads its PDF with the order number and total', async () => {
      const context = await customerContext('lead.buyer', viewport);
      // History order 27 of the demo company has invoice 7100027 (the seed's fixed numbers).
      const invoiceNumber = seedInvoiceNumber(1, 27);
      const page = await session.open(context, '/account/invoices');
      const table = page.getByRole('table', { name: 'Rechnungen Ihres Unternehmens' });
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
      await page.getByLabel('Rechnungsnummer', { exact: true }).fill(invoiceNumber);
      await expect.poll(() => new URL(page.url()).searchParams.get('number')).toBe(invoiceNumber);
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

      const invoice = (
        await storeApiClient(session.stack.storeApi, await session.stack.storeApi.contextFor('lead.buyer')).invoke(
          'listInvoices get /ratchet/invoice/history',
          { query: { number: invoiceNumber } },
        )
      ).invoices[0];
      expect(invoice?.total).not.toBeNull();
      const row = table.getByRole('row', { name: new RegExp(invoiceNumber) });
      await expect.poll(() => row.textContent()).toContain(invoice?.orderNumber);
      const pdf = await downloadedPdfText(
        page,
        row.getByRole('link', { name: `Rechnung ${invoiceNumber} als PDF herunterladen` }),
      );
      expect(pdf.name).toBe(`Rechnung-${invoiceNumber}.pdf`);
      expect(pdf.text).toContain(`Rechnung ${invoiceNumber}`);
      expect(pdf.text).toContain(invoice?.orderNumber);
      expect(pdf.text).toContain(euro(invoice?.total ?? 0));
      await context.close();
    });

    it('§3 Offer, §4: downloads a valid offer as PDF in German and puts it into the cart at its prices', async () => {
      const context = await customerContext('lead.buyer', viewport);
      const token = await session.stack.storeApi.contextFor('lead.buyer');
      // A processed offer whose prices still hold (the seed keeps three of them valid).
      const leadBuyer = storeApiClient(session.stack.storeApi, token);
      const valid = (
        await leadBuyer.invoke('listOffers get /ratchet/offer/history', { query: { status: 'processed', limit: 100 } })
      ).offers.find((offer) => offer.canAddToCart);
      expect(valid).toBeDefined();
      const offerNumber = valid?.offerNumber ?? '';
      const detail = await leadBuyer.invoke('readOfferDetail get /ratchet/offer/history/detail', {
        query: { offerNumber },
      });
      const page = await session.open(context, '/account/offers?status=processed');
      const table = page.getByRole('table', { name: 'Angebote Ihres Unternehmens' });
      await expect
        .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents())])
        .toEqual(['Bearbeitet']);
      const row = table.getByRole('row', { name: new RegExp(offerNumber) });
      const pdf = await downloadedPdfText(
        page,
        row.getByRole('link', { name: `Angebot ${offerNumber} als PDF herunterladen` }),
      );
      expect(pdf.name).toBe(`Angebot-${offerNumber}.pdf`);
      expect(pdf.text).toContain(`Angebot ${offerNumber}`);
      expect(pdf.text).toContain(euro(detail.total ?? 0));

      await row.getByRole('link', { name: offerNumber, exact: true }).click();
      await page.waitForURL(`**/account/offers/${offerNumber}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Angebot ${offerNumber}`);
      const until = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${valid?.validUntil}T00:00:00Z`),
      );
      await expect
        .poll(() => page.locator('[data-slot="offer-validity"]').textContent())
        .toContain(`Die Angebotspreise gelten bis einschließlich ${until}`);
      await expect.poll(() => page.getByRole('table', { name: 'Angebotspositionen' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Zu Angebotspreisen in den Warenkorb' }).click();
      await expect
        .poll(() => page.locator('[data-slot="offer-detail"]').textContent())
        .toMatch(new RegExp(`zu Angebotspreisen im Warenkorb, gültig bis ${until}|Nicht in den Warenkorb gelegt`));
      await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
      await context.close();
    });

    it('§6 ROLE_REQUEST_OFFER: requests an offer from the cart and finds it open in the offer list', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWithAProduct(context);
      const reference = `E2E-${viewport.width}-${Date.now() % 100000}`;
      const page = await session.open(context, '/checkout');
      await page.getByRole('button', { name: 'Angebot anfragen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Angebot anfragen' });
      await expect.poll(() => dialog.getByRole('table').locator('tbody tr').count()).toBe(1);
      await dialog.getByLabel('Nachricht').fill('Bitte Staffelpreise ab 500 Stück – Lieferung nach Wien.');
      await dialog.getByLabel('Ihre Referenz (optional)').fill(reference);
      await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
      const done = page.getByRole('dialog', { name: 'Angebot angefragt' });
      await expect.poll(() => done.textContent()).toMatch(/als Angebot \d+ eingegangen/);
      const offerNumber = /als Angebot (\d+) eingegangen/.exec((await done.textContent()) ?? '')?.[1] ?? '';
      // The cart stays as it is (a request is not an order); the dialog hides the page from the accessibility tree.
      expect(await page.locator('[data-slot="cart-line"]').count()).toBe(1);

      await done.getByRole('link', { name: `Angebot ${offerNumber} anzeigen` }).click();
      await page.waitForURL(`**/account/offers/${offerNumber}`);
      await expect
        .poll(() => page.locator('[data-slot="offer-validity"]').textContent())
        .toBe('Dieses Angebot wird erstellt. Die Preise folgen, sobald es bearbeitet ist.');

      const list = await session.open(context, `/account/offers?status=open&search=${offerNumber}`);
      const row = list.getByRole('table', { name: 'Angebote Ihres Unternehmens' }).getByRole('row', {
        name: new RegExp(offerNumber),
      });
      await expect.poll(() => row.textContent()).toContain(reference);
      expect(await row.textContent()).toContain('Offen');
      await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
      await context.close();
    });

    it('§6: without the history rights the screens send home; without ROLE_REQUEST_OFFER the cart offers no request', async () => {
      const viewer = await customerContext('viewer', viewport);
      for (const path of ['/account/invoices', '/account/offers', '/account/offers/5100001']) {
        const page = await session.open(viewer, path);
        expect(new URL(page.url()).pathname).toBe('/de-at');
      }
      const refused = await viewer.request.get(`${session.stack.storefrontUrl}/store-api/ratchet/invoice/history`);
      expect(refused.status()).toBe(403);
      await viewer.close();

      const oci = await customerContext('oci.buyer', viewport);
      await cartWithAProduct(oci);
      const cart = await session.open(oci, '/checkout');
      await expect.poll(() => cart.locator('[data-slot="cart-line"]').count()).toBe(1);
      expect(await cart.getByRole('button', { name: 'Angebot anfragen' }).count()).toBe(0);
      const answer = await oci.request.post(`${session.stack.storefrontUrl}/store-api/ratchet/offer`, {
        data: { message: 'Bitte anbieten' },
      });
      expect(answer.status()).toBe(403);
      await oci.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
      await oci.close();
    });
  },
);
