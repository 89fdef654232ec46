/**
 * The demo stack the e2e project's global setup started (globalSetup.ts), as the e2e files use a stack of their own:
 * `storefrontUrl` and a `storeApi` with the test server's request helpers and `db.query` (through the setup's SQL
 * endpoint). Closing it is left to the global teardown. The files share its data: a test that changes shared state
 * (a password, a cart) puts it back, or uses data no other file reads.
 */
import { inject } from 'vitest';
import { demoAccessKey, fixedIds } from '@ratchet/store-api/src/seed/ids';
import { demoIds } from '@ratchet/store-api/src/seed/demoCustomers';
import { newContextToken } from '@ratchet/store-api/src/modules/context/middleware';
import type { TestRequest, TestResponse, TestServer } from '@ratchet/store-api/src/testing/testServer';
import type { Stack } from './stack';

/** The test server's helpers that work over HTTP, with the database reached through the SQL endpoint. */
export type SharedStoreApi = Omit<TestServer, 'db' | 'close' | 'clock'> & {
  db: { query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> };
  /** The store-API's clock (issue 12): move it for "next day" tests; reset it afterwards (the stack is shared). */
  clock: {
    advance(ms: number): Promise<void>;
    set(instant: Date): Promise<void>;
    reset(): Promise<void>;
  };
};

export type SharedStack = Omit<Stack, 'storeApi'> & { storeApi: SharedStoreApi };

function remoteStoreApi(baseURL: string, sqlUrl: string, clockUrl: string): SharedStoreApi {
  let lastToken: string | null = null;
  // The same requests as the store-API test server's helpers (src/testing/testServer.ts).
  const request = async <T>(method: string, path: string, req: TestRequest = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    const accessKey = req.accessKey === undefined ? demoAccessKey : req.accessKey;
    if (accessKey !== null) headers['sw-access-key'] = accessKey;
    const token = req.token === undefined ? lastToken : req.token;
    if (token) headers['sw-context-token'] = token;
    let body: string | undefined;
    if (req.rawBody !== undefined) body = req.rawBody;
    else if (req.body !== undefined) body = JSON.stringify(req.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(baseURL + path, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    const answered = response.headers.get('sw-context-token');
    if (answered && req.token === undefined) lastToken = answered;
    return { status: response.status, headers: response.headers, json: json as T, token: answered };
  };
  const db: SharedStoreApi['db'] = {
    async query<Row>(sql: string, params?: unknown[]) {
      const response = await fetch(sqlUrl, { method: 'POST', body: JSON.stringify({ sql, params }) });
      if (!response.ok) throw new Error(`SQL failed: ${await response.text()}\n${sql}`);
      // eslint-disable-next-line no-restricted-syntax -- the global setup's SQL endpoint answers rows, not the store-API
      return (await response.json()) as { rows: Row[] };
    },
  };
  const contextForCustomer = async (customerId: string, languageId: string = fixedIds.languages['de-DE']) => {
    const token = newContextToken();
    await db.query(
      'INSERT INTO context (token, sales_channel_id, language_id, domain_id, customer_id) VALUES ($1, $2, $3, $4, $5)',
      [token, fixedIds.salesChannel, languageId, fixedIds.domains.deAt, customerId],
    );
    return token;
  };
  const moveClock = async (change: { advanceMs?: number; set?: string; reset?: boolean }) => {
    const response = await fetch(clockUrl, { method: 'POST', body: JSON.stringify(change) });
    if (!response.ok) throw new Error(`clock failed: ${await response.text()}`);
  };
  return {
    baseURL,
    origin: new URL(baseURL).origin,
    clock: {
      advance: (ms) => moveClock({ advanceMs: ms }),
      set: (instant) => moveClock({ set: instant.toISOString() }),
      reset: () => moveClock({ reset: true }),
    },
    accessKey: demoAccessKey,
    db,
    request,
    get: (path, req) => request('GET', path, req),
    post: (path, body, req) => request('POST', path, { ...req, body }),
    async login(username, password = 'ratchet-demo') {
      const response = await request('POST', '/account/login', { body: { username, password }, token: null });
      if (response.status !== 200 || !response.token) {
        throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.json)}`);
      }
      return response.token;
    },
    contextFor: (username, languageId) => contextForCustomer(demoIds.customers[username], languageId),
    contextForCustomer,
  };
}

/** The shared demo stack (300 products, demo customers); `close()` leaves it to the global teardown. */
export function demoStack(): SharedStack {
  const shared = inject('demoStack');
  if (!shared) throw new Error('No shared demo stack: run the file in the e2e project (vitest.config.ts).');
  const { storefrontUrl, storeApiUrl, sqlUrl, clockUrl } = shared;
  return { storefrontUrl, storeApi: remoteStoreApi(storeApiUrl, sqlUrl, clockUrl), close: async () => {} };
}
