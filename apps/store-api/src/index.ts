// @ratchet/store-api: the store-API server as a library (app, database, migrations, seed, test harness).
export { createApp } from './app';
export { loadConfig } from './config';
export type { ServerConfig } from './config';
export { openDatabase } from './data/db';
export type { Database, OpenDatabaseOptions, QueryResult } from './data/db';
export { migrate } from './data/migrate';
export { isSeeded, seedDatabase } from './seed';
export type { SeedOptions } from './seed';
export { demoAccessKey, fixedIds } from './seed/ids';
export { startHttpServer } from './server';
export type { RunningServer } from './server';
