// The journeys' shop: the release build, as production runs it. When TEST_DATABASE_URL names a
// PostgreSQL server (CI does), it runs on a new database of that server, dropped when it stops;
// otherwise on embedded PGlite in DATA_DIR, as `npm start` does. On the server the shop's
// queries run in PostgreSQL's own processes beside the Node process, where PGlite runs them on
// the Node process's one thread between the requests of every journey at once.
import { spawn } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL;
const database = serverUrl ? `bazar_e2e_${process.pid}_${Date.now()}` : undefined;

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
if (serverUrl && database) {
  // A throwaway database: a commit need not wait for its WAL to reach the disk.
  await onServer([
    `CREATE DATABASE "${database}"`,
    `ALTER DATABASE "${database}" SET synchronous_commit = off`,
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, ['apps/api/dist/server/index.js'], { env, stdio: 'inherit' });
// Playwright stops its web server with SIGTERM to the whole process group (gracefulShutdown in
// playwright.config.ts), as a terminal's Ctrl-C does with SIGINT: the shop gets it too, and this
// process stays to drop the database once the shop has exited.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
const code = await new Promise((resolve) =>
  child.once('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
);
if (serverUrl && database) await onServer([`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`]);
process.exit(code);
