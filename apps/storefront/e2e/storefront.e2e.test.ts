import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operations } from '@ratchet/store-api-contract';
import { catalogues } from '../app/i18n/catalogues.server';
import type { Namespace } from '../app/i18n/keys';
import { storefrontLocales, type StorefrontLocale } from '../app/i18n/locale';
import { hydrated } from './browser';
import { browserSession, desktop, desktopAndMobile } from './session';
import { contractAnswer, storeApiClient, type Answer } from './storeApiClient';

const session = browserSession();

type ProductRow = Answer<'searchPage post /search'>['elements'][number];

/** A buyable product whose purchase step is above 1 (for the counter and badge flows). */
async function productWithPurchaseStep(): Promise<ProductRow> {
  const answer = await storeApiClient(session.stack.storeApi).invoke('searchPage post /search', {
    body: { search: 'Schraub', limit: 100 },
  });
  const product = answer.elements.find((candidate) => candidate.purchaseSteps > 1 && candidate.available);
  if (!product) throw new Error('The demo seed has no buyable product with a purchase step above 1');
  return product;
}

async function login(page: Page) {
  await session.open(page, '/auth');
  await page.getByLabel('Benutzername').fill('lead.buyer');
  await page.getByLabel('Passwort', { exact: true }).fill('ratchet-demo');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(`${session.stack.storefrontUrl}/de-at`);
}

describe('storefront server (storefront.md §2, §4)', () => {
  it('redirects the bare / to the default domain de-at (storefront.md §2 domains)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de-at');
  });

  it('sets sw-context-token and sw-language-id for one year, SameSite Lax, HttpOnly (storefront.md §4 cookies)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/de-at`);
    const cookies = response.headers.getSetCookie();
    const token = cookies.find((cookie) => cookie.startsWith('sw-context-token='));
    const language = cookies.find((cookie) => cookie.startsWith('sw-language-id='));
    for (const cookie of [token, language]) {
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).not.toMatch(/Secure/);
    }
  });

  it('proxies /store-api/* with the access key and the cookie token, never exposing the token header (architecture.md)', async () => {
    const login = await fetch(`${session.stack.storefrontUrl}/store-api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lead.buyer', password: 'ratchet-demo' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('sw-context-token')).toBeNull();
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('sw-context-token='));
    expect(cookie).toMatch(/HttpOnly/);
    const customer = await fetch(`${session.stack.storefrontUrl}/store-api/account/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie?.split(';')[0] ?? '' },
      body: '{}',
    });
    expect(customer.status).toBe(200);
    expect(
      (await contractAnswer(customer, operations['readCustomer post /account/customer'])).firstName.length,
    ).toBeGreaterThan(0);
  });

  it('redirects a non-canonical catch-all path with 301 to the canonical path (storefront.md §2 catch-all)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/de-at/befestigungstechnik`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de-at/befestigungstechnik/');
  });

  it('answers an unknown path with 404 "This page could not be found" and a link home (storefront.md §2 layouts, §8)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/fr-be/cette-page-nexiste-pas`);
    expect(response.status).toBe(404);
    const html = await response.text();
    // The apostrophe may be escaped or not, depending on the server renderer.
    expect(html).toMatch(/Cette page n(&#x27;|')a pas pu être trouvée/);
    expect(html).toContain('href="/fr-be"');
  });

  it('sends an anonymous visitor of /account/dashboard to /auth, naming the page to return to (storefront.md §4 auth guard)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/de-at/account/dashboard`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de-at/auth?returnTo=%2Faccount%2Fdashboard');
  });

  it('sends a customer without the route role home and lets one with it in (storefront.md §4 role guard)', async () => {
    const cookieOf = async (username: string) => {
      const login = await fetch(`${session.stack.storefrontUrl}/store-api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'ratchet-demo' }),
      });
      expect(login.status).toBe(200);
      return (
        (login.headers.getSetCookie().find((value) => value.startsWith('sw-context-token=')) ?? '').split(';')[0] ?? ''
      );
    };
    const viewer = await cookieOf('viewer');
    const orders = await fetch(`${session.stack.storefrontUrl}/de-at/account/orders`, {
      headers: { cookie: viewer },
      redirect: 'manual',
    });
    expect(orders.status).toBe(302);
    expect(orders.headers.get('location')).toBe('/de-at');
    const orderLists = await fetch(`${session.stack.storefrontUrl}/de-at/account/orderlist`, {
      headers: { cookie: viewer },
    });
    expect(orderLists.status).toBe(200);
    const leadBuyer = await cookieOf('lead.buyer');
    const leadOrders = await fetch(`${session.stack.storefrontUrl}/de-at/account/orders`, {
      headers: { cookie: leadBuyer },
    });
    expect(leadOrders.status).toBe(200);
    // A path below /account that is no screen of account-area.md §2: the login guard first, then the 404 page.
    const anonymousUnknown = await fetch(`${session.stack.storefrontUrl}/de-at/account/nirgendwo`, {
      redirect: 'manual',
    });
    expect(anonymousUnknown.status).toBe(302);
    expect(anonymousUnknown.headers.get('location')).toBe('/de-at/auth?returnTo=%2Faccount%2Fnirgendwo');
    const unknown = await fetch(`${session.stack.storefrontUrl}/de-at/account/nirgendwo`, {
      headers: { cookie: leadBuyer },
    });
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('Diese Seite wurde nicht gefunden');
    expect(unknownHtml).not.toContain('Demnächst');
  });

  it('renders the CMS footer sections with links under the domain opening in a new tab (storefront.md §2 footer)', async () => {
    const html = await (await fetch(`${session.stack.storefrontUrl}/nl-be`)).text();
    expect(html).toContain('data-slot="cms-footer"');
    expect(html).toMatch(/<a href="\/nl-be\/agb" target="_blank"[^>]*>Algemene voorwaarden<\/a>/);
  });

  it('renders unbuilt routes as a localized coming-soon page (issue 4)', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/nl-be/oci`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Binnenkort beschikbaar');
  });
});

