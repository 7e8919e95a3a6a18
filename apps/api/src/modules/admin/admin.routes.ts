import {
  errorResponses,
  messageErrorSchema,
  notificationBodySchema,
  notificationResponseSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forAdmins, sessionPolicy } from '../../platform/auth/auth-plugin.js';
import { createAdminStream } from './admin-stream.js';
import { createDashboardService, type MoneyFiguresOf } from './dashboard.service.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['admin'], security: [{ authToken: [] }] };

export const adminRoutes: FastifyPluginAsyncZod<{ moneyFigures: MoneyFiguresOf }> = async (
  app,
  { moneyFigures },
) => {
  const dashboard = createDashboardService({ database: app.database, moneyFigures });
  const live = createAdminStream({
    db: app.db,
    events: app.events,
    sessionPolicy: sessionPolicy(app),
    recheckMs: app.env.ADMIN_STREAM_RECHECK_MS,
  });
  app.addHook('preClose', async () => live.endAll());

  await app.register(
    forAdmins(async (app) => {
      app.post(
        '/notifications',
        {
          schema: {
            ...base,
            summary: 'One dashboard figure or chart',
            body: notificationBodySchema,
            response: { 200: notificationResponseSchema, ...errors },
          },
        },
        (request) => dashboard.notification(request.body.name),
      );

      app.get(
        '/api/admin/events',
        {
          schema: {
            ...base,
            summary: 'Server-Sent Events: sale and productChanged, for the live dashboard',
            response: { 401: messageErrorSchema, 403: messageErrorSchema },
          },
        },
        live.stream,
      );
    }),
  );
};
