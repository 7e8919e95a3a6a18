import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and hands it to the test files as a starting point: a PGlite
 * dump (each file loads it into its own in-memory database) or, on a PostgreSQL server, a
 * template database (each file copies it). Everything is dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  // Runs in the main process, once per project: the project's env is not applied here.
  if (project.config.env.TEST_DB_DRIVER === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-test-'));
  const database = await openDatabase({ poolSize: 1 });
  try {
    await runMigrations(database.db);
    const bytes = await database.dumpEmbedded?.();
    if (!bytes) throw new Error('the embedded database cannot be dumped');
    const dumpPath = path.join(dir, 'migrated.tar');
    writeFileSync(dumpPath, bytes);
    project.provide('pgliteDumpPath', dumpPath);
    project.provide('postgresTemplate', '');
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const template = `bazar_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDatabase({ url: withDatabase(serverUrl, template), poolSize: 1 });
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template);
  project.provide('pgliteDumpPath', '');

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${template}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