describe.each(desktopAndMobile)(
  'buyer journey on $name (storefront.md §2 header, §4 login state)',
  ({ name, viewport }) => {
    const mobile = name !== 'desktop';
    const context = session.contextForBlock(viewport);

    it('opens home with the header and shows product counts in the mega menu or the mobile menu (storefront.md §2 mega menu)', async () => {
      const page = await session.open(context(), '');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Werkzeug');
      if (mobile) {
        const header = page.locator('[data-slot="mobile-header"]');
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        const menu = page.locator('[data-slot="mobile-menu"]');
        await expect(header.getAttribute('data-menu')).resolves.toBe('top');
        await expect(menu.getAttribute('data-state')).resolves.toBe('top');
        await menu.locator('li button').first().click();
        await expect(menu.getAttribute('data-state')).resolves.toBe('sub');
        await expect(header.getAttribute('data-menu')).resolves.toBe('sub');
        await header.getByRole('button', { name: 'Zurück' }).click();
        await expect(menu.getAttribute('data-state')).resolves.toBe('top');
        await page.getByRole('button', { name: 'Menü schließen' }).click();
        await expect(header.getAttribute('data-menu')).resolves.toBe('closed');
        await expect(menu.count()).resolves.toBe(0);
      } else {
        const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
        await navigation.locator('li').first().hover();
        // Each count has a screen-reader label '<count> Produkte' next to the visible number.
        const counts = page.locator('[data-slot="mega-menu-panel"]').getByText(/\d.* Produkte$/);
        await counts.first().waitFor({ state: 'attached' });
        const texts = await counts.allTextContents();
        expect(texts.length).toBeGreaterThan(0);
        expect(texts.every((text) => /^\d+( von \d+)? Produkte$/.test(text))).toBe(true);
      }
      await page.close();
    });

    it('hydrates home without console errors and keeps one document with its inline stylesheet across a client navigation (issue 4 renderer)', async () => {
      const page = await context().newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await session.open(page, '');
      const documentShape = () =>
        page.evaluate(() => ({
          html: document.querySelectorAll('html').length,
          heads: document.querySelectorAll('head').length,
          bodies: document.querySelectorAll('body').length,
          shells: document.querySelectorAll('[data-slot="shell"]').length,
          stylesheetLength: document.querySelector('style[data-slot="app-stylesheet"]')?.textContent?.length ?? 0,
        }));
      const atLoad = await documentShape();
      expect(atLoad).toMatchObject({ html: 1, heads: 1, bodies: 1, shells: 1 });
      expect(atLoad.stylesheetLength).toBeGreaterThan(10_000);
      await page.getByRole('list', { name: 'Hauptnavigation' }).getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname !== '/de-at' && url.pathname.startsWith('/de-at/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(documentShape()).resolves.toEqual(atLoad);
      expect(problems).toEqual([]);
      await page.close();
    });

    it('starts no script download before the first paint, then hydrates (quality bar: Lighthouse; docs/decisions.md "Scripts after the first paint")', async () => {
      const page = await session.open(context(), '');
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity);
      const html = await (await page.request.get(page.url())).text();
      expect(html).not.toContain('rel="modulepreload"');
      await page.close();
    });

    it('hydrates the headers and the page content on the elements the server sent (quality bar: Lighthouse; docs/decisions.md "Hydration in parts")', async () => {
      const page = await context().newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Reflect.set(window, '__serverParts', [...document.querySelectorAll('body header, body main')]);
        });
      });
      await session.open(page, '/search?query=Schraube');
      const kept = await page.evaluate(() => {
        const server: unknown = Reflect.get(window, '__serverParts');
        const live = [...document.querySelectorAll('body header, body main')];
        if (!Array.isArray(server)) return { server: 0, live: live.length, same: false };
        return { server: server.length, live: live.length, same: live.every((part, index) => part === server[index]) };
      });
      // Both headers (desktop and mobile, switched by CSS) and the page content, none made anew.
      expect(kept).toEqual({ server: 3, live: 3, same: true });
      expect(problems).toEqual([]);
      await page.close();
    });

    it('quick search shows at most 5 results after one debounced request (storefront.md §2 search, §9)', async () => {
      const page = await session.open(context(), '');
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/store-api/search-suggest')) requests.push(request.postData() ?? '');
      });
      const input = page.getByRole('combobox', { name: 'Suche' });
      await input.pressSequentially('Schraub', { delay: 40 });
      const results = page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option');
      await results.first().waitFor({ timeout: 5_000 });
      expect(await results.count()).toBeLessThanOrEqual(5);
      expect(await results.count()).toBeGreaterThan(0);
      expect(requests).toHaveLength(1);
      expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ search: 'Schraub', limit: 10 });
      const m8Answer = page.waitForResponse(
        (response) =>
          response.url().includes('/store-api/search-suggest') &&
          (response.request().postData() ?? '').includes('"M8"'),
      );
      await input.fill('M8');
      const m8Products = (
        await contractAnswer(await m8Answer, operations['searchSuggest post /search-suggest'])
      ).elements.slice(0, 5);
      const searchForm = page.getByRole('search');
      await results
        .first()
        .or(searchForm.getByRole('status').filter({ hasNotText: 'Suche läuft' }))
        .waitFor();
      expect(await results.count()).toBeLessThanOrEqual(5);
      expect(await results.count()).toBeGreaterThan(0);
      expect(requests.at(-1)).toContain('"M8"');

      // storefront.md §2 Search, §6: a visitor sees available / not available without amounts, and up to 4
      // properties with the thread group first; each option is named by name and number only.
      const texts = await results.allTextContents();
      expect(texts).toHaveLength(m8Products.length);
      for (const [index, text] of texts.entries()) {
        const product = m8Products[index]!;
        expect(text).toMatch(product.available ? /Verfügbar/ : /Nicht verfügbar/);
        expect(text).not.toMatch(/lagernd|Lieferzeit|Ihre Art\.-Nr\./);
        if (product.properties.some((option) => option.group.name === 'Gewinde'))
          expect(text).toContain('Gewinde: M8 |');
        await expect(results.nth(index).getAttribute('aria-describedby')).resolves.toMatch(/availability.*properties/);
      }
      const firstName = await page
        .getByRole('option', { name: `${m8Products[0]!.name} Art.-Nr. ${m8Products[0]!.productNumber}`, exact: true })
        .count();
      expect(firstName).toBe(1);

      // A product with variants opens with its variants table (storefront.md §2 Search).
      const variantParent = m8Products.findIndex((product) => product.childCount > 0);
      if (variantParent < 0) throw new Error('The demo seed has no product with variants among the first 5 for "M8"');
      await results.nth(variantParent).click();
      await page.waitForURL((url) => url.searchParams.get('showVariantsTable') === 'true');
      expect(new URL(page.url()).pathname).toBe(`/de-at${m8Products[variantParent]!.seoPath}`);
      await page.close();
    });

    it('logs in as lead.buyer and shows the greeting and the gated account links (storefront.md §2 account dropdown)', async () => {
      const page = await context().newPage();
      await login(page);
      await page.getByRole('button', { name: /Mein Konto/ }).click();
      const menu = page.locator('[data-slot="account-dropdown"]').filter({ visible: true });
      await expect(menu.textContent()).resolves.toMatch(/Hallo \S+ \S+/);
      for (const link of ['Übersicht', 'Bestelllisten', 'Bestellungen', 'Angebote']) {
        await expect(menu.getByRole('link', { name: link }).isVisible()).resolves.toBe(true);
      }
      await page.close();
    });

    it("quick search shows a logged-in customer stock, delivery time and the company's own article numbers (storefront.md §2 Search, §6)", async () => {
      // Runs after the login above in this browser context. The demo company has article numbers HM-10001, HM-10004…
      const page = await session.open(context(), '');
      const answer = page.waitForResponse(
        (response) =>
          response.url().includes('/store-api/search-suggest') &&
          (response.request().postData() ?? '').includes('"HM-1000"'),
      );
      await page.getByRole('combobox', { name: 'Suche' }).fill('HM-1000');
      const products = (
        await contractAnswer(await answer, operations['searchSuggest post /search-suggest'])
      ).elements.slice(0, 5);
      expect(products.length).toBeGreaterThan(0);
      const results = page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option');
      await results.first().waitFor({ timeout: 5_000 });
      const texts = await results.allTextContents();
      expect(texts).toHaveLength(products.length);
      for (const [index, text] of texts.entries()) {
        const product = products[index]!;
        expect(product.articleLink?.customerSku).toMatch(/^HM-1000/);
        expect(text).toContain(`Ihre Art.-Nr. ${product.articleLink!.customerSku}`);
        if (!product.available) expect(text).toContain('Nicht verfügbar');
        else expect(text).toMatch(/(\d[\d.,]* (Stk\.|m) lagernd|Nicht lagernd)( · Lieferzeit \d+(–\d+)? Tage?)?/);
      }
      await page.close();
    });

    it('adds a product with a purchase step and shows the cart badge count (storefront.md §2 header, §5 counter)', async () => {
      const product = await productWithPurchaseStep();
      const page = await session.open(context(), product.seoPath);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTypeOf('string');
      const quantity = page.getByRole('textbox', { name: 'Menge' }).or(page.getByRole('spinbutton', { name: 'Menge' }));
      await expect(quantity.inputValue()).resolves.toBe(String(product.minPurchase));
      const add = page.getByRole('button', { name: 'In den Warenkorb' });
      // The counter reports its validity from an effect, which runs after the next frame: wait for it.
      await quantity.fill(String(product.minPurchase + 1));
      await expect.poll(() => add.isDisabled()).toBe(true);
      await quantity.fill(String(product.minPurchase + product.purchaseSteps));
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      const badge = page.getByTestId('cart-badge').filter({ visible: true });
      await badge.waitFor();
      const cart = await contractAnswer(
        await context().request.get(`${session.stack.storefrontUrl}/store-api/checkout/cart`),
        operations['readCart get /checkout/cart'],
      );
      const line = cart.lineItems.find((item) => item.referencedId === product.id);
      expect(line?.quantity).toBeGreaterThanOrEqual(product.minPurchase + product.purchaseSteps);
      const productLines = cart.lineItems.filter((item) => item.type === 'product').length;
      await page.waitForFunction((count) => {
        const badges = [...document.querySelectorAll<HTMLElement>('[data-testid="cart-badge"]')];
        return badges.some((badge) => badge.offsetParent !== null && badge.textContent === count);
      }, String(productLines));
      await page.close();
    });

    it('shows the cart lines with the counter, removes a line and empties the cart (storefront.md §2 /checkout, §4 cart)', async () => {
      const product = await productWithPurchaseStep();
      const page = await session.open(context(), '/checkout');
      const lines = page.locator('[data-slot="cart-line"]');
      await lines.first().waitFor();
      const line = lines.filter({ hasText: product.productNumber });
      // The line's counter (its remark field is a textbox too, issue 10).
      await expect(line.getByRole('spinbutton', { name: /^Menge von/ }).inputValue()).resolves.toMatch(/^\d+$/);
      await line.getByRole('button', { name: /entfernen$/ }).click();
      await line.waitFor({ state: 'detached' });
      await page.getByText('Ihr Warenkorb ist leer.').waitFor();
      await expect(page.getByTestId('cart-badge').count()).resolves.toBe(0);

      const others = await storeApiClient(session.stack.storeApi).invoke('searchPage post /search', {
        body: { search: 'Schraub', limit: 20 },
      });
      const two = others.elements
        .filter((candidate) => candidate.available && candidate.purchaseSteps === 1)
        .slice(0, 2);
      const added = await context().request.post(`${session.stack.storefrontUrl}/store-api/checkout/cart/line-item`, {
        data: { items: two.map((item) => ({ type: 'product', referencedId: item.id, quantity: item.minPurchase })) },
      });
      expect(added.status()).toBe(200);
      await page.reload();
      await hydrated(page);
      await expect(lines.count()).resolves.toBe(2);

      // Issue 9 item 6: one change state for the cart. While the first line's quantity change is held, the second
      // line's controls are disabled too; they come back when the change is done.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/store-api/checkout/cart/line-item', async (route) => {
        if (route.request().method() === 'PATCH') await held;
        await route.continue();
      });
      const secondRemove = lines.nth(1).getByRole('button', { name: /entfernen$/ });
      await expect(secondRemove.isEnabled()).resolves.toBe(true);
      await lines.nth(0).getByRole('button', { name: 'Menge erhöhen' }).click();
      await expect.poll(() => secondRemove.isDisabled()).toBe(true);
      await expect(lines.nth(1).getByRole('button', { name: 'Menge erhöhen' }).isDisabled()).resolves.toBe(true);
      release();
      await expect.poll(() => secondRemove.isEnabled()).toBe(true);
      await page.unroute('**/store-api/checkout/cart/line-item');

      await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
      await page.getByText('Ihr Warenkorb ist leer.').waitFor();
      await page.close();
    });

    it('submits the header search to /search?query= and lists the results (storefront.md §2 search)', async () => {
      const page = await session.open(context(), '');
      const input = page.getByRole('combobox', { name: 'Suche' });
      await input.fill('Schraub');
      await input.press('Enter');
      await page.waitForURL(`${session.stack.storefrontUrl}/de-at/search?query=Schraub`);
      await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Schraub“' }).waitFor();
      await expect(page.getByText(/\d+ Ergebnisse/).count()).resolves.toBe(1);
      await page.close();
    });

    it('opens a product from a category page at the top of the page (storefront.md §2 scroll behaviour, catch-all)', async () => {
      const page = await session.open(context(), '/befestigungstechnik/');
      const firstProduct = page.locator('[data-slot="category-page"] li a').first();
      await firstProduct.waitFor();
      // Clear of the page end: the desktop header drops its navigation bar when scrolled, shortening the page.
      const target = await page.evaluate(() =>
        Math.min(400, document.documentElement.scrollHeight - window.innerHeight - 100),
      );
      expect(target).toBeGreaterThan(100);
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
      // A product link already inside the viewport, well below the header: clicking one above it would make the
      // click scroll it into view, which brings the header's navigation bar back and moves the link under the pointer.
      const visibleIndex = await page.evaluate(() =>
        [...document.querySelectorAll('[data-slot="category-page"] li a')].findIndex((link) => {
          const box = link.getBoundingClientRect();
          return box.top > 200 && box.bottom < window.innerHeight - 20;
        }),
      );
      expect(visibleIndex).toBeGreaterThanOrEqual(0);
      await page.locator('[data-slot="category-page"] li a').nth(visibleIndex).click();
      await page.locator('[data-slot="product-detail"]').waitFor();
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await page.close();
    });

    it('switches the language and lands on the same page in the other language (storefront.md §2 language switcher)', async () => {
      const page = await session.open(context(), '/checkout');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Warenkorb');
      await page.getByRole('button', { name: /^Sprache/ }).click();
      await page.getByRole('button', { name: 'NL', exact: true }).click();
      await page.waitForURL(`${session.stack.storefrontUrl}/nl-be/checkout`);
      await page.waitForFunction(() => document.documentElement.lang === 'nl-NL');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Winkelwagen');
      await page.close();
    });

    it('switches the language on a product page to the same product under the other domain (storefront.md §2 language switcher)', async () => {
      const product = await productWithPurchaseStep();
      const page = await session.open(context(), product.seoPath);
      await page.locator('[data-slot="product-detail"]').waitFor();
      await page.getByRole('button', { name: /^Sprache/ }).click();
      await page.getByRole('button', { name: 'FR', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/fr-be/') && url.pathname.endsWith(product.productNumber),
      );
      await page.locator('[data-slot="product-detail"]').waitFor();
      const number = page.locator('[data-slot="product-number"]');
      await expect(number.locator('dt').textContent()).resolves.toBe("Numéro d'article");
      await expect(number.locator('dd').textContent()).resolves.toBe(product.productNumber);
      await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
      await page.close();
    });

    it('logs out and shows the login link again (storefront.md §4 logout)', async () => {
      const page = await session.open(context(), '');
      await page.getByRole('button', { name: /Mein Konto/ }).click();
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.getByRole('button', { name: 'Anmelden oder registrieren' }).waitFor();
      const customer = await context().request.post(`${session.stack.storefrontUrl}/store-api/account/customer`, {
        data: {},
      });
      expect(customer.status()).toBeGreaterThanOrEqual(400);
      await page.close();
    });

    it('switches from the login dialog to the forgot-password dialog and requests the recovery mail (storefront.md §2 dialogs, §8 success notifications)', async () => {
      const page = await session.open(context(), '');
      await page.getByRole('button', { name: 'Anmelden oder registrieren' }).click();
      const loginDialog = page.getByRole('dialog', { name: 'Anmelden' });
      await loginDialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Passwort vergessen?' });
      await forgot.waitFor();
      await expect(loginDialog.count()).resolves.toBe(0);
      await forgot.getByRole('button', { name: 'Link senden' }).click();
      await forgot.getByText('Bitte geben Sie Ihren Benutzernamen ein.').waitFor();
      const requested = page.waitForResponse((response) =>
        response.url().endsWith('/store-api/account/recovery-password'),
      );
      await forgot.getByLabel('Benutzername').fill('buyer');
      await forgot.getByRole('button', { name: 'Link senden' }).click();
      expect((await requested).status()).toBe(200);
      await page.getByText('Falls der Benutzername existiert').waitFor();
      await expect(forgot.count()).resolves.toBe(0);
      await page.close();
    });

    it('logs in through the header login dialog and stays on the page (storefront.md §2 login dialog, §4 login)', async () => {
      const page = await session.open(context(), '/checkout');
      await page.getByRole('button', { name: 'Anmelden oder registrieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anmelden' });
      await dialog.getByLabel('Benutzername').fill('lead.buyer');
      await dialog.getByLabel('Passwort', { exact: true }).fill('falsch');
      await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await dialog.getByRole('alert').waitFor();
      await dialog.getByLabel('Passwort', { exact: true }).fill('ratchet-demo');
      await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByRole('button', { name: /Mein Konto/ }).waitFor();
      await expect(dialog.count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe('/de-at/checkout');
      await page.close();
    });
  },
);

