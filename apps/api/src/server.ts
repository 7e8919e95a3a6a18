import path from 'node:path';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { withAdvisoryLock } from './platform/jobs/advisory-lock.js';
import { startMetricsServer } from './platform/metrics/metrics.js';

const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  poolSize: env.DB_POOL_SIZE,
});
const app = await buildApp({ env, database });
app.addHook('onClose', () => database.close());
// Instances started together on one database migrate and seed one after the other: the second
// finds the schema current and the catalog already there.
await withAdvisoryLock(database, 'startup', { wait: true }, () =>
  prepareDatabase(database, env, app.log, app.storage),
);
await app.listen({ port: env.PORT, host: env.HOST });
const metrics = env.METRICS_ENABLED
  ? await startMetricsServer(app, env.METRICS_HOST, env.METRICS_PORT)
  : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: cerrando el servidor`);
  // In-flight requests finish; a stuck one cannot hold the process forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    metrics?.close();
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
