import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './browser';
import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  // Reference data only: the maintenance screen needs domains and the sales channel, no catalogue.
  stack = await startStack({ products: 0, demo: false, maintenance: true });
});

afterAll(async () => {
  await stack?.close();
});

describe('maintenance (storefront.md §2 layouts)', () => {
  it('shows the maintenance screen with logo, title and subtitle instead of the page when the context says maintenance', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${stack.storefrontUrl}/nl-be/checkout`);
      await hydrated(page);
      const screen = page.locator('[data-slot="maintenance"]');
      await expect(screen.locator('[data-slot="logo"]').count()).resolves.toBe(1);
      await expect(screen.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('We voeren onderhoud uit');
      await expect(screen.textContent()).resolves.toContain('De winkel is zo weer bereikbaar');
      await expect(page.locator('[data-slot="header"], [data-slot="mobile-header"]').count()).resolves.toBe(0);
    } finally {
      await browser.close();
    }
  });
});
