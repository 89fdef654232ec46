import cluster from 'node:cluster';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/db';
import type { Database } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { isSeeded, seedDatabase } from '../seed';
import { startHttpServer } from '../server';

const usage = `ratchet-store-api <command> [options]

Commands:
  seed [--products N] [--demo]   (re)seed the catalogue (default 3000 products; --demo adds demo customers)
  serve [--port P] [--maintenance] [--workers N]
                                 serve the store-API (default port STORE_API_PORT or 8000); on PostgreSQL
                                 --workers (or STORE_API_WORKERS) runs N processes on one port
  start-demo [--port P]          seed the demo data when the database is empty, then serve

Database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in RATCHET_DATA_DIR (default .data/pglite).`;

const demoProductCount = 3000;

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const db = await openDatabase(url ? { url } : { dataDir: process.env.RATCHET_DATA_DIR ?? '.data/pglite' });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`[store-api] migrations applied: ${applied.join(', ')}`);
  return db;
}

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    console.error(`--${name} must be a whole number, got "${value}"`);
    process.exit(2);
  }
  return parsed;
}

async function serve(db: Database, port: number, maintenance: boolean): Promise<void> {
  const config = loadConfig(maintenance ? { maintenance: true } : {});
  const server = await startHttpServer({ db, config, port, hostname: process.env.STORE_API_HOST ?? '127.0.0.1' });
  console.log(`[store-api] serving ${server.origin}/store-api (${db.kind})`);
  const stop = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      products: { type: 'string' },
      demo: { type: 'boolean', default: false },
      port: { type: 'string' },
      maintenance: { type: 'boolean', default: false },
      workers: { type: 'string' },
    },
    allowPositionals: false,
  });
  const port = positiveInt(values.port, 'port', Number(process.env.STORE_API_PORT ?? 8000));
  const storefrontUrl = loadConfig().storefrontUrl;
  switch (command) {
    case 'seed': {
      const products = positiveInt(values.products, 'products', demoProductCount);
      const db = await open();
      const started = Date.now();
      await seedDatabase(db, {
        products,
        demo: values.demo,
        storefrontUrl,
        onProgress: (message) => console.log(`[seed] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
      });
      console.log(`[seed] done: ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await db.close();
      return;
    }
    case 'serve': {
      const workers = positiveInt(values.workers ?? process.env.STORE_API_WORKERS, 'workers', 1);
      // Several processes only on PostgreSQL: a PGlite data directory belongs to one process.
      if (workers > 1 && process.env.DATABASE_URL) {
        if (cluster.isPrimary) {
          const db = await open();
          await db.close();
          for (let i = 0; i < workers; i++) cluster.fork();
          const stopAll = () => {
            for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
          };
          process.once('SIGINT', stopAll);
          process.once('SIGTERM', stopAll);
          return;
        }
        const db = await openDatabase({ url: process.env.DATABASE_URL });
        await serve(db, port, values.maintenance);
        return;
      }
      const db = await open();
      await serve(db, port, values.maintenance);
      return;
    }
    case 'start-demo': {
      const db = await open();
      if (!(await isSeeded(db))) {
        console.log('[store-api] empty database: seeding the demo data');
        await seedDatabase(db, { products: demoProductCount, demo: true, storefrontUrl });
      }
      await serve(db, port, values.maintenance);
      return;
    }
    default:
      console.log(usage);
      process.exit(command === undefined || command === 'help' || command === '--help' ? 0 : 2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('[store-api]', error instanceof Error ? error.message : error);
  process.exit(1);
});
