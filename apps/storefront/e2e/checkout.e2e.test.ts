import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydrated, typeWhenLive } from './browser';
import { operations } from '@ratchet/store-api-contract';
import { browserSession, desktopAndMobile, type Viewport } from './session';
import { startStack } from './stack';
import { contractAnswer, storeApiClient, type Answer } from './storeApiClient';

const session = browserSession(() => startStack());

type ProductRow = Answer<'searchPage post /search'>['elements'][number];
type CartAnswer = Answer<'readCart get /checkout/cart'>;

/**
 * Buyable products (no variants, not sold out as a closeout) with a purchase step above 1, read as lead.buyer (stock
 * and the company's prices), cheap enough that the minimum stays below the free-shipping limit and with room to raise.
 */
async function productsWithPurchaseStep(): Promise<ProductRow[]> {
  const token = await session.stack.storeApi.contextFor('lead.buyer');
  const answer = await storeApiClient(session.stack.storeApi, token).invoke('searchPage post /search', {
    body: { search: 'Schraub', limit: 100 },
  });
  const products = answer.elements.filter((candidate) => {
    const unitPrice = candidate.calculatedPrice?.unitPrice ?? 0;
    const toDoubleLimit = Math.ceil(500 / Math.max(unitPrice, 0.01));
    return (
      candidate.purchaseSteps > 1 &&
      candidate.available &&
      candidate.childCount === 0 &&
      !candidate.isCloseout &&
      unitPrice > 0 &&
      unitPrice * candidate.minPurchase < 100 &&
      (candidate.maxPurchase === null || candidate.maxPurchase >= toDoubleLimit + candidate.minPurchase)
    );
  });
  if (products.length < 2) throw new Error('The demo seed has too few buyable products with a purchase step above 1');
  return products;
}

/** A browser context logged in as a demo user through the storefront's cookie (the token is made by the test server). */
const customerContext = (username: 'lead.buyer' | 'buyer', viewport: Viewport) => session.signedIn(username, viewport);

