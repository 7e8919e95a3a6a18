// Runs in a worker thread: PGlite executes every query on the thread that owns it, so the
// embedded database lives here and speaks the PostgreSQL wire protocol on a loopback port.
// The request thread then talks to it through the same `pg` pool it uses for a real server.
// Plain JavaScript so the worker starts the same under tsx, Vitest and node.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { serveWire } from './pglite-wire.mjs';

const { dataDir, loadDumpPath } = workerData;

try {
  // Tests start from a dump of an already migrated database: initdb alone takes seconds here.
  const loadDataDir = loadDumpPath ? new Blob([await readFile(loadDumpPath)]) : undefined;
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent }, loadDataDir });
  const server = await serveWire(db);
  parentPort.postMessage({ type: 'ready', address: server.address });

  parentPort.on('message', async (message) => {
    if (message?.type === 'dump') {
      const file = await db.dumpDataDir('none');
      const bytes = new Uint8Array(await file.arrayBuffer());
      parentPort.postMessage({ type: 'dump', bytes }, [bytes.buffer]);
      return;
    }
    if (message?.type !== 'close') return;
    try {
      await server.close();
      await db.close();
    } finally {
      parentPort.postMessage({ type: 'closed' });
    }
  });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
}
