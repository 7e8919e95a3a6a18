import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Executor } from './executor.js';
import { PipelinedClient } from './pipelined-client.js';
import * as schema from './schema.js';

/**
 * What domain code says about its statements, and nothing about how they reach the server:
 * `transaction` (these are atomic), `together` (these need none of each other's answers, so they
 * may travel together) and `lastWrite` (nothing follows this write, so the commit may travel
 * with it). The connection under a transaction is known only here, because this module checked
 * it out: Drizzle keeps its own to itself.
 */
const pools = new WeakMap<object, pg.Pool>();
const connections = new WeakMap<object, PipelinedClient>();
const bound = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();

/** Makes `db` (a pool's Drizzle database) one that `transaction` can open transactions on. */
export function registerPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * Runs `work` in a transaction: on the database, a new transaction on a connection of its pool;
 * inside a caller's transaction, a savepoint of it (Drizzle's nested transaction), where
 * `together` and `lastWrite` change nothing.
 *
 * A transaction PostgreSQL picks as a deadlock's victim is run again, whole, on a new connection
 * (at most DEADLOCK_ATTEMPTS times): PostgreSQL's own advice for deadlocks it cannot prevent. The
 * catalog's counts are rows many writers share (categories, filters, sizes), kept by triggers that
 * fire in one order per statement; a transaction of two statements (a product, then its variants)
 * takes them in another order than one statement does (a deactivation), and two such writers can
 * wait for each other. The work inside a transaction only reads and writes the database (calls to
 * providers are steps after the commit), so running it again is safe. A savepoint is not retried
 * by itself: its transaction is.
 */
export async function transaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) return db.transaction(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionOnce(pool, work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/** How many times a transaction is run when it keeps losing deadlocks. */
export const DEADLOCK_ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected, on the error or on what it wraps (Drizzle wraps pg's). */
function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

async function transactionOnce<T>(pool: pg.Pool, work: (tx: Executor) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    let onClient = bound.get(client);
    if (!onClient) {
      onClient = drizzle(client, { schema });
      bound.set(client, onClient);
    }
    return await onClient.transaction(async (tx) => {
      if (client instanceof PipelinedClient) connections.set(tx, client);
      return work(tx);
    });
  } finally {
    client.release();
  }
}

/**
 * Inside a transaction: statements none of which needs another's answer, run in this order and
 * answered each as if run one after another, but sent without waiting for each other's answers.
 */
export async function together<T extends readonly unknown[]>(
  tx: Executor,
  starts: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const client = connections.get(tx);
  const running: Promise<unknown>[] = [];
  client?.gather(true);
  try {
    await startInOrder(client, starts, running);
  } finally {
    client?.gather(false);
  }
  return (await Promise.all(running)) as unknown as T;
}

async function startInOrder(
  client: PipelinedClient | undefined,
  starts: readonly (() => Promise<unknown>)[],
  running: Promise<unknown>[],
): Promise<void> {
  for (const start of starts) {
    const arrived = client?.nextArrival();
    // Drizzle's queries are thenables that run again at each `then`: adopted once, they run once.
    const run = Promise.resolve(start());
    running.push(run);
    // The next one starts once this one has reached the connection (or failed before it).
    if (arrived)
      await Promise.race([
        arrived,
        run.then(
          () => {},
          () => {},
        ),
      ]);
  }
}

/**
 * Inside a transaction: `write` is its last statement, and the transaction's commit is sent with
 * it. Nothing may run in the transaction after it (it fails).
 */
export function lastWrite<T>(tx: Executor, write: () => Promise<T>): Promise<T> {
  connections.get(tx)?.commitWithNext();
  return write();
}
