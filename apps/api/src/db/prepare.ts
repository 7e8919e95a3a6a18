import path from 'node:path';
import type { Env } from '../config/env.js';
import { ensureAdmin } from '../modules/accounts/index.js';
import type { FileStorage } from '../platform/storage/storage.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { isCatalogEmpty, seedDemoCatalog } from './seed/demo-catalog.js';

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
  if (env.SEED_DEMO && (await isCatalogEmpty(database.db))) {
    const started = Date.now();
    const { products } = await seedDemoCatalog(database.db, {
      uploadsDir: path.join(env.dataDir, 'uploads'),
      storage,
      log: (msg) => log.info(msg),
    });
    log.info(`Catálogo de demostración creado: ${products} productos en ${Date.now() - started} ms`);
  }
  await ensureAdmin(database.db, env, log);
}
