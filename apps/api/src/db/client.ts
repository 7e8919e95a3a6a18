import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { z } from 'zod';
import type { Executor } from './executor.js';
import { PipelinedClient } from './pipelined-client.js';
import * as schema from './schema.js';
import { Standbys } from './standbys.js';
import { registerPool } from './transaction.js';

export type { Executor } from './executor.js';

/**
 * For the rest of the caller's transaction, each named statement runs its generic plan (planned
 * once per connection) instead of being planned again for its values. For a transaction of key
 * lookups and writes whose parameters are arrays (a purchase's lines): PostgreSQL keeps custom
 * plans for those, because the generic plan guesses 100 elements where a custom one counts them,
 * and re-planning the sale's statement cost more than running it. It is written ahead of the
 * transaction's first statement (PipelinedClient), so it takes no round trip.
 */
export async function planOncePerStatement(tx: Executor): Promise<void> {
  await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
}

export interface Database {
  /** The pool's own executor (migrations need this concrete type; everything else takes an Executor). */
  db: NodePgDatabase<typeof schema>;
  pool: pg.Pool;
  /** How the pool connects: for a connection of its own, outside the pool (a session lock). */
  connection: pg.ClientConfig;
  /** 'pglite' when embedded, 'postgres' when DATABASE_URL points at a server. */
  kind: 'pglite' | 'postgres';
  /** The embedded database's files as a tarball (tests snapshot a migrated database). */
  dumpEmbedded?: () => Promise<Uint8Array>;
  /**
   * Runs a read on the hot path as a named statement, so its plan is reused (PostgreSQL may
   * settle on a generic plan, blind to the values, after five runs). `{ replan: true }` plans it
   * with the actual values on every call instead: for a statement whose best plan depends on
   * them, e.g. a LIKE pattern that matches ten rows or all of them. Each row is checked against
   * `row` (a zod schema defined once, at module level), as checkedRows does.
   */
  rows<T extends z.ZodType>(row: T, query: SQL, options?: { replan?: boolean }): Promise<z.output<T>[]>;
  /**
   * The database a public catalog read may use (decision record 0038): with standbys
   * (DATABASE_READ_URLS), one whose `rows()` run on a standby that serves and has replayed
   * `needs` (the reader's own last write), else on the primary; its `db`, `pool` and transactions
   * are always the primary's. Without standbys, this very database. A route opts in by asking
   * for it (platform/standby-reads.ts: `readsOf(request)`); everything else reads the primary.
   */
  reads(needs?: bigint): Database;
  /** Set on a database handed out by `reads()` with standbys: how recent what it reads is at least. */
  position?: ReadPosition;
  /** The standbys' pools and health, with DATABASE_READ_URLS. */
  standbys?: Standbys;
  close(): Promise<void>;
}

/** What a read through `reads()` must see (`needs`) and is known to see at least (`at`), as WAL positions. */
export interface ReadPosition {
  needs: bigint;
  at: bigint;
}

const dialect = new PgDialect();

/** How long a request may wait for a database connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * A server restart or failover cuts connections: idle ones (the pool emits 'error') and checked-out
 * ones, mid-query or mid-transaction (the client itself emits 'error'). An 'error' event with no
 * listener ends the process, so both are listened to. The query in flight still fails (and is
 * answered 503), the broken client is dropped on release, and the next query opens a new one.
 */
