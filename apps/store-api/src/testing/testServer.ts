import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createMovableClock, type MovableClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import type { ServerConfig } from '../platform/config';
import { openDatabase } from '../platform/db/db';
import type { Database } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { seedDatabase } from '../seed';
import { demoIds } from '../seed/demoCustomers';
import type { DemoUsername } from '../seed/demoCustomers';
import { demoAccessKey, fixedIds } from '../seed/ids';
import { newContextToken } from '../modules/context';
import { startHttpServer } from '../server';

/** The databases every server test file runs on: PGlite always, PostgreSQL when RATCHET_TEST_DATABASE_URL is set. */
export const testDatabases: Array<'pglite' | 'postgres'> = process.env.RATCHET_TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServerOptions {
  database: 'pglite' | 'postgres';
  /** Seed size; default 300 products with the demo customers. `products: 0` seeds reference data only. */
  seed?: { products?: number; demo?: boolean } | false;
  config?: Partial<ServerConfig>;
}

/** Options of one request through the test helpers. */
export interface TestRequest {
  /** Context token to send (default: the server's first token, kept across calls unless `token: null`). */
  token?: string | null;
  accessKey?: string | null;
  headers?: Record<string, string>;
  /** Raw body text (for malformed JSON tests); otherwise `body` is sent as JSON. */
  rawBody?: string;
  body?: unknown;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON (or null when the body is empty or not JSON). */
  json: T;
  token: string | null;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>/store-api` */
  baseURL: string;
  origin: string;
  db: Database;
  accessKey: string;
  /** Sends a request to `/store-api<path>` with the access key and (by default) the last context token. */
  request<T = unknown>(method: string, path: string, options?: TestRequest): Promise<TestResponse<T>>;
  get<T = unknown>(path: string, options?: TestRequest): Promise<TestResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: TestRequest): Promise<TestResponse<T>>;
  /** Logs a demo user in (ACCOUNT's `/account/login`) and returns the new token. */
  login(username: string, password?: string): Promise<string>;
  /** A context token logged in as a demo customer, written straight into the database (no login route). */
  contextFor(username: DemoUsername, languageId?: string): Promise<string>;
  /** The same for any customer id (generated users, users a test wrote). */
  contextForCustomer(customerId: string, languageId?: string): Promise<string>;
  /** The server's clock: move it for "next day" tests (issue 12) instead of the machine's. */
  clock: MovableClock;
  close(): Promise<void>;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.RATCHET_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('RATCHET_TEST_DATABASE_URL is not set');
  const name = `ratchet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database (PGlite in memory, or a new `ratchet_test_<random>` database on
 * RATCHET_TEST_DATABASE_URL, dropped at close), migrated and seeded (300 products and the demo
 * customers by default), served on a random loopback port.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const pgDatabase = options.database === 'postgres' ? await createPostgresDatabase() : null;
  const db = await openDatabase(pgDatabase ? { url: pgDatabase.url, poolSize: 10 } : { memory: true });
  const config = loadConfig({ nodeEnv: 'test', storefrontUrl: 'http://127.0.0.1:3000', ...options.config });
  try {
    await migrate(db);
    if (options.seed !== false) {
      await seedDatabase(db, {
        products: options.seed?.products ?? 300,
        demo: options.seed?.demo ?? true,
        storefrontUrl: config.storefrontUrl,
      });
    }
  } catch (error) {
    await db.close();
    await pgDatabase?.drop();
    throw error;
  }
  const serverConfig: ServerConfig = { ...config };
  const clock = createMovableClock();
  const server = await startHttpServer({ db, config: serverConfig, port: 0, clock });
  // Media URLs name the server that answers them (the configured default assumes port 8000): pages in the e2e
  // tests load the icons, banners and product images from it. The app reads the config per request.
  if (options.config?.publicUrl === undefined) Object.assign(serverConfig, { publicUrl: server.origin });
  const baseURL = `${server.origin}/store-api`;
  let lastToken: string | null = null;

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

  const contextForCustomer = async (customerId: string, languageId: string = fixedIds.languages['de-DE']) => {
    const token = newContextToken();
    await db.query(
      'INSERT INTO context (token, sales_channel_id, language_id, domain_id, customer_id) VALUES ($1, $2, $3, $4, $5)',
      [token, fixedIds.salesChannel, languageId, fixedIds.domains.deAt, customerId],
    );
    return token;
  };

  return {
    baseURL,
    origin: server.origin,
    db,
    accessKey: demoAccessKey,
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
    clock,
    async close() {
      await server.close();
      await db.close();
      await pgDatabase?.drop();
    },
  };
}