const uiSource = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));
/** The ui components' own texts (each component carries its catalogue; a shared text is no namespace's mark). */
const uiTexts = readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('messages.ts'))
  .map((file) => readFileSync(`${uiSource}${file}`, 'utf8'))
  .join('\n');

/**
 * Texts of a namespace in a locale that can be searched for verbatim in HTML and in loader data: long enough to
 * be distinctive, not also a ui component's text, without ICU arguments or characters HTML or JSON would escape.
 */
function searchableTexts(namespace: Namespace, locale: StorefrontLocale): string[] {
  const texts: Record<string, string> = catalogues[namespace][locale];
  return Object.values(texts).filter(
    (text) => text.length > 15 && /^[\p{L}\p{N} ,.?!–-]+$/u.test(text) && !uiTexts.includes(text),
  );
}

describe('texts by namespace (issue 9 item 7: a page carries only its locale’s namespaces)', () => {
  it('issue 9 item 7: the home page holds its own and the shell’s German texts, not other namespaces’ or locales’', async () => {
    const html = await (await fetch(`${session.stack.storefrontUrl}/de-at`)).text();
    const german = (namespace: Namespace) => searchableTexts(namespace, 'de-DE');
    expect(german('home').length).toBeGreaterThan(0);
    expect(german('home').filter((text) => !html.includes(text))).toEqual([]);
    expect(html).toContain(catalogues.shell['de-DE']['footer.services.text']);
    // Another namespace's texts (one that is also a shell text, like the empty cart's, does not tell).
    const shell = new Set(german('shell'));
    const foreign = (['checkout', 'auth', 'catalog', 'account', 'comingSoon'] as const)
      .flatMap(german)
      .filter((text) => !shell.has(text));
    expect(foreign.length).toBeGreaterThan(10);
    expect(foreign.filter((text) => html.includes(text))).toEqual([]);
    const germanTexts = new Set((Object.keys(catalogues) as Namespace[]).flatMap(german));
    const otherLocales = storefrontLocales
      .filter((locale) => locale !== 'de-DE')
      .flatMap((locale) => (Object.keys(catalogues) as Namespace[]).flatMap((name) => searchableTexts(name, locale)))
      .filter((text) => !germanTexts.has(text));
    expect(otherLocales.length).toBeGreaterThan(100);
    expect(otherLocales.filter((text) => html.includes(text))).toEqual([]);
  });

  it('issue 9 item 7: a client navigation gets the next route’s namespaces with its data, without the shell again', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/de-at/checkout.data?_routes=routes/checkout`);
    expect(response.status).toBe(200);
    const payload = await response.text();
    const checkout = searchableTexts('checkout', 'de-DE');
    expect(checkout.length).toBeGreaterThan(0);
    expect(checkout.filter((text) => !payload.includes(text))).toEqual([]);
    const others = (['shell', 'home', 'catalog', 'auth'] as const)
      .flatMap((name) => searchableTexts(name, 'de-DE'))
      .filter((text) => !checkout.includes(text));
    expect(others.filter((text) => payload.includes(text))).toEqual([]);
  });

  it('issue 9 item 7: the page shows the texts a client navigation brought (home → category, French)', async () => {
    const context = await session.browser.newContext({ viewport: desktop });
    const page = await session.open(context, '', { domain: 'fr-be' });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('list', { name: catalogues.shell['fr-FR']['header.mainNavigation'] })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/fr-be/'));
    // category.products in French ("12 produits"), which the home page did not carry.
    await page
      .locator('[data-slot="category-page"]')
      .getByText(/^\d[\d\s.\u202f]* produits?$/)
      .waitFor();
    expect(documents).toEqual([]);
    await context.close();
  });
});
