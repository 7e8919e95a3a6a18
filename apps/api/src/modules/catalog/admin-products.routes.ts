import {
  activateProductBodySchema,
  activateProductResponseSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  errorResponses,
  idParamsSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forAdmins } from '../../platform/auth/auth-plugin.js';
import { createAdminProductsService } from './admin-products.service.js';
import { productEditedNotifier } from './product-changes.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['admin'], security: [{ authToken: [] }] };

/** The back office's product grid and its show/hide switch. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createAdminProductsService({
    database: app.database,
    productChanged: productEditedNotifier(app),
  });

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/productsAdmin',
        {
          schema: {
            ...base,
            summary: 'Every product, active or not; q searches the name (or the id)',
            querystring: adminProductListQuerySchema,
            response: { 200: adminProductPageSchema, ...errors },
          },
        },
        (request) => products.list(request.query),
      );

      app.get(
        '/api/productsAdmin/:id',
        {
          schema: {
            ...base,
            summary: 'One product, active or not',
            params: idParamsSchema,
            response: { 200: adminProductSchema, ...errors },
          },
        },
        (request) => products.get(request.params.id),
      );

      app.put(
        '/api/activateProduct',
        {
          schema: {
            ...base,
            summary: 'Show or hide a product in the catalog',
            body: activateProductBodySchema,
            response: { 200: activateProductResponseSchema, ...errors },
          },
        },
        (request) => products.setActive(request.body.id, request.body.active),
      );
    }),
  );
};
