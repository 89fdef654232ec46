/**
 * Performance figures of the storefront (issue 4 "Done means"; a script, not a test):
 * - the home page's client JavaScript as loaded in Chromium (sum of the transferred, gzip-compressed JS bodies);
 * - Lighthouse mobile performance and accessibility on home and a category page against the local servers.
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

function runLighthouse(url: string): Promise<LighthouseScores> {
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

async function lighthouseFigures(name: string, url: string): Promise<void> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url));
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

const stack = await startStack();
try {
  const browser = await launchBrowser();
  try {
    await measureJs(browser, 'home', `${stack.storefrontUrl}/de-at`, 90);
    // Listing pages (issue 10: <= 110 KB): a filtered category and a search result.
    await measureJs(browser, 'category', `${stack.storefrontUrl}/de-at/befestigungstechnik/?order=price-asc`, 110);
    await measureJs(browser, 'search', `${stack.storefrontUrl}/de-at/search?query=m8`, 110);
    // A product detail page (issue 10: <= 110 KB): a variant parent with gallery, variants and cross-selling.
    await measureJs(browser, 'product', `${stack.storefrontUrl}/de-at/mehrzweckfett-1-l/R0000006`, 110);
    // The cart and checkout (issue 10: <= 130 KB); a visitor's cart page.
    await measureJs(browser, 'checkout', `${stack.storefrontUrl}/de-at/checkout`, 130);
    // The quick order (issue 13: <= 110 KB like the listing pages), as the lead buyer.
    const buyer = await stack.storeApi.contextFor('lead.buyer');
    await measureJs(browser, 'quick-order', `${stack.storefrontUrl}/de-at/account/quickorder`, 110, buyer);
  } finally {
    await browser.close();
  }
  console.log(
    `perf load-average=${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  if (runs > 0) {
    await lighthouseFigures('home', `${stack.storefrontUrl}/de-at`);
    await lighthouseFigures('category', `${stack.storefrontUrl}/de-at/befestigungstechnik/`);
  }
  console.log(
    `perf load-average=${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stack.close();
}
