// `npm start`: builds the packages, seeds the embedded database on first run, then
// serves the store-API (default http://127.0.0.1:8000/store-api) and the storefront
// (default http://127.0.0.1:3000). Ports: STORE_API_PORT, STOREFRONT_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.STORE_API_PORT ?? '8000';
const shopPort = process.env.STOREFRONT_PORT ?? '3000';
const env = {
  ...process.env,
  STORE_API_PORT: apiPort,
  STOREFRONT_PORT: shopPort,
  STORE_API_URL: process.env.STORE_API_URL ?? `http://127.0.0.1:${apiPort}/store-api`,
};

function pnpm(args, options = {}) {
  return spawn('pnpm', args, { cwd: root, env, stdio: 'inherit', ...options });
}

const build = spawnSync('pnpm', ['run', 'build:shop'], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  pnpm(['--filter', '@ratchet/store-api', 'run', 'start:demo']),
  pnpm(['--filter', '@ratchet/storefront', 'run', 'start']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (
  (await waitFor(`http://127.0.0.1:${apiPort}/store-api/_info/health`)) &&
  (await waitFor(`http://127.0.0.1:${shopPort}/`))
) {
  console.log(
    `\nRatchet is running:\n  storefront  http://127.0.0.1:${shopPort}\n  store-API   http://127.0.0.1:${apiPort}/store-api  (sw-access-key SWSCRATCHETDEMO)\n`,
  );
}
