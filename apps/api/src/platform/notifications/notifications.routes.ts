import {
  errorResponses,
  mailSettingsSchema,
  markReadBodySchema,
  messageErrorSchema,
  noticeListQuerySchema,
  noticePageSchema,
  unreadCountSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_HEADER, currentUser, forSignedIn, sessionPolicy } from '../auth/auth-plugin.js';
import { findSessionUser } from '../auth/sessions.js';
import { createEventStreams } from '../http/event-stream.js';
import { createNotifications } from './notifications.service.js';

const errors = errorResponses(400, 401);
const base = { tags: ['notifications'], security: [{ authToken: [] }] };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotifications({ db: app.db });
  const streams = createEventStreams();
  const policy = sessionPolicy(app);
  app.addHook('preClose', async () => streams.endAll());

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/notifications',
        {
          schema: {
            ...base,
            summary: 'The caller’s notifications, newest first, with the unread count',
            querystring: noticeListQuerySchema,
            response: { 200: noticePageSchema, ...errors },
          },
        },
        (request) => notifications.page(currentUser(request).id, request.query),
      );

      app.get(
        '/api/notifications/unread',
        {
          schema: {
            ...base,
            summary: 'How many are unread',
            response: { 200: unreadCountSchema, ...errors },
          },
        },
        (request) => notifications.unread(currentUser(request).id),
      );

      app.post(
        '/api/notifications/read',
        {
          schema: {
            ...base,
            summary: 'Marks the listed notifications read (all of them without ids)',
            body: markReadBodySchema,
            response: { 200: unreadCountSchema, ...errors },
          },
        },
        (request) => notifications.markRead(currentUser(request).id, request.body.ids),
      );

      app.get(
        '/api/notifications/mail',
        {
          schema: {
            ...base,
            summary: 'Which kinds of e-mail the caller receives',
            response: { 200: mailSettingsSchema, ...errors },
          },
        },
        (request) => notifications.mailSettings(currentUser(request).id),
      );

      app.put(
        '/api/notifications/mail',
        {
          schema: {
            ...base,
            summary: 'Turns kinds of e-mail on or off (receipts and security mails always go)',
            body: mailSettingsSchema,
            response: { 200: mailSettingsSchema, ...errors },
          },
        },
        (request) => notifications.setMailSettings(currentUser(request).id, request.body),
      );

      app.get(
        '/api/notifications/events',
        {
          schema: {
            ...base,
            summary: 'Server-Sent Events: `notice` whenever the caller gets a notification',
            response: { 401: messageErrorSchema },
          },
        },
        (request, reply) => {
          const userId = currentUser(request).id;
          const token = String(request.headers[AUTH_HEADER]);
          streams.start(request, reply, {
            recheckMs: app.env.ADMIN_STREAM_RECHECK_MS,
            // A logout or ban ends the stream too.
            stillAllowed: async () => (await findSessionUser(app.db, token, policy))?.id === userId,
            subscribe: (send) => [
              app.events.subscribe('notified', ({ userIds }) => {
                if (userIds.includes(userId)) send('notice', {});
              }),
            ],
          });
        },
      );
    }),
  );
};