/** Empties the context's cart and puts one product in it, through the storefront's proxy. */
async function cartWith(context: BrowserContext, product: ProductRow, quantity = product.minPurchase) {
  await context.request.delete(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
  const added = await context.request.post(`${session.stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
    data: { items: [{ type: 'product', referencedId: product.id, quantity }] },
  });
  expect(added.status()).toBe(200);
}

async function readCart(context: BrowserContext): Promise<CartAnswer> {
  const response = await context.request.get(`${session.stack.storefrontUrl}/store-api/checkout/cart`);
  return contractAnswer(response, operations['readCart get /checkout/cart']);
}

const openCheckout = (context: BrowserContext): Promise<Page> => session.open(context, '/checkout');

/** Types a quantity into a line's counter and leaves the field. */
async function typeQuantity(counter: Locator, value: string) {
  await counter.fill(value);
  await counter.press('Tab');
}

const format = (value: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false }).format(value);

describe.each(desktopAndMobile)(
  'cart and checkout on $name (storefront.md §3 cart, §5, §8; account-area.md §2 /checkout)',
  ({ name, viewport }) => {
    let product: ProductRow;
    let orderedProduct: ProductRow;

    beforeAll(async () => {
      const [first, second] = await productsWithPurchaseStep();
      if (!first || !second) throw new Error('Two products are needed');
      product = first;
      orderedProduct = second;
    });

    it('storefront.md §5: an off-step quantity shows the rule, a value below the minimum removes the line', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const page = await openCheckout(context);
      const line = page.locator('[data-slot="cart-line"]').filter({ hasText: product.productNumber });
      const counter = line.getByRole('spinbutton', { name: /^Menge von/ });
      await counter.fill(format(product.minPurchase + 1));
      const maximum =
        product.maxPurchase === null
          ? ''
          : `, Maximum ${format(product.maxPurchase - ((product.maxPurchase - product.minPurchase) % product.purchaseSteps))}`;
      await line
        .getByText(
          `Ungültige Menge. Minimum ${format(product.minPurchase)}${maximum}, in Schritten von ${format(product.purchaseSteps)}`,
        )
        .waitFor();
      // Leaving the field snaps it down onto the grid: the minimum again, nothing to send.
      await counter.press('Tab');
      await expect.poll(() => counter.inputValue()).toBe(format(product.minPurchase));

      await typeQuantity(counter, '0');
      await line.waitFor({ state: 'detached' });
      await page.getByText('Ihr Warenkorb ist leer.').waitFor();
      expect((await readCart(context)).lineItems.filter((item) => item.type === 'product')).toEqual([]);
      await context.close();
    });

    it('issue 10: a line remark is saved on the server and still there after a reload', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const page = await openCheckout(context);
      const remark = page.getByRole('textbox', { name: /^Bemerkung zu/ });
      const text = `Halle 3 – ${name}`;
      await remark.fill(text);
      await remark.press('Enter');
      await page.getByText('Bemerkung gespeichert').waitFor();
      await page.reload();
      await hydrated(page);
      await expect.poll(() => remark.inputValue()).toBe(text);
      const [line] = (await readCart(context)).lineItems;
      expect(line?.type === 'product' ? line.payload.customFields.order_detail_text : undefined).toBe(text);
      await context.close();
    });

    it('issue 10: raising a quantity past the free-shipping limit changes the free-shipping message (typing sends one change)', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const cart = await readCart(context);
      const unitPrice = cart.lineItems[0]?.price?.unitPrice ?? 0;
      const limit = cart.extensions.shipping?.limitForFreeShipping ?? 0;
      expect(unitPrice).toBeGreaterThan(0);
      expect(cart.extensions.shipping?.missingForFreeShipping).toBeGreaterThan(0);
      // Twice the limit at the minimum's unit price: tier prices may lower the unit price of larger quantities.
      const steps = Math.ceil(((2 * limit) / unitPrice - product.minPurchase) / product.purchaseSteps);
      const quantity = product.minPurchase + Math.max(1, steps) * product.purchaseSteps;
      expect(product.maxPurchase === null || quantity <= product.maxPurchase).toBe(true);

      const page = await openCheckout(context);
      const message = page.locator('[data-slot="cart-totals-free-shipping"]');
      await expect.poll(() => message.getAttribute('data-state')).toBe('missing');
      await expect(message.textContent()).resolves.toMatch(/^Noch .* bis zum kostenlosen Versand ab/);
      const changes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/store-api/checkout/cart/line-item'))
          changes.push(request.url());
      });
      const counter = page.getByRole('spinbutton', { name: /^Menge von/ });
      await counter.fill('');
      await counter.pressSequentially(String(quantity), { delay: 40 });
      await expect.poll(() => message.getAttribute('data-state'), { timeout: 10_000 }).toBe('reached');
      await expect(message.textContent()).resolves.toMatch(/^Kostenloser Versand/);
      expect(changes).toHaveLength(1);
      await expect(counter.inputValue()).resolves.toBe(String(quantity));
      await context.close();
    });

    it('account-area.md §2: lead.buyer checks out with an order reference and a delivery date and lands on the success page, which survives a reload', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, orderedProduct);
      const page = await openCheckout(context);
      const reference = `E2E ${name} ${Date.now().toString(36)}`.slice(0, 30);
      // Exact: the order reference search (issue 12) is named 'Bestellreferenz suchen'.
      const referenceField = page.getByRole('textbox', { name: 'Bestellreferenz', exact: true });
      await referenceField.fill(reference);

      const field = page.locator('[data-slot="date-picker"]', { hasText: 'Wunschliefertermin' });
      await field.getByRole('button', { name: /Datum auswählen/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Nächster Monat' }).click();
      await dialog
        .getByRole('grid')
        .locator('[role="button"]:not([data-outside-month]):not([data-unavailable]):not([data-disabled])')
        .first()
        .click();
      await dialog.waitFor({ state: 'hidden' });
      const deliveryDate = await page.locator('input[type="hidden"][name="desiredDeliveryDate"]').inputValue();
      expect(deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }).click();
      await page.getByRole('button', { name: 'Bestellung absenden' }).click();
      await page.waitForURL(/\/de-at\/checkout\/success\?orderId=/);
      await hydrated(page);

      const check = async () => {
        await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }).waitFor();
        const details = page.getByLabel('Bestelldaten');
        await expect(details.getByText(reference).count()).resolves.toBe(1);
        await expect(page.locator('[data-slot="order-summary-order-number"] dd').textContent()).resolves.toMatch(
          /^\d+$/,
        );
        await expect(page.locator('[data-slot="order-summary-delivery-date"] dd').textContent()).resolves.toMatch(
          /\d{4}$/,
        );
        await expect(
          page.locator('[data-slot="order-summary-line"]').filter({ hasText: orderedProduct.productNumber }).count(),
        ).resolves.toBe(1);
        await page.getByRole('heading', { name: 'Rechnungsadresse' }).waitFor();
        await page.getByText('Gesamtsumme (inkl. MwSt.)').waitFor();
      };
      await check();
      const orderNumber = await page.locator('[data-slot="order-summary-order-number"] dd').textContent();
      await page.reload();
      await hydrated(page);
      await check();
      await expect(page.locator('[data-slot="order-summary-order-number"] dd').textContent()).resolves.toBe(
        orderNumber,
      );
      // The cart was emptied by the order.
      expect((await readCart(context)).lineItems).toEqual([]);
      await context.close();
    });

    it('storefront.md §4 cart: each cart line hydrates on the element the server sent, and its counter is live (docs/decisions.md "Hydration in parts")', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const added = await context.request.post(`${session.stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
        data: { items: [{ type: 'product', referencedId: orderedProduct.id, quantity: orderedProduct.minPurchase }] },
      });
      expect(added.status()).toBe(200);
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Reflect.set(window, '__serverLines', [...document.querySelectorAll('[data-slot="cart-line"]')]);
        });
      });
      await page.goto(`${session.stack.storefrontUrl}/de-at/checkout`);
      await hydrated(page);
      const kept = await page.evaluate(() => {
        const server: unknown = Reflect.get(window, '__serverLines');
        const live = [...document.querySelectorAll('[data-slot="cart-line"]')];
        if (!Array.isArray(server)) return { server: 0, live: live.length, same: false };
        return { server: server.length, live: live.length, same: live.every((line, index) => line === server[index]) };
      });
      expect(kept).toEqual({ server: 2, live: 2, same: true });
      // Live: a line's counter steps up by the product's purchase step (storefront.md §5).
      const line = page.locator('[data-slot="cart-line"]').filter({ hasText: orderedProduct.productNumber });
      const counter = line.getByRole('spinbutton', { name: /^Menge von/ });
      await line.getByRole('button', { name: 'Menge erhöhen' }).click();
      await expect
        .poll(() => counter.inputValue())
        .toBe(format(orderedProduct.minPurchase + orderedProduct.purchaseSteps));
      await context.close();
    });

    it('storefront.md §4 cart, account-area.md §2 /checkout: the server names the shipping and payment methods and the order button does not move when the step goes live', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const methods = (path: string) =>
        context.request.post(`${session.stack.storefrontUrl}/store-api/${path}`, { data: {} });
      const cart = await readCart(context);
      const shippingMethods = await contractAnswer(
        await methods('shipping-method'),
        operations['readShippingMethod post /shipping-method'],
      );
      const paymentMethods = await contractAnswer(
        await methods('payment-method'),
        operations['readPaymentMethod post /payment-method'],
      );
      const shipping = shippingMethods.elements.find((method) => method.id === cart.deliveries[0]?.shippingMethod.id);
      const payment = paymentMethods.elements.find((method) => method.id === cart.transactions[0]?.paymentMethodId);
      if (!shipping || !payment) throw new Error("The cart's shipping or payment method is not in the lists");

      // The server's HTML: the step's summary already names both methods.
      const html = await (await context.request.get(`${session.stack.storefrontUrl}/de-at/checkout`)).text();
      const summary = html.slice(html.indexOf('data-slot="order-summary"'));
      expect(summary).toContain('Versandart');
      expect(summary).toContain(shipping.name);
      expect(summary).toContain('Zahlungsart');
      expect(summary).toContain(payment.name);

      // The step's chunk is held back until the server's markup was measured (the step cannot go live before).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const page = await context.newPage();
      await page.route(/\/assets\/CheckoutStep-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${session.stack.storefrontUrl}/de-at/checkout`);
      await hydrated(page);
      const island = page.locator('[data-slot="checkout-step-island"]');
      const action = page
        .locator('[data-slot="checkout-step"]')
        .getByRole('button', { name: /^Bestellung (absenden|anfragen)$/ });
      // Top and height in the document (not the viewport), so scrolling does not count.
      const box = () =>
        action.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { top: Math.round(rect.top + window.scrollY), height: Math.round(rect.height) };
        });
      await expect(island.getAttribute('data-state')).resolves.toBe('static');
      const before = await box();
      // Intent: the step scrolls into view, its chunk arrives and it goes live with its methods.
      await page.keyboard.press('End');
      release();
      await expect.poll(() => island.getAttribute('data-state')).toBe('live');
      const live = page.locator('[data-slot="checkout-step"] [data-slot="order-summary"]');
      await live.getByText(shipping.name, { exact: true }).waitFor();
      await live.getByText(payment.name, { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await box()).toEqual(before);
      await context.close();
    });

    it('account-area.md §5 order reference: keys typed into the reference as the step goes live land in the live field', async () => {
      const context = await customerContext('lead.buyer', viewport);
      await cartWith(context, product);
      const page = await context.newPage();
      // The step's chunk is held back while the reference field of the server's markup gets focus.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/assets\/CheckoutStep-[^/]*\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await page.goto(`${session.stack.storefrontUrl}/de-at/checkout`);
      await hydrated(page);
      const island = page.locator('[data-slot="checkout-step-island"]');
      const reference = island.locator('input[name="orderReference"]');
      await reference.fill('PO-');
      await expect.poll(() => asked).toBe(true);
      await expect(island.getAttribute('data-state')).resolves.toBe('static');
      // The buyer's next keys arrive right as the live step replaced the server's markup (before its effects ran).
      await typeWhenLive(page, '[data-slot="checkout-step-island"][data-state="live"]', '4711');
      release();
      await expect.poll(() => island.getAttribute('data-state')).toBe('live');
      await expect.poll(() => reference.inputValue()).toBe('PO-4711');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('orderReference');
      await context.close();
    });

    it("storefront.md §8: buyer (no ROLE_PLACE_ORDERS) sees 'Missing permission…' and no way to place the order", async () => {
      const context = await customerContext('buyer', viewport);
      await cartWith(context, product);
      const page = await openCheckout(context);
      await page.getByText('Fehlende Berechtigung – Sie dürfen keine Bestellungen absenden!').waitFor();
      await expect(page.getByRole('button', { name: 'Bestellung absenden' }).count()).resolves.toBe(0);
      await context.close();
    });
  },
);