function keepConnectionErrorsFromCrashing(pool: pg.Pool) {
  const report = (error: Error) => process.emitWarning(`database connection closed: ${error.message}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
}

/**
 * Hot-path reads on a connection of the pool (named statements: see PipelinedClient). `replan`
 * plans the statement with its actual values on every call instead: for a statement whose best
 * plan depends on them, e.g. a LIKE pattern that matches ten rows or all of them. Also runs on
 * one checked-out connection (tests that read that connection's prepared statements).
 */
export function rowsRunner(pool: pg.Pool | pg.PoolClient): Database['rows'] {
  return async <T extends z.ZodType>(
    row: T,
    query: SQL,
    options?: { replan?: boolean },
  ): Promise<z.output<T>[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query({ text, values: params, ...(options?.replan ? { name: '' } : {}) });
    return result.rows.map((r: unknown) => row.parse(r));
  };
}

// bigint columns hold cents and counts that fit a JS number; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The pool's Drizzle database, on which `transaction` (transaction.ts) opens its transactions. */
function poolDatabase(pool: pg.Pool): NodePgDatabase<typeof schema> {
  const db = drizzle(pool, { schema });
  registerPool(db, pool);
  return db;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent an embedded PGlite database is started. */
  url?: string | undefined;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** Start the in-memory PGlite from this dump (dumpEmbedded) instead of an empty cluster. */
  pgliteDumpPath?: string | undefined;
  /** Connections to a server (the embedded database always uses one), and to each standby. */
  poolSize: number;
  /** Standbys of that server (DATABASE_READ_URLS) for the public catalog's reads. */
  readUrls?: readonly string[] | undefined;
  /** A standby further behind than this (ms) serves no reads (DATABASE_READ_MAX_LAG_MS). */
  readMaxLagMs?: number | undefined;
}

/**
 * The primary's `reads()`: with standbys, a copy of the database whose `rows()` go to the
 * standby chosen for this read (the primary when none has replayed `needs`), and which says how
 * recent it is (`position`) so a shared cache never hands the reader something older.
 */
function readsThrough(primary: Database, standbys: Standbys): Database['reads'] {
  return (needs = 0n) => {
    const chosen = standbys.choose(needs);
    // On the primary a read sees at least what it had at the last check. Not `needs`: that comes
    // from the reader's cookie, and a forged one must not mark a value newer than it is.
    if (!chosen) return { ...primary, position: { needs, at: standbys.primaryAt } };
    return {
      ...primary,
      rows: standbys.rowsOn(chosen.index, primary.rows),
      position: { needs, at: chosen.replayed },
    };
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const readUrls = options.readUrls ?? [];
  if (readUrls.length > 0 && !options.url)
    throw new Error('DATABASE_READ_URLS necesita DATABASE_URL: la base embebida (PGlite) no tiene réplicas');
  if (options.url) {
    // JIT compiling pays off for long analytical queries; for this shop's short reads its ~200 ms
    // compile time (triggered by cost estimates, not run time) only adds latency. Parallel
    // workers likewise: starting two processes for a read of a few hundred rows cost more than
    // the read (the whole catalog's filter counts: 334 → 751 req/s without them, decision 0011).
    const connection: pg.ClientConfig = {
      connectionString: options.url,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
      // With the server unreachable a request fails in seconds (503) instead of waiting forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    };
    const pool = new pg.Pool({ ...connection, Client: PipelinedClient, max: options.poolSize });
    keepConnectionErrorsFromCrashing(pool);
    const database: Database = {
      db: poolDatabase(pool),
      pool,
      connection,
      kind: 'postgres',
      rows: rowsRunner(pool),
      reads: () => database,
      close: () => pool.end(),
    };
    if (readUrls.length === 0) return database;
    const standbys = new Standbys(
      readUrls,
      pool,
      options.readMaxLagMs ?? 2000,
      (config) => {
        const standbyPool = new pg.Pool({ ...config, Client: PipelinedClient, max: options.poolSize });
        keepConnectionErrorsFromCrashing(standbyPool);
        return standbyPool;
      },
      rowsRunner,
    );
    await standbys.start();
    database.standbys = standbys;
    database.reads = readsThrough(database, standbys);
    database.close = async () => {
      await standbys.close();
      await pool.end();
    };
    return database;
  }
  // PGlite is one backend session: connections multiplexed onto it can interleave one another's
  // unnamed statements and transactions (seen as "unnamed prepared statement does not exist"
  // under concurrent writes). One connection serialises them the way the database must anyway;
  // requests queue in the pool, never on the event loop.
  const embedded = await startEmbeddedServer(options.pgliteDir, options.pgliteDumpPath);
  const connection: pg.ClientConfig = {
    host: embedded.host,
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
  };
  const pool = new pg.Pool({ ...connection, Client: PipelinedClient, max: 1 });
  // One backend session outlives every connection (a dropped socket, the pool's idle timeout):
  // a new connection first drops what its predecessor prepared, or its own Parse of the same
  // name would fail. Written first, it runs before anything the connection is handed out for.
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch((error: Error) => process.emitWarning(error.message));
  });
  keepConnectionErrorsFromCrashing(pool);
  const database: Database = {
    db: poolDatabase(pool),
    pool,
    connection,
    kind: 'pglite',
    dumpEmbedded: embedded.dump,
    rows: rowsRunner(pool),
    reads: () => database,
    close: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
  return database;
}

interface EmbeddedServer {
  host: string;
  port: number;
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

const EMBEDDED_START_TIMEOUT_MS = 120_000;

/** Starts PGlite in a worker thread (see pglite-server.mjs) and waits for its port. */
async function startEmbeddedServer(
  dir: string | undefined,
  loadDumpPath: string | undefined,
): Promise<EmbeddedServer> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const worker = new Worker(new URL('./pglite-server.mjs', import.meta.url), {
    workerData: { dataDir: dir, loadDumpPath },
  });
  const address = await new Promise<string>((resolve, reject) => {
    // A start that never reports (a stuck file system) must not hang the server silently.
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`la base embebida no arrancó en ${EMBEDDED_START_TIMEOUT_MS / 1000} s`));
    }, EMBEDDED_START_TIMEOUT_MS);
    timer.unref();
    worker.once('message', () => clearTimeout(timer));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
    worker.once('message', (message: { type: string; address?: string; message?: string }) => {
      if (message.type === 'ready' && message.address) resolve(message.address);
      else reject(new Error(`PGlite failed to start: ${message.message ?? 'unknown error'}`));
    });
  });
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  const [host = '127.0.0.1', port = '0'] = address.split(':');
  return {
    host,
    port: Number(port),
    dump: () =>
      new Promise<Uint8Array>((resolve) => {
        worker.once('message', (message: { bytes: Uint8Array }) => resolve(message.bytes));
        worker.postMessage({ type: 'dump' });
      }),
    stop: async () => {
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
      await worker.terminate();
    },
  };
}

/**
 * Rows of a tuned raw statement, checked against `row` (a zod schema) instead of cast: a column
 * renamed or retyped in the SQL fails here, loudly, rather than as an undefined further on.
 * Each row is parsed by the schema itself: wrapping it in `row.array()` would build a new schema
 * on every call, and some of these statements run on every checkout.
 */
export async function checkedRows<T extends z.ZodType>(
  ex: Executor,
  row: T,
  statement: SQL,
): Promise<z.output<T>[]> {
  const { rows } = await ex.execute(statement);
  return rows.map((r) => row.parse(r));
}

/** How many rows a raw INSERT, UPDATE or DELETE wrote (a conditional write that wrote none: 0). */
export async function affectedRows(ex: Executor, statement: SQL): Promise<number> {
  return (await ex.execute(statement)).rowCount ?? 0;
}
