import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** How long a Redis command may take before the caller gives up (and fails open or answers 503). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis connection that never makes a request wait on an outage: commands fail at once while
 * it is down (no offline queue), a hung server times out, and ioredis reconnects in the background
 * every second at most. Errors are logged once per outage, not once per retry, and an 'error'
 * listener is always present (without one, ioredis reports every retry as unhandled).
 * `queueWhileConnecting` keeps the offline queue for a subscriber, whose SUBSCRIBE must wait for
 * the first connection (ioredis re-subscribes by itself after a reconnect).
 */
export function createRedis(
  url: string,
  log: FastifyBaseLogger | undefined,
  purpose: string,
  options: { queueWhileConnecting?: boolean } = {},
): Redis {
  const settings: RedisOptions = {
    enableOfflineQueue: options.queueWhileConnecting ?? false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    ...(options.queueWhileConnecting ? {} : { commandTimeout: REDIS_COMMAND_TIMEOUT_MS }),
    retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
    lazyConnect: false,
  };
  const redis = new Redis(url, settings);
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    log?.warn({ err: error, purpose }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ purpose }, 'redis available again');
  });
  return redis;
}

/** True when the connection is up and answers PING within the command timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Command timed out')), REDIS_COMMAND_TIMEOUT_MS).unref(),
    );
    return (await Promise.race([redis.ping(), timeout])) === 'PONG';
  } catch {
    return false;
  }
}

/** Waits up to `ms` for the first connection, so a fresh instance counts from its first request. */
export function firstConnection(redis: Redis, ms = 2000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once('ready', done);
  });
}
