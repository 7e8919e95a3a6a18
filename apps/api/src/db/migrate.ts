import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending migrations in code (drizzle-kit migrate cannot load PGlite's extensions). */
export async function runMigrations(db: Database['db']): Promise<void> {
  await migrate(db, { migrationsFolder });
}
