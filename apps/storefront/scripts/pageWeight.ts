/**
 * Load-independent figures of the issue-10 Lighthouse pages (a script, not a test): per page the HTML as served
 * (bytes and gzip), the router data inside it (the inline scripts that stream the loader data), the client
 * JavaScript (gzip as transferred) and, at 4× CPU throttling on a 412 px viewport, the main thread's long tasks
 * (PerformanceObserver `longtask`) and the observed first contentful and largest contentful paint. Lighthouse's
 * score moves with the machine's load; these figures compare builds on a busy machine.
 * `PAGE_WEIGHT_RUNS` (default 3) loads per page, medians printed; `PAGE_WEIGHT_PAGES=search,cart` picks pages.
 * Needs a built storefront (`STOREFRONT_BUILD_DIR` measures a build made elsewhere).
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, hydrated } from '../e2e/browser';
import { startStack } from '../e2e/stack';

const runs = Math.max(1, Number(process.env.PAGE_WEIGHT_RUNS ?? 3));
const pages = process.env.PAGE_WEIGHT_PAGES?.split(',');
const wanted = (name: string) => !pages || pages.includes(name);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const stack = await startStack();
try {
  const storefront = stack.storefrontUrl;
  async function cartToken(): Promise<string> {
    const token = await stack.storeApi.contextFor('lead.buyer');
    const { rows } = await stack.storeApi.db.query<{ id: string; quantity: number }>(
      `SELECT id, min_purchase AS quantity FROM product
        WHERE active AND child_count = 0 AND stock >= 10 * min_purchase ORDER BY product_number LIMIT 5`,
    );
    await stack.storeApi.post(
      '/checkout/cart/line-item',
      { items: rows.map((row) => ({ type: 'product', referencedId: row.id, quantity: Number(row.quantity) })) },
      { token },
    );
    return token;
  }
  async function twoFilters(): Promise<string> {
    const page = await stack.storeApi.post<{ category: { id: string } }>('/ratchet/page', {
      path: '/befestigungstechnik/',
    });
    const listing = await stack.storeApi.post<{
      aggregations: { properties: { entities: Array<{ options: Array<{ id: string; productCount: number }> }> } };
    }>(`/product-listing/${page.json.category.id}`, { limit: 1 }, { token: null });
    const ids = listing.json.aggregations.properties.entities
      .slice(0, 2)
      .map((group) => [...group.options].sort((a, b) => b.productCount - a.productCount)[0]?.id ?? '')
      .filter(Boolean)
      .sort();
    return `properties=${ids.join('|')}`;
  }

  const targets: Array<{ name: string; url: string; token?: string }> = [];
  if (wanted('home')) targets.push({ name: 'home', url: `${storefront}/de-at` });
  if (wanted('category'))
    targets.push({ name: 'category', url: `${storefront}/de-at/befestigungstechnik/?${await twoFilters()}` });
  if (wanted('product')) targets.push({ name: 'product', url: `${storefront}/de-at/mehrzweckfett-1-l/R0000006` });
  if (wanted('search')) targets.push({ name: 'search', url: `${storefront}/de-at/search?query=m8` });
  if (wanted('cart')) targets.push({ name: 'cart', url: `${storefront}/de-at/checkout`, token: await cartToken() });

  const browser = await launchBrowser();
  try {
    for (const target of targets) {
      const headers: Record<string, string> = target.token ? { cookie: `sw-context-token=${target.token}` } : {};
      const html = await (await fetch(target.url, { headers })).text();
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      const routerData = scripts.filter((body) => body.includes('__reactRouter')).join('');
      const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
        (sum, m) => sum + (m[1]?.length ?? 0),
        0,
      );
      const images = [...html.matchAll(/<img\b[^>]*>/g)].length;
      const elements = (html.match(/<[a-z][a-z0-9-]*\b/g) ?? []).length;
      console.log(
        `weight ${target.name} html=${Buffer.byteLength(html)} gzip=${gzipSync(html).length} ` +
          `router-data=${Buffer.byteLength(routerData)} (gzip ${gzipSync(routerData).length}) css=${style} ` +
          `elements=${elements} img=${images}`,
      );
      const results: Array<{
        js: number;
        tasks: number[];
        fcp: number;
        lcp: number;
        lcpElement: string;
        kept: string;
      }> = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        if (target.token) {
          await context.addCookies([{ name: 'sw-context-token', value: target.token, url: target.url }]);
        }
        const page = await context.newPage();
        await page.addInitScript(() => {
          const record = ((window as unknown as { __weight: unknown }).__weight = {
            tasks: [] as number[],
            lcp: 0,
            lcpElement: '',
          });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) record.tasks.push(Math.round(entry.duration));
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
              record.lcp = Math.round(entry.startTime);
              const element = entry.element;
              record.lcpElement = element
                ? `${element.tagName.toLowerCase()}${element.getAttribute('data-slot') ? `[${element.getAttribute('data-slot')}]` : ''}`
                : '';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        let js = 0;
        const sizes: Promise<void>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script') return;
          sizes.push(request.sizes().then((size) => void (js += size.responseBodySize)));
        });
        await page.goto(target.url, { waitUntil: 'load' });
        await hydrated(page);
        await page.waitForTimeout(1500);
        await Promise.all(sizes);
        // Parts still kept as the server's markup after the load (ui islands, runtime/uiIslands.tsx): not hydrated yet.
        const kept = await page.evaluate(
          `(() => { const parts = [...document.querySelectorAll('[data-state="static"]')]; ` +
            `return parts.length + ' parts, ' + parts.reduce((sum, part) => sum + part.querySelectorAll('*').length, 0) + ' of ' + document.body.querySelectorAll('*').length + ' elements'; })()`,
        );
        const record = await page.evaluate(() => {
          const weight = (window as unknown as { __weight: { tasks: number[]; lcp: number; lcpElement: string } })
            .__weight;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return { ...weight, fcp: Math.round(fcp) };
        });
        results.push({ js, kept: String(kept), ...record });
        await context.close();
      }
      const sums = results.map((result) => result.tasks.reduce((sum, task) => sum + task, 0));
      const tbt = results.map((result) => result.tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0));
      console.log(
        `weight ${target.name} js-gzip=${median(results.map((r) => r.js))} long-tasks(4x) median-sum=${median(sums)} ` +
          `median-blocking=${median(tbt)} fcp=${median(results.map((r) => r.fcp))} lcp=${median(results.map((r) => r.lcp))} ` +
          `lcp-element=${results.map((r) => r.lcpElement).join('/')} kept=${results[0]?.kept} runs=${results.map((r) => `[${r.tasks.join(' ')}]`).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.close();
}
