import {
  badRequestSchema,
  editProductBodySchema,
  messageErrorSchema,
  ownProductPageSchema,
  ownProductsQuerySchema,
  productBodySchema,
  productDetailSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { productEditedNotifier } from './product-changes.js';
import { createSellingService } from './selling.service.js';

const security = [{ authToken: [] }];
const tags = ['selling'];
const errors = {
  400: badRequestSchema,
  401: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
  429: messageErrorSchema,
};

export const sellingRoutes: FastifyPluginAsyncZod = async (app) => {
  const selling = createSellingService({
    database: app.database,
    productChanged: productEditedNotifier(app),
  });

  await app.register(
    forSignedIn(async (app) => {
      app.post(
        '/api/product',
        {
          preHandler: app.userLimit('products', app.env.PRODUCT_RATE_PER_USER, '1 hour'),
          schema: {
            tags,
            summary: 'Publish a product (price in whole units; images issued by POST /api/images)',
            security,
            body: productBodySchema,
            response: { 201: productDetailSchema, ...errors },
          },
        },
        async (request, reply) => {
          reply.status(201);
          return selling.create(currentUser(request), request.body);
        },
      );

      app.put(
        '/api/editProduct',
        {
          schema: {
            tags,
            summary: 'Edit one of the caller’s products (`editId`); administrators may edit any',
            security,
            body: editProductBodySchema,
            response: { 200: productDetailSchema, ...errors },
          },
        },
        (request) => selling.edit(currentUser(request), request.body),
      );

      app.get(
        '/api/productsByUser',
        {
          schema: {
            tags,
            summary: 'The caller’s products, newest first, active or not',
            security,
            querystring: ownProductsQuerySchema,
            response: { 200: ownProductPageSchema, ...errors },
          },
        },
        (request) => selling.listOwn(currentUser(request).id, request.query),
      );
    }),
  );
};
