import {
  activateProductBodySchema,
  activateProductResponseSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  errorResponses,
  idParamsSchema,
  messageErrorSchema,
  notificationBodySchema,
  notificationResponseSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoot } from '../../platform/auth/auth-plugin.js';
import { createAdminService } from './admin.service.js';
import { createAdminStream } from './admin-stream.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['admin'], security: [{ authToken: [] }] };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminService(app);

  app.get(
    '/api/productsAdmin',
    {
      preHandler: requireRoot,
      schema: {
        ...base,
        summary: 'Every product, active or not; q searches the name (or the id)',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    (request) => admin.listProducts(request.query),
  );

  app.get(
    '/api/productsAdmin/:id',
    {
      preHandler: requireRoot,
      schema: {
        ...base,
        summary: 'One product, active or not',
        params: idParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    (request) => admin.getProduct(request.params.id),
  );

  app.put(
    '/api/activateProduct',
    {
      preHandler: requireRoot,
      schema: {
        ...base,
        summary: 'Show or hide a product in the catalog',
        body: activateProductBodySchema,
        response: { 200: activateProductResponseSchema, ...errors },
      },
    },
    (request) => admin.setActive(request.body.id, request.body.active),
  );

  app.post(
    '/notifications',
    {
      preHandler: requireRoot,
      schema: {
        ...base,
        summary: 'One dashboard figure or chart',
        body: notificationBodySchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    (request) => admin.notification(request.body.name),
  );

  app.get(
    '/api/admin/events',
    {
      preHandler: requireRoot,
      schema: {
        ...base,
        summary: 'Server-Sent Events: sale and productChanged, for the live dashboard',
        response: { 401: messageErrorSchema, 403: messageErrorSchema },
      },
    },
    createAdminStream(app),
  );
};
