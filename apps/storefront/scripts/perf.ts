/**
 * Performance figures of the storefront (issue 4 "Done means"; a script, not a test):
 * - the home page's client JavaScript as loaded in Chromium (sum of the transferred, gzip-compressed JS bodies);
 * - Lighthouse mobile performance and accessibility on home and a category page against the local servers.
 * Needs a built storefront (`pnpm --filter @ratchet/storefront build`). Prints the figures as a Markdown table.
 */
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
}

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
        const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> };
        resolve({
          performance: Math.round((report.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const stack = await startStack();
try {
  const browser = await launchBrowser();
  let jsBytes = 0;
  let jsFiles = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${stack.storefrontUrl}/de-at`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const all = await Promise.all(sizes);
    jsBytes = all.reduce((sum, size) => sum + size, 0);
    jsFiles = all.length;
  } finally {
    await browser.close();
  }

  const home = `${stack.storefrontUrl}/de-at`;
  const category = `${stack.storefrontUrl}/de-at/befestigungstechnik/`;
  const homeScores = await runLighthouse(home);
  const categoryScores = await runLighthouse(category);
  const kb = (jsBytes / 1024).toFixed(1);
  console.log(`| Figure | Value | Target |`);
  console.log(`| --- | --- | --- |`);
  console.log(`| Home client JavaScript, gzip as transferred (${jsFiles} files) | ${kb} KB | ≤ 90 KB |`);
  console.log(`| Lighthouse mobile performance, home | ${homeScores.performance} | ≥ 95 |`);
  console.log(`| Lighthouse mobile accessibility, home | ${homeScores.accessibility} | 100 |`);
  console.log(`| Lighthouse mobile performance, category | ${categoryScores.performance} | ≥ 95 |`);
  console.log(`| Lighthouse mobile accessibility, category | ${categoryScores.accessibility} | 100 |`);
} finally {
  await stack.close();
}
