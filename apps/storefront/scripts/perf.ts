/**
 * Performance figures of the storefront (issue 4 "Done means"; a script, not a test):
 * - the home page's client JavaScript as loaded in Chromium (sum of the transferred, gzip-compressed JS bodies);
 * - Lighthouse mobile performance and accessibility on home, a filtered category page, a product page with variants,
 *   /search?query=m8 and the cart with 5 lines (issue 10) against the local servers; PERF_PAGES picks some of them;
 * - the JavaScript of the account area's screens as the lead buyer (≤ 110 KB like every page but home).
 * Needs a built storefront (`pnpm --filter @ratchet/storefront build`). Prints one line per figure
 * (`perf <page> <figure>=<value>`); Lighthouse runs PERF_RUNS times per page (default 3) and the median counts,
 * because scores vary by several points on a busy machine. PERF_FILES=1 also lists the home page's scripts;
 * PERF_RUNS=0 prints the JavaScript figures only; PERF_REPORT_DIR=<dir> keeps the Lighthouse JSON reports.
 * STOREFRONT_BUILD_DIR measures a build made elsewhere.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchBrowser, hydrated } from '../e2e/browser';
import { startStack } from '../e2e/stack';
import { storeApiClient } from '../e2e/storeApiClient';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint, total blocking time (ms) and cumulative layout shift. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

let reportCount = 0;

function runLighthouse(url: string, cookie?: string): Promise<LighthouseScores> {
  const bin = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(
      process.execPath,
      [
        bin,
        url,
        '--output=json',
        '--quiet',
        '--only-categories=performance,accessibility',
        '--form-factor=mobile',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        // A logged-in page (the cart): the session cookie the storefront reads.
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`));
      try {
        // PERF_REPORT_DIR keeps each Lighthouse report (diagnostics: long-tasks, bootup-time, main-thread work).
        if (process.env.PERF_REPORT_DIR) {
          reportCount += 1;
          writeFileSync(join(process.env.PERF_REPORT_DIR, `lighthouse-${reportCount}.json`), stdout);
        }
        const report = JSON.parse(stdout) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
        };
        resolve({
          performance: Math.round((report.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const runs = Math.max(0, Number(process.env.PERF_RUNS ?? 3));

async function lighthouseFigures(name: string, url: string, cookie?: string): Promise<void> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, cookie));
  const pick = (figure: keyof LighthouseScores) => median(results.map((result) => result[figure]));
  console.log(
    `perf ${name} lighthouse-performance=${pick('performance')} accessibility=${pick('accessibility')} ` +
      `(median of ${runs}; runs ${results.map((result) => result.performance).join(', ')})`,
  );
  console.log(`perf ${name} lcp-ms=${pick('lcpMs')} tbt-ms=${pick('tbtMs')} cls=${pick('cls')} (medians)`);
}

/** The client JavaScript a page loads in Chromium (gzip-compressed bodies of its scripts, after hydration). */
async function measureJs(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  name: string,
  url: string,
  targetKb: number,
  token?: string,
): Promise<void> {
  const files: { name: string; bytes: number }[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // Account pages need a logged-in customer (the storefront keeps the context token in its cookie).
    if (token) await context.addCookies([{ name: 'sw-context-token', value: token, url }]);
    const page = await context.newPage();
    const sizes: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(
        request.sizes().then((size) => {
          files.push({ name: new URL(request.url()).pathname, bytes: size.responseBodySize });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await hydrated(page);
    await Promise.all(sizes);
  } finally {
    await context.close();
  }
  const jsBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`perf ${name} js-gzip-kb=${(jsBytes / 1024).toFixed(1)} files=${files.length} (target <= ${targetKb})`);
  if (process.env.PERF_FILES === '1') {
    for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`perf ${name} js-file ${(file.bytes / 1024).toFixed(1)} KB ${file.name}`);
    }
  }
}

/** The account area's list screens and the profile (account-area.md §2), measured as the lead buyer. */
const accountScreens = [
  'dashboard',
  'profile',
  'addressbook',
  'customer',
  'orders',
  'orderlist',
  'offers',
  'invoices',
  'approvals',
  'flows',
  'orderreferences',
  'articlelinks',
  'costcenter',
] as const;

/** A variant parent with gallery, variants table and cross-selling (the product page's JS and Lighthouse figures). */
const productPath = '/de-at/mehrzweckfett-1-l/R0000006';

