import {
  badRequestSchema,
  createReviewBodySchema,
  errorResponses,
  messageErrorSchema,
  messageSchema,
  reviewCreatedSchema,
  userIdBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../platform/auth/auth-plugin.js';
import type { createBanFlow } from './ban-user.js';
import type { createReviewFlow } from './review-product.js';

/** The doors of the flows a person starts beyond their own module: a review, a ban. */
export const peopleFlowsRoutes: FastifyPluginAsyncZod<{
  reviewProduct: ReturnType<typeof createReviewFlow>;
  bans: ReturnType<typeof createBanFlow>;
}> = async (app, { reviewProduct, bans }) => {
  const security = [{ authToken: [] }];
  await app.register(
    forSignedIn(async (app) => {
      app.post(
        '/api/reviews',
        {
          schema: {
            tags: ['reviews'],
            summary: 'Review a purchased product once (the author is the caller)',
            security,
            body: createReviewBodySchema,
            response: {
              201: reviewCreatedSchema,
              400: badRequestSchema,
              401: messageErrorSchema,
              403: messageErrorSchema,
              404: messageErrorSchema,
              409: messageErrorSchema,
            },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await reviewProduct(currentUser(request).id, request.body)),
      );
    }),
  );

  const errors = errorResponses(400, 401, 403, 404);
  const base = { tags: ['admin'], security };
  await app.register(
    forAdmins(async (app) => {
      app.post(
        '/api/user/ban',
        {
          schema: {
            ...base,
            summary: 'Ban a user and end all their sessions',
            body: userIdBodySchema,
            response: { 200: messageSchema, ...errors },
          },
        },
        (request) => bans.ban(currentUser(request), request.body.id),
      );
      app.post(
        '/api/user/unban',
        {
          schema: {
            ...base,
            summary: 'Lift a ban',
            body: userIdBodySchema,
            response: { 200: messageSchema, ...errors },
          },
        },
        (request) => bans.unban(request.body.id),
      );
    }),
  );
};
