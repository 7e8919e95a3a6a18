import {
  addCartLineBodySchema,
  badRequestSchema,
  cartSchema,
  guestCartBodySchema,
  mergeGuestCartBodySchema,
  messageErrorSchema,
  removeCartLineBodySchema,
  removeCartLineQuerySchema,
  updateCartLineBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createCartService } from './cart.service.js';

const security = [{ authToken: [] }];
const tags = ['cart'];
const errors = {
  400: badRequestSchema,
  401: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app.database);

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/shoppingCart',
        {
          schema: {
            tags,
            summary: 'The caller’s cart, priced now',
            security,
            response: { 200: cartSchema, ...errors },
          },
        },
        (request) => cart.get(currentUser(request).id),
      );

      app.post(
        '/api/shoppingCart',
        {
          schema: {
            tags,
            summary: 'Add units of a product (the line’s total stays within the stock)',
            security,
            body: addCartLineBodySchema,
            response: { 200: cartSchema, ...errors },
          },
        },
        (request) => cart.add(currentUser(request).id, request.body),
      );

      app.put(
        '/api/shoppingCart',
        {
          schema: {
            tags,
            summary: 'Set a line’s quantity (1 to the stock)',
            security,
            body: updateCartLineBodySchema,
            response: { 200: cartSchema, ...errors },
          },
        },
        (request) => cart.update(currentUser(request).id, request.body),
      );

      app.delete(
        '/api/shoppingCart',
        {
          schema: {
            tags,
            summary: 'Remove a line: `{ id }` as the body or `?id=`',
            security,
            body: removeCartLineBodySchema,
            querystring: removeCartLineQuerySchema,
            response: { 200: cartSchema, ...errors },
          },
        },
        (request) => cart.remove(currentUser(request).id, request.body?.id ?? request.query.id),
      );

      app.delete(
        '/api/shoppingCart/clean',
        {
          schema: { tags, summary: 'Empty the cart', security, response: { 200: cartSchema, ...errors } },
        },
        (request) => cart.clean(currentUser(request).id),
      );

      app.post(
        '/api/shoppingCart/addGuest',
        {
          schema: {
            tags,
            summary: 'Merge a guest cart after login (once per mergeId)',
            security,
            body: mergeGuestCartBodySchema,
            response: { 200: cartSchema, ...errors },
          },
        },
        (request) => cart.merge(currentUser(request).id, request.body),
      );
    }),
  );

  app.post(
    '/api/shoppingCart/guest',
    {
      schema: {
        tags,
        summary: 'Price a guest’s local cart from current data (no sign-in)',
        body: guestCartBodySchema,
        response: { 200: cartSchema, 400: badRequestSchema },
      },
    },
    (request) => cart.guest(request.body.lines),
  );
};
