import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations, type ProductListingResult } from '@ratchet/store-api-contract';
import { hydrated } from './browser';
import { browserSession, desktop, phone } from './session';
import { startStack } from './stack';
import { storeApiClient, type RequestBody } from './storeApiClient';

/**
 * The listing and the search results end to end (issue 10 "Done means"; storefront.md §2 Product listing, Search,
 * scroll rules; §6 prices): real store-API and storefront build in Chromium, on a desktop and a 375 px phone.
 */
const session = browserSession(() => startStack({ products: 3000 }));

/** The demo's largest category (a top category with every filter group), below the domain de-at. */
const categoryPath = '/befestigungstechnik/';
let categoryId: string;

const viewports = [
  { name: 'desktop', viewport: desktop },
  { name: 'mobile 375 px', viewport: phone },
] as const;

beforeAll(async () => {
  const page = await storeApiClient(session.stack.storeApi).invoke('resolvePage post /ratchet/page', {
    body: { path: categoryPath },
  });
  if (!page.category) throw new Error(`${categoryPath} is no category page`);
  categoryId = page.category.id;
});

async function listingOf(
  body: RequestBody<'readProductListing post /product-listing/{categoryId}'>,
): Promise<ProductListingResult> {
  return storeApiClient(session.stack.storeApi).invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId },
    body,
  });
}

/**
 * Two options of two filter groups that together still fill more than one page (so page 2 exists), read from the
 * store-API the way the page reads it (reduce-aggregations: the second group's counts follow the first choice).
 */
async function twoOptionsOverOnePage() {
  const all = await listingOf({ 'reduce-aggregations': true });
  const groups = all.aggregations.properties.entities.filter((group) => group.displayType !== 'color');
  for (const first of groups) {
    for (const option of [...first.options].sort((a, b) => b.productCount - a.productCount).slice(0, 3)) {
      const narrowed = await listingOf({ properties: option.id, 'reduce-aggregations': true });
      for (const second of narrowed.aggregations.properties.entities) {
        if (second.id === first.id) continue;
        const before = all.aggregations.properties.entities.find((group) => group.id === second.id);
        if (!before) continue;
        const countBefore = (id: string) => before.options.find((candidate) => candidate.id === id)?.productCount;
        // More than one page together, and a count the first choice changes (so the page shows it following).
        const pick = second.options.find(
          (candidate) => candidate.productCount > 24 && candidate.productCount !== countBefore(candidate.id),
        );
        if (!pick) continue;
        return {
          first: { group: first.translated.name, option: option.translated.name, count: option.productCount },
          second: {
            group: second.translated.name,
            option: pick.translated.name,
            countBefore: countBefore(pick.id) ?? 0,
            countAfter: pick.productCount,
          },
        };
      }
    }
  }
  throw new Error('The seed has no two options of two groups with more than 24 products together');
}

/** The filter panel: the sidebar on a desktop, the bottom drawer (opened) on a phone. */
async function filterPanel(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.locator('aside').getByRole('group', { name: 'Filter', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Filter( \(\d+\))?$/ }).click();
  return dialog.getByRole('group', { name: 'Filter', exact: true });
}

async function closeFilters(page: Page, mobile: boolean) {
  if (!mobile) return;
  await page
    .getByRole('dialog', { name: 'Filter' })
    .getByRole('button', { name: /anzeigen$/ })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The option's checkbox in a group, named "<option> (<count>)". */
function optionBox(panel: Locator, group: string, option: string): Locator {
  return panel
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) });
}

/** The option's checkbox showing exactly this count. */
function countedBox(panel: Locator, group: string, option: string, count: number): Locator {
  return panel
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { name: `${option} (${count})`, exact: true });
}

/** Waits until the list shows the answer for the current URL (no request on its way). */
async function listSettled(page: Page) {
  await page.locator('[data-slot="product-grid"]:not([aria-busy])').waitFor();
}

/** Net unit prices of the shown cards, in order. */
async function shownPrices(page: Page): Promise<number[]> {
  return page
    .locator('[data-slot="product-grid"] [data-slot="product-card-price"] [data-slot="price-amount"]')
    .evaluateAll((amounts) => amounts.map((amount) => Number(amount.getAttribute('value'))));
}

