import { ACCOUNT_MSG } from '@bazar/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';
import { createRedis, firstConnection } from '../redis/redis-client.js';
import {
  type FailureCounter,
  fallbackFailureCounter,
  memoryFailureCounter,
  redisFailureCounter,
} from './failure-counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per account, shared across instances when REDIS_URL is set. */
    loginFailures: FailureCounter;
    /** Per-IP limit hooks by group name: `onRequest: app.ipLimit('login', max, '15 minutes')`. */
    ipLimit: ReturnType<typeof perIpLimiter>;
    /** Per-user limit hooks, to run after requireUser: `preHandler: [requireUser, app.userLimit('uploads', max, '1 hour')]`. */
    userLimit: ReturnType<typeof perUserLimiter>;
    /** The limits' Redis connection (REDIS_URL), checked by the readiness probe; null without Redis. */
    limitsRedis: Redis | null;
  }
}

export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Per-IP limits are opt-in per route (`app.ipLimit`); counters live in Redis when REDIS_URL is set so
 * every instance sees the same numbers, else in memory. request.ip already honours TRUST_PROXY.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.env.REDIS_URL ? createRedis(app.env.REDIS_URL, app.log, 'rate limits') : null;
  app.decorate('limitsRedis', redis);
  if (redis) {
    app.addHook('onReady', () => firstConnection(redis));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    // Redis down: requests pass unlimited (fail open) rather than wait or fail; the per-account
    // login lockout below keeps counting in memory meanwhile.
    ...(redis ? { redis, nameSpace: 'bazar:rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => new AppError(429, ACCOUNT_MSG.tooManyAttempts),
  });
  app.decorate('ipLimit', perIpLimiter(app));
  app.decorate('userLimit', perUserLimiter(app));
  const memory = memoryFailureCounter(LOGIN_WINDOW_MS);
  app.decorate(
    'loginFailures',
    redis
      ? fallbackFailureCounter(redisFailureCounter(redis, LOGIN_WINDOW_MS), memory, (error) =>
          app.log.debug({ err: error }, 'login failures counted in memory'),
        )
      : memory,
  );
}

type Limiter = ReturnType<FastifyInstance['rateLimit']>;

/**
 * An onRequest hook allowing `max` requests per client IP in `timeWindow`, shared by every
 * route given the same `group` (one counter for, say, both recovery steps). Route-level
 * `config.rateLimit` would give each route its own in-memory counter, hence this.
 */
export function perIpLimiter(app: FastifyInstance) {
  const limiters = new Map<string, Limiter>();
  return (group: string, max: number, timeWindow: string): Limiter => {
    let limiter = limiters.get(group);
    if (!limiter) {
      limiter = app.rateLimit({ max, timeWindow, keyGenerator: (request) => `${group}:${request.ip}` });
      limiters.set(group, limiter);
    }
    return limiter;
  };
}

/**
 * Like perIpLimiter, counted per signed-in user (many users may share one IP behind a NAT, and
 * one user may switch IPs). Use as a preHandler after requireUser, so request.user is known.
 */
export function perUserLimiter(app: FastifyInstance) {
  const limiters = new Map<string, Limiter>();
  return (group: string, max: number, timeWindow: string): Limiter => {
    let limiter = limiters.get(group);
    if (!limiter) {
      limiter = app.rateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${group}:u${request.user?.id ?? `ip:${request.ip}`}`,
      });
      limiters.set(group, limiter);
    }
    return limiter;
  };
}
