// CPU profile of the server under typeahead load (issue 3 Performance profiling aid): starts one
// server process with --cpu-prof (PROFILE_DIR, default .data/profiles) on an already seeded
// database (DATABASE_URL, or the bench's PGlite directory), runs REQUESTS search-suggest requests
// over CONNS keep-alive connections and stops the server, which writes its .cpuprofile.
// With PROFILE_DIR=off it does not profile; TWO_CALLS=1 measures the context and the typeahead as
// two database calls (the path before migration 0006). SCENARIO=search loads the search page instead (the bench's
// `search` line: the storefront's first page for a term, with its includes); SCENARIO=approvals the approvals
// list's eight request bodies in rotation as the demo company's approver (bench_approvals, seeded by approvals.ts);
// SCENARIO=article-links the article-link list's search mix (MIX=pages: its pages) as the bench company's manager
// (bench_links, seeded by articleLinks.ts).
// It prints the rate and the CPU per request of the server process and (PostgreSQL on this machine) the database backends, read from /proc. Not a test.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../platform/db/db';
import { demoAccessKey } from '../seed/ids';
import { runLoad, type LoadRequest } from './load';
import { articleLinkManagerToken, articleLinkMixes } from './articleLinkBodies';
import { approvalListBodies, approverToken } from './approvalBodies';
import { benchTerms } from './terms';
import { initialListingState, listingRequestBody } from '@ratchet/store-api-contract/rules';

const port = Number(process.env.RATCHET_BENCH_PORT ?? 8102);
const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.RATCHET_BENCH_DATA_DIR ?? '.data/bench-pglite';
const conns = Number(process.env.CONNS ?? 10);
const total = Number(process.env.REQUESTS ?? 4000);
const profileDir = process.env.PROFILE_DIR ?? '.data/profiles';
const scenario =
  process.env.SCENARIO === 'search' || process.env.SCENARIO === 'approvals' || process.env.SCENARIO === 'article-links'
    ? process.env.SCENARIO
    : 'search-suggest';
const articleLinkQueries = articleLinkMixes[process.env.MIX === 'pages' ? 'pages' : 'search'];

const db = await openDatabase(url ? { url } : { dataDir });
const channel = await db.query<{ language_id: string }>('SELECT language_id FROM sales_channel WHERE access_key = $1', [
  demoAccessKey,
]);
const languageId = channel.rows[0]?.language_id ?? '';
const terms = scenario === 'approvals' || scenario === 'article-links' ? [] : await benchTerms(db, languageId);
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
// The approvals list is asked by the approver whose context the approvals bench wrote.
if (scenario === 'approvals') token = approverToken;
if (scenario === 'article-links') token = articleLinkManagerToken;
const requestFor = (i: number): LoadRequest =>
  scenario === 'article-links'
    ? {
        method: 'GET',
        path: `/store-api/ratchet/article-links?${articleLinkQueries[i % articleLinkQueries.length] ?? ''}`,
        headers: { 'sw-access-key': demoAccessKey, 'sw-context-token': token },
      }
    : {
        method: 'POST',
        path: scenario === 'approvals' ? '/store-api/ratchet/order/approvals' : `/store-api/${scenario}`,
        headers: {
          'sw-access-key': demoAccessKey,
          'sw-context-token': token,
          'content-type': 'application/json',
          // TWO_CALLS=1: a language header equal to the context's keeps the context query apart (two round trips).
          ...(process.env.TWO_CALLS === '1' ? { 'sw-language-id': languageId } : {}),
        },
        body:
          scenario === 'approvals'
            ? (approvalListBodies[i % approvalListBodies.length] ?? '{}')
            : JSON.stringify(
                scenario === 'search'
                  ? { ...listingRequestBody(initialListingState), search: terms[i % terms.length] }
                  : { search: terms[i % terms.length] },
              ),
      };
/** CPU seconds (user + system) a process has used, 0 when it is gone or not readable. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const monitor = url ? await openDatabase({ url, poolSize: 1 }) : null;
/** The local TCP ports of the server process's sockets (/proc: its socket inodes, matched in /proc/net/tcp{,6}). */
function serverPorts(pid: number): Set<number> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = (() => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })();
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  } catch {
    return new Set();
  }
  const ports = new Set<number>();
  for (const table of [`/proc/${pid}/net/tcp`, `/proc/${pid}/net/tcp6`]) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[9] && inodes.has(fields[9])) ports.add(Number.parseInt(fields[1]?.split(':')[1] ?? '0', 16));
    }
  }
  return ports;
}
/** The PostgreSQL backends serving the server process (not colleagues' sessions on the same cluster). */
async function backendPids(): Promise<number[]> {
  if (!monitor) return [];
  const ports = serverPorts(child.pid ?? 0);
  const { rows } = await monitor.query<{ pid: number; client_port: number | null }>(
    "SELECT pid, client_port FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  return rows.filter((row) => row.client_port !== null && ports.has(row.client_port)).map((row) => row.pid);
}
await runLoad({ port, connections: conns, total: 500, maxSeconds: 10, requestFor });
const backends = await backendPids();
const cpu = () => ({
  server: cpuSeconds(child.pid ?? 0),
  database: backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
});
const before = cpu();
const { latencies, seconds, failures } = await runLoad({ port, connections: conns, total, maxSeconds: 60, requestFor });
const after = cpu();
await monitor?.close();
const perRequest = (key: 'server' | 'database') =>
  (((after[key] - before[key]) * 1000) / Math.max(1, latencies.length)).toFixed(2);
console.log(
  `profile ${scenario} conns=${conns} requests=${latencies.length} rps=${Math.round(latencies.length / seconds)} failures=${failures} cpu-ms-per-request server=${perRequest('server')} database=${perRequest('database')} backends=${backends.length}`,
);
child.kill('SIGTERM');
await exited;
