import type { Redis } from 'ioredis';

/** Counts events per key inside a fixed window that starts at the first event. */
export interface FailureCounter {
  count(key: string): Promise<number>;
  /** Counts one more and answers the new total, atomically: racing callers each see their own number. */
  increment(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** One process only: enough for a single instance and for tests. */
export function memoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    // An attacker spraying many names must not grow the map without bound.
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async increment(key) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** Shared by every instance: INCR, and the window set on the first failure only. */
export function redisFailureCounter(
  redis: Redis,
  windowMs: number,
  prefix = 'bazar:login-fail:',
): FailureCounter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async increment(key) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()) as [[Error | null, number], unknown];
      return count;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis first; while Redis cannot answer, this process's own counter, so an outage neither
 * blocks logins nor lifts the lockout (each instance then enforces the limit on its own).
 */
export function fallbackFailureCounter(
  primary: FailureCounter,
  fallback: FailureCounter,
  onFallback: (error: unknown) => void,
): FailureCounter {
  const attempt =
    <A extends unknown[], R>(op: (counter: FailureCounter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(primary, ...args);
      } catch (error) {
        onFallback(error);
        return op(fallback, ...args);
      }
    };
  return {
    count: attempt((c, key: string) => c.count(key)),
    increment: attempt((c, key: string) => c.increment(key)),
    reset: attempt((c, key: string) => c.reset(key)),
  };
}
