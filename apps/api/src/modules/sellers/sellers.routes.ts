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
import type { SellersService } from './sellers.service.js';

const errors = errorResponses(400, 404);
const base = { tags: ['sellers'] };

export const sellersRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
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
    (request) => sellers.profile(request.params.userName),
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
    (request) => sellers.products(request.params.userName, request.query),
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
    (request) => sellers.reviews(request.params.userName, request.query),
  );
};
