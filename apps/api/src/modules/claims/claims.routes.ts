import {
  claimDetailSchema,
  claimListQuerySchema,
  claimMessageBodySchema,
  claimPageSchema,
  errorResponses,
  messageErrorSchema,
  orderNumberParamsSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createClaims } from './claims.service.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['claims'], security: [{ authToken: [] }] };
const changed = { 200: claimDetailSchema, 409: messageErrorSchema, ...errors };

export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = createClaims({
    db: app.db,
    claimDays: app.env.CLAIM_DAYS,
    escalateDays: app.env.CLAIM_ESCALATE_DAYS,
    shopTimeZone: app.env.SHOP_TIME_ZONE,
  });
  // Every claim message notifies and mails: a per-user budget keeps one account from flooding
  // (the same bucket as opening a claim, a flow: flows/orders.routes.ts).
  const limit = app.userLimit('claims', app.env.CLAIM_RATE_PER_USER, '10 minutes');

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/claims/mine',
        {
          schema: {
            ...base,
            summary: 'The caller’s claims, as buyer or seller, newest first',
            querystring: claimListQuerySchema,
            response: { 200: claimPageSchema, ...errors },
          },
        },
        (request) => claims.mine(currentUser(request), request.query),
      );
      app.get(
        '/api/orders/:orderNumber/claim',
        {
          schema: {
            ...base,
            summary: 'The order’s claim with its messages: its buyer, seller or an admin',
            params: orderNumberParamsSchema,
            response: { 200: claimDetailSchema, ...errors },
          },
        },
        (request) => claims.detail(currentUser(request), request.params.orderNumber),
      );
      app.post(
        '/api/orders/:orderNumber/claim/messages',
        {
          preHandler: limit,
          schema: {
            ...base,
            summary: 'A message on an unresolved claim',
            params: orderNumberParamsSchema,
            body: claimMessageBodySchema,
            response: changed,
          },
        },
        (request) => claims.message(currentUser(request), request.params.orderNumber, request.body),
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/claims',
        {
          schema: {
            ...base,
            tags: ['admin'],
            summary: 'Every claim: unresolved ones oldest first (default), resolved or all newest first',
            querystring: claimListQuerySchema,
            response: { 200: claimPageSchema, ...errors },
          },
        },
        (request) => claims.all(request.query),
      );
    }),
  );
};
