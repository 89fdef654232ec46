import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Clock } from './platform/clock';
import type { ServerConfig } from './platform/config';
import type { Database } from './platform/db/db';

/** A running HTTP server. */
export interface RunningServer {
  /** Origin, e.g. `http://127.0.0.1:8000` (the store-API is under `/store-api`). */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the store-API app over HTTP on the loopback (port 0 = a free port). */
export function startHttpServer(options: {
  db: Database;
  config: ServerConfig;
  port: number;
  hostname?: string;
  /** The server's clock (default: the machine's); tests pass a movable one. */
  clock?: Clock;
}): Promise<RunningServer> {
  const app = createApp({ db: options.db, config: options.config, ...(options.clock ? { clock: options.clock } : {}) });
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname }, (info: AddressInfo) => {
      resolve({
        origin: `http://${hostname}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
