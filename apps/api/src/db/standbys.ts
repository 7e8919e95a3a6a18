import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { dependencyFault } from '../platform/errors/dependency-errors.js';
import {
  chooseStandby,
  judgeStandby,
  keepSamples,
  lagMs,
  type PrimarySample,
  parseLsn,
  type StandbyProbe,
  type StandbyStatus,
  standbyName,
} from './standby-routing.js';

/** How often each instance asks its standbys (and the primary) where they stand. */
export const STANDBY_CHECK_EVERY_MS = 1000;
/** A check that does not answer in this time counts as a standby down. */
const PROBE_TIMEOUT_MS = 2000;
/**
 * A standby that does not accept a connection in this time is skipped: the primary is there to
 * serve the read, so waiting as long as for the primary (CONNECT_TIMEOUT_MS) would only be slower.
 */
const STANDBY_CONNECT_TIMEOUT_MS = 1000;

/** What /api/ready and the metrics say of one standby. */
export interface StandbyReport {
  /** Host, port and database: never the user or the password of its URL. */
  name: string;
  status: StandbyStatus;
  /** How old, at most, what it shows is (ms); null until the first check answered. */
  lagMs: number | null;
  /** Reads it served (since the process started), and reads that failed there and went to the primary. */
  reads: number;
  fellBack: number;
}

type Rows = <T extends z.ZodType>(
  row: T,
  query: SQL,
  options?: { replan?: boolean },
) => Promise<z.output<T>[]>;

interface Standby {
  name: string;
  pool: pg.Pool;
  rows: Rows;
  status: StandbyStatus;
  replayed: bigint | undefined;
  lagMs: number | null;
  reads: number;
  fellBack: number;
}

export type StandbyChange = { name: string; from: StandbyStatus; to: StandbyStatus; lagMs: number | null };

/**
 * A statement on a standby that is worth running again on the primary: the standby went away
 * (a connection fault), or it cancelled the read because replaying the primary's WAL needed what
 * the read held ('conflict with recovery', 40001). Any other error is the statement's own.
 */
