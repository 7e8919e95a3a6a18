import type { Server } from 'node:http';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Env, loadEnv } from './config/env.js';
import {
  checkDataDir,
  describeStartupError,
  MIN_FREE_BYTES_EMBEDDED,
  MIN_FREE_BYTES_SERVER,
  within,
} from './config/startup-checks.js';
import { type Database, openDatabase } from './db/client.js';
import { withAdvisoryLock } from './platform/jobs/advisory-lock.js';
import { startMetricsServer } from './platform/metrics/metrics.js';
import { prepareDatabase } from './prepare.js';

/** Longer than any migration or demo seed takes here, short enough that a stuck start is reported. */
const PREPARE_TIMEOUT_MS = 180_000;
/** SIGTERM to exit: drain, then in-flight requests finish; a stuck one cannot hold the process. */
const SHUTDOWN_LIMIT_MS = 9_000;

let env: Env | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;
// Closed by the shutdown below: a hook added after listen() would throw.
let metrics: Server | undefined;

/**
 * The app first (its onClose hooks stop the outbox worker and the jobs, which wait for a round in
 * progress), the database's pool last: closed earlier, a worker's last round would fail on it.
 */
async function closeAll(): Promise<void> {
  try {
    await app?.close();
  } finally {
    await database?.close();
  }
}

try {
  env = loadEnv();
  const started = env;
  checkDataDir(env.dataDir, env.DATABASE_URL ? MIN_FREE_BYTES_SERVER : MIN_FREE_BYTES_EMBEDDED);
  database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    poolSize: env.DB_POOL_SIZE,
    readUrls: env.DATABASE_READ_URLS,
    readMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
  });
  const opened = database;
  app = await buildApp({ env, database });
  const server = app;
  // Instances started together on one database migrate and seed one after the other: the second
  // finds the schema current and the catalog already there.
  await within(
    withAdvisoryLock(opened, 'startup', { wait: true }, () =>
      prepareDatabase(opened, started, server.log, server.storage),
    ),
    PREPARE_TIMEOUT_MS,
    'La base de datos no terminó de prepararse a tiempo (migraciones y datos de demostración).',
  );
  await app.listen({ port: started.PORT, host: started.HOST });
  if (started.METRICS_ENABLED) {
    metrics = await startMetricsServer(app, started.METRICS_HOST, started.METRICS_PORT, {
      production: started.NODE_ENV === 'production',
    });
  }
} catch (error) {
  process.stderr.write(`\nBazar no pudo iniciar.\n${describeStartupError(error, env?.DATABASE_URL)}\n\n`);
  if (env?.LOG_LEVEL === 'debug' || env?.LOG_LEVEL === 'trace') console.error(error);
  metrics?.close();
  await Promise.race([
    closeAll().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ]);
  process.exit(1);
}

const server = app;
const drainMs = env.SHUTDOWN_DRAIN_MS;
// On SIGTERM/SIGINT: readiness turns 503 and every response closes its keep-alive connection, so
// clients move on without racing a socket being closed; then the listener closes and requests
// in flight finish. A second signal, or the time limit, ends the process at once.
closeWithGrace({ delay: SHUTDOWN_LIMIT_MS, logger: server.log }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'error fatal: cerrando el servidor');
  else server.log.info(`${signal}: cerrando el servidor`);
  server.lifecycle.startDraining();
  metrics?.close();
  if (!err && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await closeAll();
});
