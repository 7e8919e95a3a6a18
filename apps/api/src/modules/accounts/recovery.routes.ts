import {
  badRequestSchema,
  forgotPasswordBodySchema,
  messageErrorSchema,
  messageSchema,
  resetLinkBodySchema,
  sendEmailBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRecoveryService } from './recovery.service.js';

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const recovery = createRecoveryService({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.env.publicUrl,
    accountChanged: app.accountChanged,
  });
  // One budget for both steps: guessing tokens costs the same as sending e-mails.
  const limit = app.ipLimit('recovery', app.env.RECOVERY_RATE_PER_IP, '15 minutes');

  app.post(
    '/api/sendEmail',
    {
      onRequest: limit,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link (same answer whether or not the address exists)',
        body: sendEmailBodySchema,
        response: { 200: messageSchema, 400: badRequestSchema, 429: messageErrorSchema },
      },
    },
    (request) => recovery.sendEmail(request.body.email),
  );

  app.post(
    '/api/forgotPassword/check',
    {
      onRequest: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the e-mailed link can still be used (the token in the body, never in a URL)',
        body: resetLinkBodySchema,
        response: { 200: messageSchema, 400: messageErrorSchema, 429: messageErrorSchema },
      },
    },
    (request) => recovery.checkLink(request.body.token),
  );

  app.post(
    '/api/forgotPassword',
    {
      onRequest: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed token; every session of the user ends',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, 400: badRequestSchema, 429: messageErrorSchema },
      },
    },
    (request) => recovery.resetPassword(request.body),
  );
};