export function standbyFault(error: unknown): 'down' | 'conflict' | undefined {
  if (dependencyFault(error) === 'database' || dependencyFault(error) === 'service') return 'down';
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; depth++) {
    if (e.code === '40001') return 'conflict';
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * The standbys of DATABASE_READ_URLS: a pool each, a health check every STANDBY_CHECK_EVERY_MS
 * that takes a standby out of rotation when it is down, lagging past `maxLagMs` or promoted and
 * puts it back when it is well again, and the choice of where a read goes (standby-routing.ts).
 */
export class Standbys {
  readonly #standbys: Standby[];
  #samples: PrimarySample[] = [];
  #turn = 0;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #listeners: ((change: StandbyChange) => void)[] = [];
  /** Reads that went to the primary because no standby had replayed the reader's write or served. */
  primaryReads = 0;

  constructor(
    urls: readonly string[],
    private readonly primary: pg.Pool,
    private readonly maxLagMs: number,
    makePool: (config: pg.PoolConfig) => pg.Pool,
    makeRows: (pool: pg.Pool) => Rows,
  ) {
    this.#standbys = urls.map((url) => {
      const pool = makePool({
        connectionString: url,
        options: '-c jit=off -c max_parallel_workers_per_gather=0',
        connectionTimeoutMillis: STANDBY_CONNECT_TIMEOUT_MS,
      });
      // Out of rotation until its first check answers: the primary serves meanwhile.
      return {
        name: standbyName(url),
        pool,
        rows: makeRows(pool),
        status: 'down' as StandbyStatus,
        replayed: undefined,
        lagMs: null,
        reads: 0,
        fellBack: 0,
      };
    });
  }

  /** Runs a first round of checks (so the standbys serve from the first request), then one every interval. */
  async start(): Promise<void> {
    await this.check();
    this.#timer = setInterval(() => void this.check(), STANDBY_CHECK_EVERY_MS);
    this.#timer.unref();
  }

  /** Told of every change of a standby's status (the app logs them). */
  onChange(listener: (change: StandbyChange) => void): void {
    this.#listeners.push(listener);
  }

  /** One round: the primary's WAL position, then each standby's; overlapping rounds are not started. */
  check(): Promise<void> {
    this.#round ??= this.#check().finally(() => {
      this.#round = undefined;
    });
    return this.#round;
  }

  async #check(): Promise<void> {
    const now = Date.now();
    const primaryAt = await this.#ask(this.primary, 'SELECT pg_current_wal_lsn()::text AS lsn').then(
      (row) => parseLsn(row?.lsn),
      () => undefined,
    );
    if (primaryAt !== undefined) {
      this.#samples = keepSamples(
        [...this.#samples, { at: now, lsn: primaryAt }],
        now,
        Math.max(this.maxLagMs * 2, 10_000),
      );
    }
    await Promise.all(
      this.#standbys.map(async (standby) => {
        const probe: StandbyProbe = await this.#ask(
          standby.pool,
          'SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed',
        ).then(
          (row) => ({
            answered: true,
            inRecovery: row?.recovering === true,
            replayed: parseLsn(row?.replayed),
          }),
          () => ({ answered: false }),
        );
        const lag =
          probe.answered && probe.replayed !== undefined
            ? lagMs(this.#samples, probe.replayed, Date.now())
            : null;
        if (probe.answered) standby.replayed = probe.replayed;
        standby.lagMs = lag;
        this.#set(standby, judgeStandby(probe, lag ?? 0, this.maxLagMs));
      }),
    );
  }

  async #ask(pool: pg.Pool, text: string): Promise<Record<string, unknown> | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('check timed out')), PROBE_TIMEOUT_MS);
    });
    try {
      // Unnamed: a check is not a hot read, and its text must not take a prepared-statement slot.
      const result = await Promise.race([pool.query({ text, name: '' }), timeout]);
      return result.rows[0] as Record<string, unknown> | undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  #set(standby: Standby, status: StandbyStatus): void {
    if (standby.status === status) return;
    const change = { name: standby.name, from: standby.status, to: status, lagMs: standby.lagMs };
    standby.status = status;
    for (const listener of this.#listeners) listener(change);
  }

  /** The primary's WAL position at the last check: what a read on the primary is at least as recent as. */
  get primaryAt(): bigint {
    return this.#samples.at(-1)?.lsn ?? 0n;
  }

  /**
   * Where a read that must see `needs` goes: a standby that serves and has replayed it, taking
   * turns, or undefined for the primary.
   */
  choose(needs: bigint): { index: number; replayed: bigint } | undefined {
    const index = chooseStandby(this.#standbys, needs, this.#turn++);
    const replayed = index === undefined ? undefined : this.#standbys[index]?.replayed;
    if (index === undefined || replayed === undefined) {
      this.primaryReads += 1;
      return undefined;
    }
    return { index, replayed };
  }

  /**
   * The hot-read runner of standby `index`: a statement that fails there for a standby's reason
   * (standbyFault) runs on the primary instead, so the reader never sees the fault; a standby that
   * went away leaves the rotation at once, until a check finds it well.
   */
  rowsOn(index: number, primaryRows: Rows): Rows {
    const standby = this.#standbys[index];
    if (!standby) return primaryRows;
    return async (row, query, options) => {
      try {
        const found = await standby.rows(row, query, options);
        standby.reads += 1;
        return found;
      } catch (error) {
        const fault = standbyFault(error);
        if (!fault) throw error;
        standby.fellBack += 1;
        if (fault === 'down') this.#set(standby, 'down');
        return primaryRows(row, query, options);
      }
    };
  }

  report(): StandbyReport[] {
    return this.#standbys.map(({ name, status, lagMs, reads, fellBack }) => ({
      name,
      status,
      lagMs,
      reads,
      fellBack,
    }));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#round?.catch(() => undefined);
    await Promise.all(this.#standbys.map((standby) => standby.pool.end()));
  }
}
