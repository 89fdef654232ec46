// CPU profile of the server under typeahead load (issue 3 Performance profiling aid): starts one
// server process with --cpu-prof (PROFILE_DIR, default .data/profiles) on an already seeded
// database (DATABASE_URL, or the bench's PGlite directory), runs REQUESTS search-suggest requests
// over CONNS keep-alive connections and stops the server, which writes its .cpuprofile.
// Without PROFILE_DIR=off it profiles; with it, it only prints the rate. Not a test.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../data/db';
import { demoAccessKey } from '../seed/ids';
import { runLoad } from './load';
import { benchTerms } from './terms';

const port = Number(process.env.RATCHET_BENCH_PORT ?? 8102);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-pglite';
const conns = Number(process.env.CONNS ?? 10);
const total = Number(process.env.REQUESTS ?? 4000);
const profileDir = process.env.PROFILE_DIR ?? '.data/profiles';

const db = await openDatabase(url ? { url } : { dataDir });
const channel = await db.query<{ language_id: string }>('SELECT language_id FROM sales_channel WHERE access_key = $1', [
  demoAccessKey,
]);
const terms = await benchTerms(db, channel.rows[0]?.language_id ?? '');
await db.close();

const cli = fileURLToPath(new URL('../cli/index.ts', import.meta.url));
const exitOnTerm = 'data:text/javascript,process.on("SIGTERM",()=>process.exit(0))';
const child = spawn(
  process.execPath,
  [
    ...(profileDir === 'off' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
    '--import',
    exitOnTerm,
    '--conditions=@ratchet/source',
    '--import',
    'tsx',
    cli,
    'serve',
    '--port',
    String(port),
  ],
  {
    env: { ...process.env, NODE_ENV: 'production', RATCHET_DATA_DIR: dataDir, STORE_API_WORKERS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const exited = new Promise((resolve) => child.once('exit', resolve));
const base = `http://127.0.0.1:${port}/store-api`;
let token = '';
for (let attempt = 0; attempt < 300 && !token; attempt++) {
  try {
    const response = await fetch(`${base}/context`, { headers: { 'sw-access-key': demoAccessKey } });
    await response.arrayBuffer();
    token = response.headers.get('sw-context-token') ?? '';
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const requestFor = (i: number) => ({
  method: 'POST' as const,
  path: '/store-api/search-suggest',
  headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token, 'content-type': 'application/json' },
  body: JSON.stringify({ search: terms[i % terms.length] }),
});
await runLoad({ port, connections: conns, total: 500, maxSeconds: 10, requestFor });
const { latencies, seconds, failures } = await runLoad({ port, connections: conns, total, maxSeconds: 60, requestFor });
console.log(
  `profile search-suggest conns=${conns} requests=${latencies.length} rps=${Math.round(latencies.length / seconds)} failures=${failures}`,
);
child.kill('SIGTERM');
await exited;
