import path from 'node:path';
import type { Env } from './config/env.js';
import type { Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { ensureAdmin } from './modules/accounts/index.js';
import type { FileStorage } from './platform/storage/storage.js';

/**
 * The demo seed, a module of its own outside the server's build (apps/api/seed). The same path
 * names it from here in the sources (src/prepare.ts → seed/index.ts, through tsx) and from the
 * release bundle (dist/server/index.js → dist/seed/index.js, built beside it).
 */
const DEMO_SEED = new URL('../seed/index.js', import.meta.url).href;

type DemoSeed = typeof import('../seed/index.js');

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Everything the database needs before the server takes requests: schema, admin, demo data. */
export async function prepareDatabase(
  database: Database,
  env: Env,
  log: Logger,
  storage?: FileStorage,
): Promise<void> {
  await runMigrations(database.db);
  const seed = env.SEED_DEMO ? ((await import(DEMO_SEED)) as DemoSeed) : undefined;
  if (seed && (await seed.isCatalogEmpty(database.db))) {
    const started = Date.now();
    const { products } = await seed.seedDemoCatalog(database.db, {
      uploadsDir: path.join(env.dataDir, 'uploads'),
      storage,
      log: (msg) => log.info(msg),
    });
    log.info(`Catálogo de demostración creado: ${products} productos en ${Date.now() - started} ms`);
  }
  await ensureAdmin(database.db, env, log);
}
