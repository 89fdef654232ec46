/**
 * Global setup of the e2e project (vitest.config.ts): one demo stack — the store-API on an in-memory PGlite with the
 * demo seed, and the built storefront — for every e2e file that needs nothing special (`demoStack()` in
 * sharedStack.ts). Starting a stack costs about as much as a short test file, and CI runs many e2e files. The test
 * files run in workers, so the database reaches them through a loopback SQL endpoint of this process (test-only,
 * like the store-API test server's direct database access it replaces). Files that need another stack (maintenance,
 * other seed sizes) keep calling `startStack(...)`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import type { MovableClock } from '@ratchet/store-api/src/platform/clock';
import type { Database } from '@ratchet/store-api/src/platform/db/db';
import { startStack } from './stack';

/** What the e2e files learn of the shared stack (`inject('demoStack')`). */
export interface SharedStackInfo {
  storefrontUrl: string;
  /** `http://127.0.0.1:<port>/store-api` */
  storeApiUrl: string;
  /** The loopback SQL endpoint: POST `{ sql, params }` answers `{ rows }`. */
  sqlUrl: string;
  /**
   * The store-API's movable clock on the same endpoint (issue 12: "next day" tests move the server's clock, not the
   * machine's): POST `{ advanceMs }`, `{ set: iso }` or `{ reset: true }` answers `{ now }`.
   */
  clockUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when no file of the run uses it. */
    demoStack?: SharedStackInfo;
  }
}

/**
 * Serves `POST { sql, params }` → `{ rows }` (or 500 with the message) on a free loopback port, and on `/clock` the
 * store-API's clock (`{ advanceMs }` | `{ set }` | `{ reset }` → `{ now }`).
 */
async function startSqlEndpoint(db: Database, clock: MovableClock): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        if (request.url === '/clock') {
          const change = JSON.parse(body || '{}') as { advanceMs?: number; set?: string; reset?: boolean };
          if (change.reset) clock.reset();
          if (change.set) clock.set(new Date(change.set));
          if (change.advanceMs) clock.advance(change.advanceMs);
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: clock.now() }));
          return;
        }
        try {
          const { sql, params } = JSON.parse(body) as { sql: string; params?: unknown[] };
          const { rows } = await db.query(sql, params);
          // bigint columns (count(*) without a cast) have no JSON form: as text, like node-postgres answers int8.
          const json = JSON.stringify({ rows }, (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          );
          response.writeHead(200, { 'content-type': 'application/json' }).end(json);
        } catch (error) {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * True when a test file of this run uses the shared stack (imports sharedStack.ts, or calls `browserSession()` of
 * session.ts without a stack of its own), so running only files with stacks of their own (or one of them alone)
 * starts no demo stack. The CLI's file filters are an internal of Vitest: without them, all files.
 */
async function sharedStackWanted(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => /from '\.\/sharedStack'|browserSession\(\)/.test(readFileSync(file, 'utf8')));
}

export default async function setup(project: TestProject) {
  if (!(await sharedStackWanted(project))) return;
  const stack = await startStack();
  const sql = await startSqlEndpoint(stack.storeApi.db, stack.storeApi.clock);
  project.provide('demoStack', {
    storefrontUrl: stack.storefrontUrl,
    storeApiUrl: stack.storeApi.baseURL,
    sqlUrl: sql.url,
    clockUrl: `${sql.url}clock`,
  });
  return async () => {
    await sql.close();
    await stack.close();
  };
}
