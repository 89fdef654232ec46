// The shared part of the HTTP benchmarks (user list, approvals, order history, …): the served store-API on a
// port of its own, the percentile and the printed line, and the warm-up-then-measure loop per connection level
// with the load generator (load.ts). Not a test: CI never runs it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadRequest } from './load';

/** Where the served store-API keeps its data: PostgreSQL at `url`, else PGlite in `dataDir`. */
export interface BenchServerOptions {
  port: number;
  dataDir: string;
  url: string | undefined;
}

/**
 * Starts `cli serve` in production mode (PostgreSQL: STORE_API_WORKERS, default 2) and waits for its health
 * answer (at most a minute). Resolves the function that stops it. RATCHET_BENCH_PROFILE=<dir> starts the server
 * processes with `--cpu-prof` into that directory (a .cpuprofile per process, written when the bench stops them).
 */
export async function startBenchServer({ port, dataDir, url }: BenchServerOptions): Promise<() => void> {
  const profileDir = process.env.RATCHET_BENCH_PROFILE;
  const cli = fileURLToPath(new URL('../cli/index.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--conditions=@ratchet/source',
      '--import',
      'tsx',
      cli,
      'serve',
      '--port',
      String(port),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        RATCHET_DATA_DIR: dataDir,
        ...(url ? { DATABASE_URL: url, STORE_API_WORKERS: process.env.STORE_API_WORKERS ?? '2' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/store-api/_info/health`);
      if (response.ok) return () => child.kill('SIGTERM');
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** The p-th percentile (nearest rank) of ascending latencies; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Milliseconds as the bench lines print them. */
export const formatMs = (value: number) => value.toFixed(1);

/**
 * `p50=… p95=… p99=… <rateName>=… failures=…` of one measured run (latencies in ms, any order).
 */
export function latencySummary(
  latencies: readonly number[],
  seconds: number,
  failures: number,
  rateName = 'rps',
): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50=${formatMs(percentile(sorted, 50))} p95=${formatMs(percentile(sorted, 95))} p99=${formatMs(
    percentile(sorted, 99),
  )} ${rateName}=${Math.round(sorted.length / seconds)} failures=${failures}`;
}

/**
 * For each connection level: 200 warm-up requests (plans and caches as a running shop has them), then `total`
 * measured ones (at most 60 s), printing `bench <label(conns)> conns=<C> p50=… p95=… p99=… rps=… failures=…`.
 */
export async function measureConnectionLevels(options: {
  port: number;
  connectionLevels: readonly number[];
  total: number;
  requestFor: (i: number) => LoadRequest;
  label: string;
}): Promise<void> {
  const { port, total, requestFor } = options;
  for (const conns of options.connectionLevels) {
    await runLoad({ port, connections: conns, total: 200, requestFor });
    const result = await runLoad({ port, connections: conns, total, maxSeconds: 60, requestFor });
    console.log(
      `bench ${options.label} conns=${conns} ${latencySummary(result.latencies, result.seconds, result.failures)}`,
    );
  }
}
