import {
  badRequestSchema,
  filterCategoryQuerySchema,
  idParamsSchema,
  messageErrorSchema,
  namedListSchema,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  productOptionFacetsSchema,
  productPageSchema,
} from '@bazar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { sendSerializedOnce } from '../../platform/http/serialize-once.js';
import { readsOf } from '../../platform/standby-reads.js';
import type { CatalogService } from './catalog.service.js';

/** The public catalog: every read goes to a standby when there are any (readsOf, decision record 0038). */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalogOn: (database: Database) => CatalogService;
}> = async (app, { catalogOn }) => {
  const catalog = (request: FastifyRequest) => catalogOn(readsOf(request));

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active products: search (typo tolerant), category, sort and page',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(reply, productPageSchema, await catalog(request).list(request.query)),
  );

  app.get(
    '/api/products/filters',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Every option of every filter (price ranges, brands, ratings, stock, sale, audiences, categories) with the products it leaves',
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(reply, productFacetsSchema, await catalog(request).facets(request.query)),
  );

  app.get(
    '/api/products/filters/options',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "The sizes ('Talle') and colours ('Color') with the products each leaves, given the other filters; asked beside /api/products/filters",
        querystring: productFacetsQuerySchema,
        response: { 200: productOptionFacetsSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(
        reply,
        productOptionFacetsSchema,
        await catalog(request).optionFacets(request.query),
      ),
  );

  app.get(
    '/api/filterCategory',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active products of one category, by name',
        querystring: filterCategoryQuerySchema,
        response: { 200: productPageSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(
        reply,
        productPageSchema,
        await catalog(request).filterByCategoryName(request.query),
      ),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One active product',
        params: idParamsSchema,
        response: { 200: productDetailSchema, 400: badRequestSchema, 404: messageErrorSchema },
      },
    },
    async (request, reply) =>
      sendSerializedOnce(reply, productDetailSchema, await catalog(request).getProduct(request.params.id)),
  );

  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'Product categories', response: { 200: namedListSchema } } },
    (request) => catalog(request).categories(),
  );

  app.get(
    '/api/genres',
    { schema: { tags: ['catalog'], summary: 'Audiences', response: { 200: namedListSchema } } },
    (request) => catalog(request).genres(),
  );
};
