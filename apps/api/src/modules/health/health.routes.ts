import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exemptFromLoadShedding } from '../../platform/lifecycle/lifecycle.js';
import { redisAnswers } from '../../platform/redis/redis-client.js';

const check = z.enum(['ok', 'error', 'off']);
const livenessSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ok', 'error']),
  draining: z.boolean(),
  database: check,
  redis: check,
  storage: check,
  /**
   * With DATABASE_READ_URLS: each standby (host, port and database, never its password), whether
   * it serves reads, and how old what it shows is at most (ms). One out of rotation leaves the
   * instance ready: its reads go to the primary.
   */
  standbys: z
    .array(
      z.object({
        name: z.string(),
        status: z.enum(['serving', 'down', 'lagging', 'promoted']),
        lagMs: z.number().nullable(),
      }),
    )
    .optional(),
});

/** A probe that does not answer within this time counts as failed: a hung dependency is not ready. */
const PROBE_TIMEOUT_MS = 2000;

async function probe(run: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([run(), timeout]);
    return result === false ? 'error' : 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance) {
  const redis = app.limitsRedis;
  const [database, redisState, storage] = await Promise.all([
    probe(() => app.db.execute(sql`select 1`)),
    redis ? probe(() => redisAnswers(redis)) : Promise.resolve('off' as const),
    probe(() => app.storage.check()),
  ]);
  const draining = app.lifecycle.draining;
  // Redis down is degraded, not unready: limits fail open and events stay local meanwhile.
  const ok = !draining && database === 'ok' && storage === 'ok';
  const standbys = app.database.standbys
    ?.report()
    .map(({ name, status, lagMs }) => ({ name, status, lagMs }));
  return {
    status: ok ? ('ok' as const) : ('error' as const),
    draining,
    database,
    redis: redisState,
    storage,
    ...(standbys ? { standbys } : {}),
  };
}

/**
 * Liveness (/api/health): the process runs and its event loop turns; no dependency is asked, so an
 * outage elsewhere never gets a healthy process restarted. Readiness (/api/ready): whether this
 * instance should get traffic now: database and storage answer, and it is not shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: exemptFromLoadShedding,
      schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: livenessSchema } },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis and storage answer and the server is not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const state = await readiness(app);
      if (state.status === 'error') {
        request.log.warn(state, 'not ready');
        return reply.status(503).header('retry-after', 5).send(state);
      }
      return state;
    },
  );
};
