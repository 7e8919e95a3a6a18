import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkedRows, type Database, type Executor } from '../../db/client.js';

/** Something a committed transaction promised to do afterwards. */
export interface OutboxItem {
  kind: string;
  payload: unknown;
}

const claimedRow = z.strictObject({
  id: z.number(),
  kind: z.string(),
  payload: z.unknown(),
  attempts: z.number(),
});
type ClaimedRow = z.infer<typeof claimedRow>;

export type OutboxHandler = (payload: never) => Promise<void> | void;

export interface OutboxOptions {
  /** How often an idle worker looks for due rows (other instances' rows, retries). */
  pollMs: number;
  /** How long a claimed row is a worker's: past it, another worker takes the row (the first died). */
  leaseMs: number;
  /** Rows claimed per round. */
  batch?: number;
  /**
   * Failed deliveries after which a row gives up: it is marked dead (kept with its attempts and
   * last error, never claimed again) until an administrator revives it. Without it a failing row
   * is retried for ever.
   */
  maxAttempts?: number;
}

/**
 * One more row whose payload a query builds, from rows the caller's transaction wrote just before
 * (`payload` is `<jsonb expression> FROM …`): the caller queues it without waiting for them.
 */
export interface DerivedOutboxItem {
  kind: string;
  payload: SQL;
}

/**
 * Queues these items (and the derived one) in the caller's transaction, in one statement: they are
 * delivered once it commits.
 */
export async function enqueue(ex: Executor, items: OutboxItem[], derived?: DerivedOutboxItem): Promise<void> {
  if (items.length === 0 && !derived) return;
  const listed = sql`SELECT * FROM unnest(${sql.param(items.map((i) => i.kind))}::varchar[],
                                          ${sql.param(items.map((i) => JSON.stringify(i.payload)))}::jsonb[])`;
  await ex.execute(
    derived
      ? sql`INSERT INTO outbox (kind, payload) ${listed} UNION ALL SELECT ${derived.kind}::varchar, ${derived.payload}`
      : sql`INSERT INTO outbox (kind, payload) ${listed}`,
  );
}

/**
 * Outbox rows from a query (`rows` is `SELECT kind, payload FROM …`), as the last part of a
 * caller's statement: a CTE that writes rows and queues work for exactly the rows it wrote.
 */
export const enqueueRows = (rows: SQL): SQL => sql`INSERT INTO outbox (kind, payload) ${rows}`;

const pendingRow = z.strictObject({ pending: z.number() });

/** Rows still to deliver, dead ones included (the benchmarks wait for it to reach zero). */
export async function countPending(database: Database): Promise<number> {
  const [row] = await database.rows(pendingRow, sql`SELECT count(*)::int AS pending FROM outbox`);
  return row?.pending ?? 0;
}

/** What the back office may show of a kind's payload (a recipient, an invoice number), never its secrets. */
export type OutboxSummary = (payload: never) => string | null;

/**
 * The rows a worker may claim now, the longest due first: neither leased nor dead. It reads
 * `outbox_due_idx`, whose partial predicate (dead_at IS NULL) this WHERE repeats, so the dead
 * rows are not even in the index the claim walks (outbox.test.ts checks the plan).
 */
export const claimableRows = (batch: number): SQL =>
  sql`SELECT id FROM outbox
      WHERE run_at <= now() AND dead_at IS NULL AND (locked_until IS NULL OR locked_until < now())
      ORDER BY run_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED`;

/** Retry delay after `attempts` failures: 2 s, 4 s, 8 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(attempts, 1), 600_000);

/**
 * Delivers outbox rows: claims due rows with FOR UPDATE SKIP LOCKED and a lease (so several
 * instances never take the same row, and a row whose worker died is taken again once its lease
 * passes), runs each kind's handler, deletes the rows done and reschedules the failed ones with
 * backoff, or marks them dead once they have failed `maxAttempts` times. The claim is one short
 * statement, never a transaction held open during delivery: PGlite has one connection for
 * everybody. Delivery is at least once; a row is lost only if its handler succeeds and the
 * process dies before the DELETE, which delivers it once more.
 */
