import {
  errorResponses,
  idParamsSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  orderListQuerySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createInvoicesService, type OrdersOfInvoice } from './invoices.service.js';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ authToken: [] }];
const tags = ['invoices'];

export const invoicesRoutes: FastifyPluginAsyncZod<{ ordersOfInvoice: OrdersOfInvoice }> = async (
  app,
  { ordersOfInvoice },
) => {
  const invoices = createInvoicesService({
    database: app.database,
    ordersOfInvoice,
    timeZone: app.env.SHOP_TIME_ZONE,
  });

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/invoice/user',
        {
          schema: {
            tags,
            summary: 'The caller’s purchase invoices, newest first',
            security,
            querystring: orderListQuerySchema,
            response: { 200: invoicePageSchema, ...errors },
          },
        },
        (request) => invoices.mine(currentUser(request), request.query),
      );

      app.get(
        '/api/invoice/:id',
        {
          schema: {
            tags,
            summary: 'An invoice with its orders: its buyer or an admin',
            security,
            params: idParamsSchema,
            response: { 200: invoiceDetailSchema, ...errors },
          },
        },
        (request) => invoices.detail(currentUser(request), request.params.id),
      );

      app.get(
        '/api/invoice/:id/pdf',
        {
          schema: {
            tags,
            summary:
              'The invoice as an A4 PDF named with its number, with the buyer’s e-mail and shipping address',
            security,
            params: idParamsSchema,
            // No response schema: the body is a Buffer, which Fastify sends as it is.
            produces: ['application/pdf'],
          },
        },
        async (request, reply) => {
          const { fileName, body } = await invoices.pdf(currentUser(request), request.params.id);
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(body);
        },
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/invoice/all',
        {
          schema: {
            tags: ['admin'],
            summary: 'All invoices; q = invoice number, user name or e-mail',
            security,
            querystring: orderListQuerySchema,
            response: { 200: invoicePageSchema, ...errors },
          },
        },
        (request) => invoices.all(request.query),
      );
    }),
  );
};
