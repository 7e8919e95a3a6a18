import {
  errorResponses,
  sellerParamsSchema,
  sellerProductPageSchema,
  sellerProductsQuerySchema,
  sellerProfileSchema,
  sellerReviewPageSchema,
  sellerReviewsQuerySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { readsOf } from '../../platform/standby-reads.js';
import type { SellersService } from './sellers.service.js';

const errors = errorResponses(400, 404);
const base = { tags: ['sellers'] };

/** Public pages: read from a standby when there are any (readsOf). */
export const sellersRoutes: FastifyPluginAsyncZod<{
  sellersOn: (database: Database) => SellersService;
}> = async (app, { sellersOn }) => {
  app.get(
    '/api/sellers/:userName',
    {
      schema: {
        ...base,
        summary: 'A seller’s public page: since when, province, active products and reputation',
        params: sellerParamsSchema,
        response: { 200: sellerProfileSchema, ...errors },
      },
    },
    (request) => sellersOn(readsOf(request)).profile(request.params.userName),
  );
  app.get(
    '/api/sellers/:userName/products',
    {
      schema: {
        ...base,
        summary: 'The seller’s active products, paged, by recency or price',
        params: sellerParamsSchema,
        querystring: sellerProductsQuerySchema,
        response: { 200: sellerProductPageSchema, ...errors },
      },
    },
    (request) => sellersOn(readsOf(request)).products(request.params.userName, request.query),
  );
  app.get(
    '/api/sellers/:userName/reviews',
    {
      schema: {
        ...base,
        summary: 'Reviews of the seller’s products, newest first',
        params: sellerParamsSchema,
        querystring: sellerReviewsQuerySchema,
        response: { 200: sellerReviewPageSchema, ...errors },
      },
    },
    (request) => sellersOn(readsOf(request)).reviews(request.params.userName, request.query),
  );
};
