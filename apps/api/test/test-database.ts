import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

/** A fresh, migrated database for one test file, on the driver this project runs. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    return openDatabase({ poolSize: 4, pgliteDumpPath: inject('pgliteDumpPath') });
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    // A test's database lives for one file: its commits need not wait for the WAL to reach the
    // disk (a flush is milliseconds here, and a file commits thousands of times). Visibility,
    // locks and constraints, all the races prove, are the same.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
