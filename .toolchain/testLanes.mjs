// Runs the builds and every workspace package's tests as jobs on lanes that run side by side (2 by default: CI has 2
// cores), and prints how long each job took. A lane that finishes a job takes the next one that is ready, the job with
// the longest expected path to the end first (the store-API's database tests, the design system's, the stories …), so
// the lanes end near each other however the suites grow; no lane plan to keep balanced by hand.
//
// The storefront's end-to-end files are the longest suite: they are split into one shard per lane by their expected
// durations, each shard a Vitest run of its own with its own shared demo stack (e2e/globalSetup.ts: store-API and
// storefront server on free ports), after one storefront build that both use. Each job's output is printed whole when
// it ends (no interleaving), then a table of every job's duration.
//
// RATCHET_TEST_LANES=1 runs everything in one lane (one e2e shard), one job after the other; `--plan` prints the jobs
// and shards without running them; RATCHET_TEST_ONLY=<regular expression> runs the jobs whose names match.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Seconds a clean-clone CI took per job and per e2e file (the durations table and Vitest's file times of the last
// run; 2026-11-27 02:16, lanes 818 s). They only order the jobs and split the e2e files: refresh them now and then
// from a CI log; a job or file not listed counts as `unknownSeconds`.
const expectedSeconds = {
  '@ratchet/store-api': 295,
  '@ratchet/ui': 292,
  '@ratchet/docs': 249,
  '@ratchet/account-kit': 227,
  '@ratchet/commerce-hooks': 28,
  '@ratchet/store-api-contract': 10,
  'packages build': 30,
  'docs build': 60,
  'storefront build + unit': 25,
  // Starting a shard's Vitest, demo stack and browser.
  'e2e shard start': 20,
};
const e2eFileSeconds = {
  'approvals.e2e.test.ts': 79,
  'account.e2e.test.ts': 71,
  'storefront.e2e.test.ts': 61,
  'listing.e2e.test.ts': 48,
  'recoveryAndShell.e2e.test.ts': 42,
  'checkout.e2e.test.ts': 35,
  'records.e2e.test.ts': 25,
  'productDetail.e2e.test.ts': 22,
  'orderLists.e2e.test.ts': 22,
  'orders.e2e.test.ts': 20,
  'articleLinks.e2e.test.ts': 19,
  'preactComponents.e2e.test.ts': 14,
  'maintenance.e2e.test.ts': 9,
  'quickOrder.e2e.test.ts': 8,
};
const unknownSeconds = { job: 60, e2eFile: 30 };

const laneCount = process.env.RATCHET_TEST_LANES === '1' ? 1 : 2;
const storefront = '@ratchet/storefront';
const storefrontDir = 'apps/storefront';

/** `pnpm --filter <name> …`, output without the package prefix. */
const inPackage = (name, ...args) => ['pnpm', '--filter', name, '--reporter-hide-prefix', ...args];

/** The e2e files (the e2e project's include, `e2e/**\/*.test.ts`), relative to the storefront. */
function e2eFiles(dir = 'e2e') {
  return readdirSync(join(storefrontDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return e2eFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Longest expected file first onto the shard with the least expected time (LPT): shards of near-equal length. */
function e2eShards(files, count) {
  const seconds = (file) => e2eFileSeconds[file.split('/').pop()] ?? unknownSeconds.e2eFile;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: expectedSeconds['e2e shard start'] }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const shortest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    shortest.files.push(file);
    shortest.seconds += seconds(file);
  }
  return shards.filter((shard) => shard.files.length > 0);
}

// The jobs: every package's `test` script, except the storefront's (`react-router build && vitest run`), which runs as
// its build with the unit project, then the e2e shards.
const packageTests = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(dir)
    .map((name) => `${dir}/${name}/package.json`)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((manifest) => manifest.scripts?.test)
    .map((manifest) => manifest.name),
);
const storefrontBuild = 'storefront build + unit';
const jobs = [
  // The published form of the packages (tsup + publint) and the static Storybook: checks no test reads from.
  { name: 'packages build', steps: [['pnpm', 'build']] },
  { name: 'docs build', steps: [inPackage('@ratchet/docs', 'build')] },
  ...packageTests.filter((name) => name !== storefront).map((name) => ({ name, steps: [inPackage(name, 'test')] })),
  {
    name: storefrontBuild,
    steps: [
      inPackage(storefront, 'exec', 'react-router', 'build'),
      inPackage(storefront, 'exec', 'vitest', 'run', '--project', 'unit'),
    ],
  },
  ...e2eShards(e2eFiles(), laneCount).map((shard, index, shards) => ({
    name: `${storefront} e2e ${index + 1}/${shards.length}`,
    seconds: shard.seconds,
    after: storefrontBuild,
    // Each shard is its own Vitest process, so its global setup starts its own demo stack.
    steps: [inPackage(storefront, 'exec', 'vitest', 'run', '--project', 'e2e', ...shard.files)],
    files: shard.files,
  })),
];
// RATCHET_TEST_ONLY=<regular expression> runs the jobs whose names match (a dependency left out is not waited for).
if (process.env.RATCHET_TEST_ONLY) {
  const only = new RegExp(process.env.RATCHET_TEST_ONLY);
  jobs.splice(0, jobs.length, ...jobs.filter((job) => only.test(job.name)));
  for (const job of jobs) if (!jobs.some((other) => other.name === job.after)) delete job.after;
}
for (const job of jobs) job.seconds ??= expectedSeconds[job.name] ?? unknownSeconds.job;
// Longest expected path to the end: a job's own time plus its longest follower's (the build before the e2e shards).
const pathSeconds = (job) =>
  job.seconds + Math.max(0, ...jobs.filter((other) => other.after === job.name).map(pathSeconds));
