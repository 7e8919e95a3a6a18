import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import type { Database, Executor } from '../src/db/client.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Executor;
  /** Which database this run uses, for test names. */
  kind: Database['kind'];
  close(): Promise<void>;
}

/** The real app on a fresh database of this project's driver; requests go through app.inject. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { database?: Database } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-api-test-'));
  // A database handed in (a private server a fault test restarts) stays the caller's to close.
  const database = options.database ?? (await openTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Tests change products straight in the database; catalog-cache.test.ts turns it on.
    CATALOG_CACHE_MS: '0',
    // Tests sign users in and then promote or expire them straight in the database;
    // session-cache.test.ts turns it on.
    SESSION_CACHE_MS: '0',
    // A shared, busy CI machine lags; lifecycle.test.ts turns load shedding on with its own threshold.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...overrides,
  });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    kind: database.kind,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