describe.each(viewports)('category listing on $name (issue 10; storefront.md §2 Product listing)', ({ viewport }) => {
  const mobile = viewport.width < 1024;
  const context = session.contextForBlock(viewport);

  it('server-renders breadcrumbs (Home first), name, child categories, cards and the pager', async () => {
    const response = await fetch(`${session.stack.storefrontUrl}/de-at${categoryPath}?p=2&order=name-asc`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-slot="product-card"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    const page = await session.open(context(), categoryPath);
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem');
    await expect(crumbs.first().textContent()).resolves.toContain('Startseite');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(
      page.getByRole('navigation', { name: 'Unterkategorien' }).getByRole('link').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-slot="product-card"]').count()).resolves.toBe(24);
    await page.close();
  });

  it('filters by two properties, the counts follow, page 2, and back shows page 1 with both filters', async () => {
    const { first, second } = await twoOptionsOverOnePage();
    expect(second.countAfter).not.toBe(second.countBefore);
    const page = await session.open(context(), categoryPath);
    let panel = await filterPanel(page, mobile);
    await countedBox(panel, second.group, second.option, second.countBefore).waitFor();
    await optionBox(panel, first.group, first.option).check();
    await page.waitForURL((url) => url.searchParams.has('properties'));
    await listSettled(page);
    panel = await filterPanel(page, mobile);
    // The second group's counts now follow the first choice (reduce-aggregations).
    await countedBox(panel, second.group, second.option, second.countAfter).waitFor();
    await optionBox(panel, second.group, second.option).check();
    await page.waitForURL((url) => (url.searchParams.get('properties') ?? '').split('|').length === 2);
    await listSettled(page);
    await closeFilters(page, mobile);
    const filteredUrl = page.url();
    const chips = await page.getByRole('list', { name: 'Aktive Filter' }).getByRole('listitem').allTextContents();
    expect(chips.sort()).toEqual([`${first.group}: ${first.option}`, `${second.group}: ${second.option}`].sort());
    const page1Numbers = await page.locator('[data-slot="product-card-number"]').allTextContents();

    // Page 2 (storefront.md §2: a changed page p scrolls to the top).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('p') === '2');
    await listSettled(page);
    await page.waitForFunction(() => window.scrollY === 0);
    const page2Numbers = await page.locator('[data-slot="product-card-number"]').allTextContents();
    expect(page2Numbers.length).toBeGreaterThan(0);
    expect(page2Numbers).not.toEqual(page1Numbers);

    // Back: page 1 again with both filters, from the URL alone.
    await page.goBack();
    await page.waitForURL(filteredUrl);
    await listSettled(page);
    await expect(page.locator('[data-slot="product-card-number"]').allTextContents()).resolves.toEqual(page1Numbers);
    panel = await filterPanel(page, mobile);
    await expect(optionBox(panel, first.group, first.option).isChecked()).resolves.toBe(true);
    await expect(optionBox(panel, second.group, second.option).isChecked()).resolves.toBe(true);
    await closeFilters(page, mobile);

    // The filtered page 2 is shareable: a fresh load renders it directly.
    const shared = await session.open(
      context(),
      `${new URL(filteredUrl).pathname.replace(/^\/de-at/, '')}${new URL(filteredUrl).search}&p=2`,
    );
    await expect(shared.locator('[data-slot="product-card-number"]').allTextContents()).resolves.toEqual(page2Numbers);
    await shared.close();
    await page.close();
  });

  it('sorts by price, lowest first, and keeps the order in the URL', async () => {
    const page = await session.open(context(), categoryPath);
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Preis aufsteigend' });
    await page.waitForURL((url) => url.searchParams.get('order') === 'price-asc');
    await listSettled(page);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' }).inputValue()).resolves.toBe('price-asc');
    await page.close();
  });
});

describe.each(viewports)('search results on $name (issue 10; storefront.md §2 Search)', ({ viewport }) => {
  const context = session.contextForBlock(viewport);

  it("searches 'm8' and pages through the results", async () => {
    const page = await session.open(context(), '/search?query=m8');
    await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „m8“' }).waitFor();
    const total = Number(
      ((await page.getByRole('status').filter({ hasText: 'Ergebnis' }).textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(24);
    const seen = new Set<string>();
    const pages = Math.min(3, Math.ceil(total / 24));
    for (let p = 1; p <= pages; p += 1) {
      if (p > 1) {
        await page
          .getByRole('navigation', { name: 'Seitennavigation' })
          .getByRole('link', { name: 'Nächste Seite' })
          .click();
        await page.waitForURL(
          (url) => url.searchParams.get('p') === String(p) && url.searchParams.get('query') === 'm8',
        );
        await listSettled(page);
      }
      const numbers = await page.locator('[data-slot="product-card-number"]').allTextContents();
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) seen.add(number);
      await expect(
        page.getByRole('navigation', { name: 'Seitennavigation' }).locator('[aria-current="page"]').textContent(),
      ).resolves.toBe(String(p));
    }
    // Every page showed other products.
    expect(seen.size).toBe(Math.min(total, pages * 24));
    await page.close();
  });

  it('shows the extended no-result help when nothing is found', async () => {
    const page = await session.open(context(), '/search?query=zzqqxxnichtvorhanden');
    const help = page.locator('[data-slot="search-no-results"]');
    await help.getByRole('heading', { name: 'Keine Treffer für „zzqqxxnichtvorhanden“' }).waitFor();
    await expect(help.getByRole('heading', { name: 'Suchtipps' }).isVisible()).resolves.toBe(true);
    await expect(help.getByRole('navigation').getByRole('link').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });
});

describe('prices for a customer without ROLE_VIEW_PRICES (issue 10; storefront.md §6)', () => {
  it.each(viewports)(
    'the viewer sees no price on the listing ($name) and the API answers none',
    async ({ viewport }) => {
      const context = await session.browser.newContext({ viewport });
      const page = await session.open(context, '/auth');
      await page.getByLabel('Benutzername').fill('viewer');
      await page.getByLabel('Passwort', { exact: true }).fill('ratchet-demo');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      // Logged in once the page leaves the login form.
      await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
      await session.open(page, `${categoryPath}?order=price-asc`);
      await expect(page.locator('[data-slot="product-card"]').count()).resolves.toBe(24);
      await expect(page.locator('[data-slot="product-grid"] [data-slot="price"]').count()).resolves.toBe(0);
      await expect(page.locator('[data-slot="product-grid"]').textContent()).resolves.not.toContain('€');
      // No price filter and no price sorting are offered.
      const mobile = viewport.width < 1024;
      const panel = await filterPanel(page, mobile);
      await panel.getByRole('group').first().waitFor();
      await expect(panel.getByRole('group', { name: 'Preis', exact: true }).count()).resolves.toBe(0);
      await closeFilters(page, mobile);
      const sortings = await page.getByRole('combobox', { name: 'Sortieren nach' }).locator('option').allTextContents();
      expect(sortings.length).toBeGreaterThan(1);
      expect(sortings.filter((label) => label.includes('Preis'))).toEqual([]);
      // The same answer the page reads, through the storefront's proxy with the viewer's cookie.
      const answer = operations['readProductListing post /product-listing/{categoryId}'].response.parse(
        await page.evaluate(async (id) => {
          const response = await fetch(`/store-api/product-listing/${id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ 'reduce-aggregations': true, 'min-price': 1, order: 'price-asc' }),
          });
          return response.json();
        }, categoryId),
      );
      expect(answer.elements.length).toBeGreaterThan(0);
      expect(answer.elements.every((product) => product.calculatedPrice === null)).toBe(true);
      expect(answer.elements.every((product) => product.calculatedPrices.length === 0)).toBe(true);
      expect(answer.aggregations.price).toMatchObject({ min: null, max: null });
      expect(answer.currentFilters.price).toEqual({ min: null, max: null });
      expect(answer.availableSortings.map((sorting) => sorting.key)).not.toContain('price-asc');
      await context.close();
    },
  );
});
