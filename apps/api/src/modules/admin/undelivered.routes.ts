import {
  errorResponses,
  retryUndeliveredResponseSchema,
  undeliveredIdParamsSchema,
  undeliveredListQuerySchema,
  undeliveredPageSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins } from '../../platform/auth/auth-plugin.js';
import { createUndeliveredService } from './undelivered.service.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['admin'], security: [{ authToken: [] }] };

/** The back office's 'Mensajes no entregados': outbox rows that gave up, and their retry. */
export const undeliveredRoutes: FastifyPluginAsyncZod = async (app) => {
  const undelivered = createUndeliveredService({
    db: app.db,
    log: app.log,
    summaryOf: app.outbox.summaryOf,
    wakeWorker: () => app.outbox.worker.kick(),
  });

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/admin/outbox/dead',
        {
          schema: {
            ...base,
            summary:
              'Outbox rows that gave up after OUTBOX_MAX_ATTEMPTS failures, the most recently dead first',
            querystring: undeliveredListQuerySchema,
            response: { 200: undeliveredPageSchema, ...errors },
          },
        },
        (request) => undelivered.list(request.query),
      );

      app.post(
        '/api/admin/outbox/dead/:id/retry',
        {
          schema: {
            ...base,
            summary: 'Deliver a dead outbox row again: no attempts, due now (404 when it is not dead)',
            params: undeliveredIdParamsSchema,
            response: { 200: retryUndeliveredResponseSchema, ...errors },
          },
        },
        (request) => undelivered.retry(currentUser(request), request.params.id),
      );
    }),
  );
};
