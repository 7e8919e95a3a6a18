import {
  addWishlistItemBodySchema,
  badRequestSchema,
  messageErrorSchema,
  removeWishlistItemBodySchema,
  removeWishlistItemQuerySchema,
  wishlistAddedSchema,
  wishlistSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createWishlistService } from './wishlist.service.js';

const security = [{ authToken: [] }];
const tags = ['wishlist'];
const errors = {
  400: badRequestSchema,
  401: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
};

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = createWishlistService(app.database);

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/wishlist',
        {
          schema: {
            tags,
            summary: 'The caller’s wish list, newest first',
            security,
            response: { 200: wishlistSchema, ...errors },
          },
        },
        (request) => wishlist.list(currentUser(request).id),
      );

      app.post(
        '/api/wishlist',
        {
          schema: {
            tags,
            summary: 'Add a product (201; 200 when it was already there)',
            security,
            body: addWishlistItemBodySchema,
            response: { 200: wishlistAddedSchema, 201: wishlistAddedSchema, ...errors },
          },
        },
        async (request, reply) => {
          const { created, ...answer } = await wishlist.add(currentUser(request).id, request.body.productId);
          return reply.code(created ? 201 : 200).send(answer);
        },
      );

      app.delete(
        '/api/wishlist',
        {
          schema: {
            tags,
            summary: 'Remove an item: `{ id }` as the body or `?id=`',
            security,
            body: removeWishlistItemBodySchema,
            querystring: removeWishlistItemQuerySchema,
            response: { 200: wishlistSchema, ...errors },
          },
        },
        (request) => wishlist.remove(currentUser(request).id, request.body?.id ?? request.query.id),
      );

      app.delete(
        '/api/wishlist/clean',
        {
          schema: {
            tags,
            summary: 'Empty the wish list',
            security,
            response: { 200: wishlistSchema, ...errors },
          },
        },
        (request) => wishlist.clean(currentUser(request).id),
      );
    }),
  );
};
