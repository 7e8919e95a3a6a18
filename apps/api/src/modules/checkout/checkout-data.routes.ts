import {
  type CheckoutData,
  checkoutDataQuerySchema,
  checkoutDataSchema,
  errorResponses,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createCheckoutData } from './checkout-data.service.js';

const security = [{ authToken: [] }];
const tags = ['checkout'];
const errors = errorResponses(400, 401, 404, 409, 502);

/** The checkout data the result screen reads (a paid checkout's invoice, or the buyer's latest checkout). */
export const checkoutDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = createCheckoutData({ db: app.db });
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/orders/checkout',
        {
          schema: {
            tags,
            summary: 'The checkout data: lines, totals, buyer and (once paid) the invoice',
            security,
            querystring: checkoutDataQuerySchema,
            response: { 200: checkoutDataSchema, ...errors },
          },
        },
        (request): Promise<CheckoutData> =>
          data.checkoutData(currentUser(request).id, request.query.invoiceId),
      );
    }),
  );
};