/** The listing query of two property filters in two groups (the most common option of each), as the page writes it. */
async function twoFilters(): Promise<string> {
  const api = storeApiClient(stack.storeApi);
  const page = await api.invoke('resolvePage post /ratchet/page', { body: { path: '/befestigungstechnik/' } });
  if (!page.category) throw new Error('/befestigungstechnik/ is no category page');
  const listing = await api.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: page.category.id },
    body: { limit: 1 },
  });
  const ids = listing.aggregations.properties.entities
    .slice(0, 2)
    .map((group) => [...group.options].sort((a, b) => b.productCount - a.productCount)[0]?.id ?? '')
    .filter(Boolean)
    .sort();
  return `properties=${ids.join('|')}`;
}

/** The lead buyer's context with 5 buyable products added to the cart (a fresh demo seed's cart is empty). */
async function cartWithFiveLines(): Promise<string> {
  const token = await stack.storeApi.contextFor('lead.buyer');
  const { rows } = await stack.storeApi.db.query<{ id: string; quantity: number }>(
    `SELECT id, min_purchase AS quantity FROM product
      WHERE active AND child_count = 0 AND stock >= 10 * min_purchase ORDER BY product_number LIMIT 5`,
  );
  const added = await stack.storeApi.post(
    '/checkout/cart/line-item',
    { items: rows.map((row) => ({ type: 'product', referencedId: row.id, quantity: Number(row.quantity) })) },
    { token },
  );
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${JSON.stringify(added.json)}`);
  return token;
}

const stack = await startStack();
try {
  const browser = await launchBrowser();
  try {
    await measureJs(browser, 'home', `${stack.storefrontUrl}/de-at`, 90);
    // Listing pages (issue 10: <= 110 KB): a filtered category and a search result.
    await measureJs(browser, 'category', `${stack.storefrontUrl}/de-at/befestigungstechnik/?order=price-asc`, 110);
    await measureJs(browser, 'search', `${stack.storefrontUrl}/de-at/search?query=m8`, 110);
    // A product detail page (issue 10: <= 110 KB): a variant parent with gallery, variants and cross-selling.
    await measureJs(browser, 'product', `${stack.storefrontUrl}${productPath}`, 110);
    // The cart and checkout (issue 10: <= 130 KB); a visitor's cart page.
    await measureJs(browser, 'checkout', `${stack.storefrontUrl}/de-at/checkout`, 130);
    // The lead buyer's cart with 5 lines and the checkout step below it (issue 10: its React Aria parts load on
    // intent, not with the page).
    await measureJs(browser, 'checkout-buyer', `${stack.storefrontUrl}/de-at/checkout`, 130, await cartWithFiveLines());
    // The quick order (issue 13: <= 110 KB like the listing pages), as the lead buyer.
    const buyer = await stack.storeApi.contextFor('lead.buyer');
    await measureJs(browser, 'quick-order', `${stack.storefrontUrl}/de-at/account/quickorder`, 110, buyer);
    // Every other account screen keeps the 110 KB budget of pages other than home (the lead buyer holds every right).
    for (const screen of accountScreens) {
      await measureJs(browser, `account-${screen}`, `${stack.storefrontUrl}/de-at/account/${screen}`, 110, buyer);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `perf load-average=${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  if (runs > 0) {
    // PERF_PAGES=category,product picks pages (default all).
    const pages = process.env.PERF_PAGES?.split(',');
    const wanted = (name: string) => !pages || pages.includes(name);
    if (wanted('home')) await lighthouseFigures('home', `${stack.storefrontUrl}/de-at`);
    // Issue 10 "Done means": a filtered category page, a product page with variants, /search?query=m8 and the cart
    // with 5 lines (a logged-in lead buyer's).
    if (wanted('category')) {
      await lighthouseFigures('category', `${stack.storefrontUrl}/de-at/befestigungstechnik/?${await twoFilters()}`);
    }
    if (wanted('product')) await lighthouseFigures('product', `${stack.storefrontUrl}${productPath}`);
    if (wanted('search')) await lighthouseFigures('search', `${stack.storefrontUrl}/de-at/search?query=m8`);
    if (wanted('cart')) {
      const token = await cartWithFiveLines();
      await lighthouseFigures('cart', `${stack.storefrontUrl}/de-at/checkout`, `sw-context-token=${token}`);
    }
    // Account screens only when named (PERF_PAGES=account-orders,account-customer), as the lead buyer.
    for (const screen of accountScreens) {
      if (!pages?.includes(`account-${screen}`)) continue;
      const token = await stack.storeApi.contextFor('lead.buyer');
      await lighthouseFigures(
        `account-${screen}`,
        `${stack.storefrontUrl}/de-at/account/${screen}`,
        `sw-context-token=${token}`,
      );
    }
  }
  console.log(
    `perf load-average=${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stack.close();
}
