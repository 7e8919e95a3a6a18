import {
  adminOrderListQuerySchema,
  errorResponses,
  orderDetailSchema,
  orderListQuerySchema,
  orderNumberParamsSchema,
  orderPageSchema,
  purchaseListQuerySchema,
  purchasePageSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createOrdersService } from './orders.service.js';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ authToken: [] }];
const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersService({ database: app.database, timeZone: app.env.SHOP_TIME_ZONE });

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/sales/user',
        {
          schema: {
            tags,
            summary: 'The caller’s sales (orders of the products they sell), newest first',
            security,
            querystring: orderListQuerySchema,
            response: { 200: orderPageSchema, ...errors },
          },
        },
        (request) => orders.sales(currentUser(request), request.query),
      );

      app.get(
        '/api/purchases/user',
        {
          schema: {
            tags,
            summary:
              'The caller’s purchases (their orders as buyer), newest first, with tracking and refunds',
            security,
            querystring: purchaseListQuerySchema,
            response: { 200: purchasePageSchema, ...errors },
          },
        },
        (request) => orders.purchases(currentUser(request), request.query),
      );

      app.get(
        '/api/orders/:orderNumber',
        {
          schema: {
            tags,
            summary: 'One order with its payment and the buyer’s contact: its buyer, seller or an admin',
            security,
            params: orderNumberParamsSchema,
            response: { 200: orderDetailSchema, ...errors },
          },
        },
        (request) => orders.get(currentUser(request), request.params.orderNumber),
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/orders/all',
        {
          schema: {
            tags: ['admin'],
            summary: 'All orders; q = order number, product name or user name; status filter',
            security,
            querystring: adminOrderListQuerySchema,
            response: { 200: orderPageSchema, ...errors },
          },
        },
        (request) => orders.all(request.query),
      );
    }),
  );
};
