import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PrivatePostgres,
  spawnServer,
  startPrivatePostgres,
  waitForOk,
} from '../../test/private-servers.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

// A real server process (as `npm start` runs it) on port 31402, over a private PostgreSQL (31401).
const PORT = 31402;
let pg: PrivatePostgres;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-shutdown-'));

beforeAll(async () => {
  pg = await startPrivatePostgres(31401);
  const database = await openDatabase({ url: pg.url, poolSize: 1 });
  await runMigrations(database.db);
  await database.close();
}, 120_000);

afterAll(async () => {
  await pg?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  sentAt: number;
  status?: number;
  error?: string;
}

describe('SIGTERM under keep-alive load', () => {
  it('answers every request sent before the signal, closes keep-alive sockets cleanly and exits 0 by itself', async () => {
    const server = spawnServer({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      CATALOG_CACHE_MS: '0',
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForOk(`${base}/api/health`, 60_000);

    const outcomes: Outcome[] = [];
    let stop = false;
    // Twelve clients, each on its own keep-alive connection (fetch reuses sockets), back to back.
    const clients = Array.from({ length: 12 }, async () => {
      while (!stop) {
        const outcome: Outcome = { sentAt: Date.now() };
        outcomes.push(outcome);
        try {
          const response = await fetch(`${base}/api/products?q=mesa`);
          await response.arrayBuffer();
          outcome.status = response.status;
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcome.error = cause?.code ?? String(error);
          if (outcome.error === 'ECONNREFUSED') return; // the listener is closed: this client is done
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // It exits on its own after draining (the test's timeout is the only clock).
    const code = await server.exited;
    stop = true;
    await Promise.all(clients);

    const before = outcomes.filter((o) => o.sentAt < signalledAt);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    // After the signal: answered (200, or 503 once closing) or refused by a closed listener;
    // never a socket cut with a request on it.
    const after = outcomes.filter((o) => o.sentAt >= signalledAt);
    expect(after.filter((o) => o.error && o.error !== 'ECONNREFUSED')).toEqual([]);
    expect(after.filter((o) => o.status !== undefined && o.status !== 200 && o.status !== 503)).toEqual([]);
    expect(code).toBe(0);
  }, 90_000);
});
