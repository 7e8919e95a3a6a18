/**
 * The pure decisions behind reading from PostgreSQL standbys (decision record 0038): what a WAL
 * position is, how stale a standby is, whether it serves, and which one a read goes to. No I/O:
 * standbys.ts asks the servers and keeps the states, this file judges them.
 */

/** A WAL position (LSN) as PostgreSQL writes it, `16/B374D848`, read as one number. */
export function parseLsn(text: unknown): bigint | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The inverse of parseLsn, as PostgreSQL writes it (upper-case hex, no leading zeros). */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Where the primary's WAL stood at an instant (the health check samples it every round). */
export interface PrimarySample {
  at: number;
  lsn: bigint;
}

/**
 * How old, at most, what a standby shows is (ms): the time since the primary first had WAL the
 * standby has not replayed yet, or 0 when it has replayed everything the samples know of. Time
 * since the last replayed transaction (`pg_last_xact_replay_timestamp`) would call an idle shop's
 * standby late; this counts only writes the standby is missing. Samples are oldest first; a
 * standby behind even the oldest one is at least that old.
 */
export function lagMs(samples: readonly PrimarySample[], replayed: bigint, now: number): number {
  for (const sample of samples) if (sample.lsn > replayed) return Math.max(0, now - sample.at);
  return 0;
}

/** What one round of checks learned of a standby. */
export type StandbyProbe =
  | { answered: false }
  | { answered: true; inRecovery: boolean; replayed: bigint | undefined };

export type StandbyStatus = 'serving' | 'down' | 'lagging' | 'promoted';

/**
 * Whether a standby serves reads: it answered, is still a standby (a promoted one is another
 * primary now, whose data this shop no longer writes) and is at most `maxLagMs` behind.
 */
export function judgeStandby(probe: StandbyProbe, lag: number, maxLagMs: number): StandbyStatus {
  if (!probe.answered) return 'down';
  if (!probe.inRecovery || probe.replayed === undefined) return 'promoted';
  return lag > maxLagMs ? 'lagging' : 'serving';
}

export interface StandbyView {
  status: StandbyStatus;
  /** The WAL it had replayed at the last check (its data is at least this recent). */
  replayed: bigint | undefined;
}

/**
 * The standby a read goes to: one that serves and has replayed `needs` (the reader's own last
 * write, so they never read older than it), taking turns from `turn`; undefined means the
 * primary.
 */
export function chooseStandby(
  standbys: readonly StandbyView[],
  needs: bigint,
  turn: number,
): number | undefined {
  const count = standbys.length;
  for (let step = 0; step < count; step++) {
    const index = (turn + step) % count;
    const standby = standbys[index];
    if (standby?.status === 'serving' && standby.replayed !== undefined && standby.replayed >= needs)
      return index;
  }
  return undefined;
}

/** Keeps the samples a lag up to `keepMs` needs (and never more than `max`), oldest first. */
export function keepSamples(
  samples: readonly PrimarySample[],
  now: number,
  keepMs: number,
  max = 600,
): PrimarySample[] {
  const kept = samples.filter((sample) => now - sample.at <= keepMs);
  return kept.length > max ? kept.slice(kept.length - max) : kept;
}

/**
 * A standby's address without its user and password, for logs, metrics and /api/ready: its URL
 * carries the password, which is never written anywhere.
 */
export function standbyName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'standby';
  }
}