for (const job of jobs) job.priority = pathSeconds(job);

function runSteps(steps, output) {
  return steps.reduce(
    (previous, [command, ...args]) =>
      previous.then((code) => {
        if (code !== 0) return code;
        return new Promise((resolve) => {
          const child = spawn(command, args, {
            env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          output.push(`$ ${[command, ...args].join(' ')}\n`);
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(`${error.message}\n`));
          child.on('close', (code) => resolve(code ?? 1));
        });
      }),
    Promise.resolve(0),
  );
}

if (process.argv.includes('--plan')) {
  // `node .toolchain/testLanes.mjs --plan`: the jobs by priority and the e2e shards' files, without running them.
  for (const job of [...jobs].sort((a, b) => b.priority - a.priority)) {
    const after = job.after ? ` after ${job.after}` : '';
    const files = job.files ? `\n    ${job.files.join(' ')}` : '';
    console.log(
      `${job.name.padEnd(34)} ~${String(job.seconds).padStart(4)} s (path ${job.priority} s)${after}${files}`,
    );
  }
  process.exit(0);
}

const done = new Map(); // job name → exit code
const waiting = [...jobs];
const results = [];
/** Lanes waiting for a running job to end (its followers become ready). */
let sleepers = [];
const wake = () => {
  const woken = sleepers;
  sleepers = [];
  for (const resolve of woken) resolve();
};

async function runJob(job) {
  const started = Date.now();
  const output = [];
  const code = await runSteps(job.steps, output);
  const seconds = (Date.now() - started) / 1000;
  const files = job.files ? ` [${job.files.map((file) => file.split('/').pop()).join(', ')}]` : '';
  process.stdout.write(`\n===== ${job.name} (exit ${code}, ${seconds.toFixed(0)} s) =====${files}\n${output.join('')}`);
  results.push({ name: job.name, code, seconds, lane: job.lane, output: code === 0 ? undefined : output.join('') });
  done.set(job.name, code);
  wake();
}

/**
 * CI keeps only the tail of the output, so a failed job's failing tests are repeated after the durations table: the
 * lines Vitest marks as failed (FAIL / ×) and the error lines after each, without colours, at most 80 lines a job.
 */
function failureDigest(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const picked = [];
  for (let index = 0; index < lines.length && picked.length < 80; index += 1) {
    const line = lines[index];
    if (/^\s*(FAIL|×|✗)\s|AssertionError|Error:|TimeoutError|expected .* to |❯ .*\.test\.tsx?:\d+/.test(line)) {
      picked.push(line.slice(0, 300));
    }
  }
  return [...new Set(picked)].join('\n');
}

/** The ready job with the longest path to the end; undefined when every waiting job waits for a running one. */
function nextReady() {
  const ready = waiting.filter((job) => !job.after || done.has(job.after));
  if (ready.length === 0) return undefined;
  const job = ready.reduce((best, candidate) => (candidate.priority > best.priority ? candidate : best));
  waiting.splice(waiting.indexOf(job), 1);
  return job;
}

async function lane(number) {
  while (waiting.length > 0) {
    const job = nextReady();
    if (!job) {
      await new Promise((resolve) => sleepers.push(resolve));
      continue;
    }
    job.lane = number;
    if (job.after && done.get(job.after) !== 0) {
      process.stdout.write(`\n===== ${job.name} (exit 1, 0 s) =====\nnot run: ${job.after} failed\n`);
      results.push({ name: job.name, code: 1, seconds: 0, lane: number });
      done.set(job.name, 1);
      wake();
      continue;
    }
    await runJob(job);
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: laneCount }, (_, index) => lane(index + 1)));
console.log(`\n===== test durations (${laneCount} lane${laneCount > 1 ? 's' : ''}) =====`);
for (const { name, code, seconds, lane: number } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  lane ${number}`);
}
for (let number = 1; number <= laneCount; number += 1) {
  const busy = results.filter((result) => result.lane === number).reduce((sum, result) => sum + result.seconds, 0);
  console.log(`lane ${number}: ${busy.toFixed(0)} s`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const { name, output } of results) {
  if (output === undefined) continue;
  console.log(`\n===== what failed in ${name} (repeated from its output above) =====\n${failureDigest(output)}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
