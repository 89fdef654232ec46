// Runs every workspace package's `test` script in lanes that run side by side, and prints how long each
// package took. The lanes pair work that waits on different things: the store-API's database tests (PGlite in
// WASM, PostgreSQL over a socket) beside the design system's tests and the browser tests, so CI on 2 cores overlaps the
// idle time of one with the other. Each package's output is printed whole when it ends (no interleaving).
//
// RATCHET_TEST_LANES=1 runs everything in one lane, in order (what `--workspace-concurrency=1` did).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';

// Durations of a clean-clone CI (stop 15): store-api 279 s, contract 6, hooks 24, account-kit 105, ui 283, docs 159,
// storefront 254 — the second lane ran 696 s against 414. The story tests (docs) moved to the first lane, after the
// store-API, so the lanes end near each other as the account area's stories and end-to-end files grow.
const lanes = [
  [
    '@ratchet/store-api',
    '@ratchet/store-api-contract',
    '@ratchet/commerce-hooks',
    '@ratchet/account-kit',
    '@ratchet/docs',
  ],
  ['@ratchet/ui', '@ratchet/storefront'],
];

// A package with a test script that no lane names would silently go untested: refuse to run.
const workspaceTests = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(dir)
    .map((name) => `${dir}/${name}/package.json`)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((manifest) => manifest.scripts?.test)
    .map((manifest) => manifest.name),
);
const unplanned = workspaceTests.filter((name) => !lanes.flat().includes(name));
if (unplanned.length > 0) {
  console.error(`testLanes.mjs: no lane runs the tests of ${unplanned.join(', ')}; add them to a lane.`);
  process.exit(1);
}

const oneLane = process.env.RATCHET_TEST_LANES === '1';
const plan = oneLane ? [lanes.flat()] : lanes;

function runPackage(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = '';
    const child = spawn('pnpm', ['--filter', name, '--reporter-hide-prefix', 'test'], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n===== ${name} (exit ${code}, ${seconds.toFixed(0)} s) =====\n${output}`);
      resolve({ name, code: code ?? 1, seconds });
    });
  });
}

async function runLane(names) {
  const results = [];
  for (const name of names) results.push(await runPackage(name));
  return results;
}

const started = Date.now();
const results = (await Promise.all(plan.map(runLane))).flat();
console.log(`\n===== test durations (${plan.length} lane${plan.length > 1 ? 's' : ''}) =====`);
for (const { name, code, seconds } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
