import {
  couponBodySchema,
  couponCheckBodySchema,
  couponCheckSchema,
  couponIdParamsSchema,
  couponListSchema,
  couponPauseBodySchema,
  couponSchema,
  errorResponses,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { checkCode, createCoupon, listCoupons, pauseCoupon, SHOP } from './coupons.service.js';

const tags = ['promotions'];
const security = [{ authToken: [] }];

/** A seller's coupons, and a code tried in the cart. Applying one is the checkout's (a flow). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.SHOP_TIME_ZONE;
  // Codes are guessable words: each account (a guest: each address) may try only so many. One
  // limiter per request runs (the rate-limit plugin's rule), so accounts are counted, and opening
  // many accounts is itself limited per address (REGISTER_RATE_PER_IP).
  const perUser = app.userLimit('coupon-codes', app.env.COUPON_TRIES_PER_USER, '15 minutes');

  app.post(
    '/api/coupons/check',
    {
      preHandler: perUser,
      schema: {
        tags,
        summary: 'What a coupon code takes off the cart’s lines of its seller now, or why it does not apply',
        body: couponCheckBodySchema,
        response: { 200: couponCheckSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => checkCode(app.db, request.user?.id ?? null, request.body, new Date(), timeZone),
  );

  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/coupons',
        {
          schema: {
            tags,
            summary: 'The caller’s coupons as a seller, newest first, with uses and what they gave away',
            security,
            response: { 200: couponListSchema, ...errorResponses(401) },
          },
        },
        (request) => listCoupons(app.db, currentUser(request).id, new Date(), timeZone),
      );
      app.post(
        '/api/coupons',
        {
          schema: {
            tags,
            summary: 'A new coupon of the caller’s products (its code unique in the shop)',
            security,
            body: couponBodySchema,
            response: { 201: couponSchema, ...errorResponses(400, 401, 409) },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return createCoupon(app.db, currentUser(request).id, request.body, new Date(), timeZone);
        },
      );
      app.put(
        '/api/coupons/:id/pause',
        {
          schema: {
            tags,
            summary: 'Pauses or resumes one of the caller’s coupons',
            security,
            params: couponIdParamsSchema,
            body: couponPauseBodySchema,
            response: { 200: couponSchema, ...errorResponses(400, 401, 404) },
          },
        },
        (request) =>
          pauseCoupon(
            app.db,
            currentUser(request).id,
            request.params.id,
            request.body.paused,
            new Date(),
            timeZone,
          ),
      );
    }),
  );

  // The shop's own coupons (seller 0): funded by the shop, for any seller's lines (0033).
  await app.register(
    forAdmins(async (app) => {
      const admin = { tags: ['admin'], security };
      app.get(
        '/api/admin/coupons',
        {
          schema: {
            ...admin,
            summary: 'The shop’s coupons, newest first, with uses and what they gave away',
            response: { 200: couponListSchema, ...errorResponses(401, 403) },
          },
        },
        () => listCoupons(app.db, SHOP, new Date(), timeZone),
      );
      app.post(
        '/api/admin/coupons',
        {
          schema: {
            ...admin,
            summary: 'A new coupon the shop funds: the seller is paid the full price',
            body: couponBodySchema,
            response: { 201: couponSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return createCoupon(app.db, SHOP, request.body, new Date(), timeZone);
        },
      );
      app.put(
        '/api/admin/coupons/:id/pause',
        {
          schema: {
            ...admin,
            summary: 'Pauses or resumes one of the shop’s coupons',
            params: couponIdParamsSchema,
            body: couponPauseBodySchema,
            response: { 200: couponSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        (request) => pauseCoupon(app.db, SHOP, request.params.id, request.body.paused, new Date(), timeZone),
      );
    }),
  );
};
