import { type LoadOptions, type LoadResult, measure, type RequestShape } from './load.js';

/** Median and spread (max − min) of one figure over the rounds. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface AbResult {
  rounds: { target: LoadResult; bare: LoadResult; floor?: LoadResult }[];
  /** Target req/s ÷ bare req/s, per round. */
  ratio: Spread;
  /** Target req/s ÷ the database floor's req/s, per round (PostgreSQL server runs). */
  floorRatio?: Spread;
  p99: Spread;
  p50: Spread;
  requestsPerSecond: Spread;
  /** The slowest single response over every round. */
  maxLatency: number;
  failures: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/**
 * Target and bare route (and, given `floorUrl`, the database floor) measured side by side,
 * alternated for `rounds` rounds, so all see the same machine (other processes, thermal state)
 * and every verdict is a ratio taken in one run. One warm-up of each before the first round.
 */
export async function measureAb(
  targetUrl: string,
  bareUrl: string,
  options: LoadOptions & { rounds: number },
  shape?: RequestShape,
  floorUrl?: string,
): Promise<AbResult> {
  const timed = { ...options, warmup: 0 };
  if (options.warmup > 0) {
    const warm = { ...options, duration: options.warmup, warmup: 0 };
    await measure(targetUrl, warm, shape);
    await measure(bareUrl, warm);
    if (floorUrl) await measure(floorUrl, warm);
  }
  const rounds: AbResult['rounds'] = [];
  for (let round = 0; round < options.rounds; round++) {
    // Alternate the order (target, bare, floor; then floor, bare, target), so none always
    // follows another.
    if (round % 2 === 0) {
      const target = await measure(targetUrl, timed, shape);
      const bare = await measure(bareUrl, timed);
      rounds.push({ target, bare, ...(floorUrl ? { floor: await measure(floorUrl, timed) } : {}) });
    } else {
      const floor = floorUrl ? await measure(floorUrl, timed) : undefined;
      const bare = await measure(bareUrl, timed);
      rounds.push({ target: await measure(targetUrl, timed, shape), bare, ...(floor ? { floor } : {}) });
    }
  }
  const floors = rounds.flatMap((r) =>
    r.floor ? [r.target.requestsPerSecond / r.floor.requestsPerSecond] : [],
  );
  return {
    rounds,
    ...(floors.length ? { floorRatio: spread(floors) } : {}),
    ratio: spread(rounds.map((r) => r.target.requestsPerSecond / r.bare.requestsPerSecond)),
    p99: spread(rounds.map((r) => r.target.p99)),
    p50: spread(rounds.map((r) => r.target.p50)),
    requestsPerSecond: spread(rounds.map((r) => r.target.requestsPerSecond)),
    maxLatency: Math.max(...rounds.map((r) => r.target.max)),
    failures: rounds.reduce((sum, r) => sum + r.target.failures, 0),
  };
}
