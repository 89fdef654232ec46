import { describe, expect, it } from 'vitest';
import { browserSession } from './session';
import { startStack } from './stack';

// Reference data only: the maintenance screen needs domains and the sales channel, no catalogue.
const session = browserSession(() => startStack({ products: 0, demo: false, maintenance: true }));

describe('maintenance (storefront.md §2 layouts)', () => {
  it('shows the maintenance screen with logo, title and subtitle instead of the page when the context says maintenance', async () => {
    const page = await session.open(await session.browser.newPage(), '/checkout', { domain: 'nl-be' });
    const screen = page.locator('[data-slot="maintenance"]');
    await expect(screen.locator('[data-slot="logo"]').count()).resolves.toBe(1);
    await expect(screen.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('We voeren onderhoud uit');
    await expect(screen.textContent()).resolves.toContain('De winkel is zo weer bereikbaar');
    await expect(page.locator('[data-slot="header"], [data-slot="mobile-header"]').count()).resolves.toBe(0);
  });
});
