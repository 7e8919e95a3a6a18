import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'error', database: app.database.kind });
      }
    },
  );
};
