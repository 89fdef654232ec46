// @ratchet/store-api: the store-API server as a library (app, database, migrations, seed, test harness).
export { createApp } from './app';
export { loadConfig } from './platform/config';
export type { ServerConfig } from './platform/config';
export { openDatabase } from './platform/db/db';
export type { Database, OpenDatabaseOptions, QueryResult } from './platform/db/db';
export { migrate } from './platform/db/migrate';
export { isSeeded, seedDatabase } from './seed';
export type { SeedOptions } from './seed';
export { demoAccessKey, fixedIds } from './seed/ids';
export { startHttpServer } from './server';
export type { RunningServer } from './server';
