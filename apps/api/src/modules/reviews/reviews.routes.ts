import {
  badRequestSchema,
  idParamsSchema,
  messageErrorSchema,
  pendingReviewPageSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  sentReviewPageSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createReviewsService } from './reviews.service.js';

const security = [{ authToken: [] }];
const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService(app.database);

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: 'A product’s reviews, newest first, with its average and count',
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: badRequestSchema, 404: messageErrorSchema },
      },
    },
    (request) => reviews.forProduct(request.params.id, request.query),
  );

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/reviews/user',
        {
          schema: {
            tags,
            summary: 'The caller’s purchased products not reviewed yet, latest purchase first',
            security,
            querystring: reviewListQuerySchema,
            response: { 200: pendingReviewPageSchema, 400: badRequestSchema, 401: messageErrorSchema },
          },
        },
        (request) => reviews.pending(currentUser(request).id, request.query),
      );

      app.get(
        '/api/reviews/sent',
        {
          schema: {
            tags,
            summary: 'The reviews the caller already sent, newest first, with their products',
            security,
            querystring: reviewListQuerySchema,
            response: { 200: sentReviewPageSchema, 400: badRequestSchema, 401: messageErrorSchema },
          },
        },
        (request) => reviews.sent(currentUser(request).id, request.query),
      );
    }),
  );
};
