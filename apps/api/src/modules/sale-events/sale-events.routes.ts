import {
  adminSaleEventListSchema,
  enrolBodySchema,
  enrolmentParamsSchema,
  errorResponses,
  runningSaleEventsSchema,
  saleEventBodySchema,
  saleEventIdParamsSchema,
  saleEventSchema,
  saleEventSlugParamsSchema,
  sellerSaleEventListSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createSaleEvents } from './sale-events.service.js';

const tags = ['sale-events'];
const security = [{ authToken: [] }];
const done = z.object({ ok: z.literal(true) });

/** Sale events: the back office's, the sellers' enrolments, and the public page and banners. */
export const saleEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createSaleEvents(app.db, app.env.SHOP_TIME_ZONE);

  app.get(
    '/api/saleEvents/running',
    {
      schema: {
        tags,
        summary: 'The events running today (the home’s first banners)',
        response: { 200: runningSaleEventsSchema },
      },
    },
    () => events.running(new Date()),
  );
  app.get(
    '/api/saleEvents/page/:slug',
    {
      schema: {
        tags,
        summary: 'An event’s page head: its name, days, banner and whether it is upcoming, running or over',
        params: saleEventSlugParamsSchema,
        response: { 200: saleEventSchema, ...errorResponses(404) },
      },
    },
    (request) => events.bySlug(request.params.slug, new Date()),
  );

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/saleEvents/mine',
        {
          schema: {
            tags,
            summary: 'The events open for enrolment, each with the caller’s enrolled products',
            security,
            response: { 200: sellerSaleEventListSchema, ...errorResponses(401) },
          },
        },
        (request) => events.forSeller(currentUser(request).id, new Date()),
      );
      app.post(
        '/api/saleEvents/:id/products',
        {
          schema: {
            tags,
            summary: 'Enrols one of the caller’s active products with its discount in the event',
            security,
            params: saleEventIdParamsSchema,
            body: enrolBodySchema,
            response: { 201: done, ...errorResponses(400, 401, 404, 409) },
          },
        },
        async (request, reply) => {
          await events.enrol(currentUser(request).id, request.params.id, request.body, new Date());
          reply.code(201);
          return { ok: true as const };
        },
      );
      app.delete(
        '/api/saleEvents/:id/products/:productId',
        {
          schema: {
            tags,
            summary: 'Withdraws one of the caller’s products from an event that has not started',
            security,
            params: enrolmentParamsSchema,
            response: { 200: done, ...errorResponses(401, 404, 409) },
          },
        },
        async (request) => {
          const { id, productId } = request.params;
          await events.withdraw(currentUser(request).id, id, productId, new Date());
          return { ok: true as const };
        },
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/admin/saleEvents',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every sale event, newest first, with its enrolled products',
            security,
            response: { 200: adminSaleEventListSchema, ...errorResponses(401, 403) },
          },
        },
        () => events.listAll(new Date()),
      );
      app.post(
        '/api/admin/saleEvents',
        {
          schema: {
            tags: ['admin'],
            summary: 'A new sale event (its slug unique, its banner one of the shop’s uploads)',
            security,
            body: saleEventBodySchema,
            response: { 201: saleEventSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          const created = await events.create(currentUser(request).id, request.body, new Date());
          reply.code(201);
          return created;
        },
      );
    }),
  );
};