export function createOutboxWorker(
  ex: Executor,
  log: FastifyBaseLogger,
  handlers: Map<string, OutboxHandler>,
  options: OutboxOptions,
) {
  const batch = options.batch ?? 50;
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function claim(): Promise<ClaimedRow[]> {
    return checkedRows(
      ex,
      claimedRow,
      sql`UPDATE outbox o SET locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}::float8),
            attempts = o.attempts + 1
          FROM (${claimableRows(batch)}) due
          WHERE o.id = due.id
          RETURNING o.id, o.kind, o.payload, o.attempts`,
    );
  }

  /** Delivers one row: true when done, false when rescheduled with backoff or given up (dead). */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    const handler = handlers.get(row.kind);
    try {
      if (!handler) throw new Error(`no outbox handler for ${row.kind}`);
      await handler(row.payload as never);
      return true;
    } catch (error) {
      // The claim counted this attempt: the last one allowed makes the row dead, and an
      // operator hears of it once, not at every retry.
      const dead = row.attempts >= maxAttempts;
      const details = { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts };
      if (dead) log.error(details, 'mensaje no entregado: sin más reintentos, queda para el administrador');
      else log.warn(details, 'entrega pendiente');
      await ex.execute(sql`UPDATE outbox SET locked_until = NULL, last_error = ${String(error)},
          run_at = now() + make_interval(secs => ${backoffMs(row.attempts) / 1000}::float8),
          dead_at = CASE WHEN ${dead}::boolean THEN now() END
        WHERE id = ${row.id}`);
      return false;
    }
  }

  /**
   * One claimed batch, its rows delivered side by side: one after another, a busy server's
   * event loop gave the worker one turn in many and the rows piled up faster than they went.
   */
  async function round(): Promise<number> {
    const rows = await claim();
    const delivered = await Promise.all(rows.map(deliver));
    const done = rows.filter((_, index) => delivered[index]).map((row) => row.id);
    if (done.length > 0)
      await ex.execute(sql`DELETE FROM outbox WHERE id = ANY(${sql.param(done)}::bigint[])`);
    return rows.length;
  }

  /** Runs rounds until nothing is due; concurrent calls share the run (and ask for one more). */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let delivered = 0;
      try {
        do {
          again = false;
          const claimed = await round();
          delivered += claimed;
          if (claimed === batch) again = true;
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'outbox: ronda fallida');
      } finally {
        running = undefined;
      }
      return delivered;
    })();
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void runOnce().finally(() => schedule(options.pollMs));
    }, ms);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** Something was just committed: deliver it now rather than at the next poll. */
    kick() {
      if (!stopped) setImmediate(() => void runOnce());
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /**
       * Registers what delivering a kind means (a module's own kinds, at registration) and,
       * optionally, the short text the back office shows of an undelivered row of it.
       */
      handle<T>(
        kind: string,
        handler: (payload: T) => Promise<void> | void,
        options?: { summary?: (payload: T) => string | null },
      ): void;
      /** The registered summary of a row's payload; null when its kind declares none (or it fails). */
      summaryOf(kind: string, payload: unknown): string | null;
      worker: OutboxWorker;
    };
  }
}

/** The app's outbox worker, started when the server is ready (unless OUTBOX_WORKER=false). */
export function registerOutbox(app: FastifyInstance): void {
  const handlers = new Map<string, OutboxHandler>();
  const summaries = new Map<string, OutboxSummary>();
  const worker = createOutboxWorker(app.db, app.log, handlers, {
    pollMs: app.env.OUTBOX_POLL_MS,
    leaseMs: 60_000,
    maxAttempts: app.env.OUTBOX_MAX_ATTEMPTS,
  });
  app.decorate('outbox', {
    handle(kind, handler, options) {
      handlers.set(kind, handler as OutboxHandler);
      if (options?.summary) summaries.set(kind, options.summary as OutboxSummary);
    },
    summaryOf(kind, payload) {
      try {
        return summaries.get(kind)?.(payload as never) ?? null;
      } catch {
        // A payload of an older shape must not break the back office's list.
        return null;
      }
    },
    worker,
  });
  app.addHook('onReady', async () => {
    if (app.env.OUTBOX_WORKER) worker.start();
  });
  app.addHook('onClose', async () => worker.stop());
}
