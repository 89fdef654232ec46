/**
 * Starts the real store-API (fresh in-memory PGlite with the demo seed) and the built storefront for the
 * end-to-end tests and the performance script. Both listen on loopback ports only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from '@ratchet/store-api/src/testing/testServer';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** A free loopback port in [from, to] (the storefront's port range 3100–3149 by default). */
export async function freePort(from = 3100, to = 3149): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The storefront exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The storefront did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

export interface Stack {
  storeApi: TestServer;
  /** `http://127.0.0.1:<port>` of the storefront. */
  storefrontUrl: string;
  close(): Promise<void>;
}

/** The port was taken by another process between the check and the storefront's listen. */
class PortTakenError extends Error {}

type StackOptions = { products?: number; demo?: boolean; maintenance?: boolean };

/**
 * Starts both servers; the storefront must have been built (`react-router build`). Several e2e runs may share a
 * machine: when another process takes the free port before the storefront listens, the storefront exits and the
 * tests would talk to that other server, so the stack starts again on another port.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 5) throw error;
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
  const port = await freePort();
  const storefrontUrl = `http://127.0.0.1:${port}`;
  const storeApi = await startTestServer({
    database: 'pglite',
    seed: { products: options.products ?? 300, demo: options.demo ?? true },
    config: { storefrontUrl, ...(options.maintenance ? { maintenance: true } : {}) },
  });
  let output = '';
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/@react-router/serve/bin.cjs', import.meta.url)),
      `${process.env.STOREFRONT_BUILD_DIR ?? './build'}/server/index.js`,
    ],
    {
      cwd: appRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        STORE_API_URL: storeApi.baseURL,
        // Enables the storefront's test-only fault routes (app/routes/testFaults.tsx).
        RATCHET_STOREFRONT_TEST_FAULTS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // react-router-serve prints its address once *this* process listens; an HTTP answer alone could come from
  // another server on the same port.
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[react-router-serve]')) resolve();
    });
    child.once('exit', (code) =>
      reject(
        output.includes('EADDRINUSE')
          ? new PortTakenError(`port ${port} was taken`)
          : new Error(`The storefront exited with ${code}:\n${output}`),
      ),
    );
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await storeApi.close();
  };
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The storefront did not listen within 60 s:\n${output}`)), 60_000);
    });
    await Promise.race([listening, timeout]).finally(() => clearTimeout(timer));
    await waitForHttp(`${storefrontUrl}/de-at`, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { storeApi, storefrontUrl, close };
}
