import {
  cartShippingBodySchema,
  cartShippingSchema,
  type Destination,
  errorResponses,
  type ProvinceCode,
  shippingDefaultsSchema,
  shippingQuoteQuerySchema,
  shippingQuoteSchema,
  shippingSettingsResponseSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { buyerDestination, profilesOf, quoteCart, quoteProduct, settingsOf } from './shipping.service.js';

const security = [{ authToken: [] }];

/** Shipping's reads: a product's quote (anyone), a seller's settings, the shop's defaults. Saving them is a flow. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.SHOP_TIME_ZONE;
  /** Where a quote goes: the postal code asked for, else a signed-in buyer's default address, else nowhere yet. */
  const destinationOf = async (
    asked: { province?: ProvinceCode | undefined; postalCode?: string | undefined },
    userId: number | undefined,
  ): Promise<Destination | null> => {
    if (asked.postalCode !== undefined)
      return { province: asked.province ?? null, postalCode: asked.postalCode };
    return userId === undefined ? null : buyerDestination(app.db, userId);
  };
  app.get(
    '/api/shipping/quote',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'What shipping a product costs and when it arrives: to a postal code, or the buyer’s default address',
        querystring: shippingQuoteQuerySchema,
        response: { 200: shippingQuoteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.query;
      const destination = await destinationOf(request.query, request.user?.id);
      return quoteProduct(app.db, { productId, quantity, destination }, new Date(), timeZone);
    },
  );
  app.post(
    '/api/shipping/cart',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'The cart’s shipping by seller before the checkout: ways, price, what is missing for free shipping, window',
        body: cartShippingBodySchema,
        response: { 200: cartShippingSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      quoteCart(
        app.db,
        request.body,
        await destinationOf(request.body, request.user?.id),
        new Date(),
        timeZone,
      ),
  );
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/shipping/settings',
        {
          schema: {
            tags: ['shipping'],
            summary: 'The caller’s shipping settings as a seller (the shop’s while they set none)',
            security,
            response: { 200: shippingSettingsResponseSchema, ...errorResponses(401) },
          },
        },
        (request) => settingsOf(app.db, currentUser(request).id),
      );
    }),
  );
  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/admin/shipping',
        {
          schema: {
            tags: ['admin'],
            summary: 'The shop’s shipping defaults, and whether the commission applies to shipping',
            security,
            response: { 200: shippingDefaultsSchema, ...errorResponses(401, 403) },
          },
        },
        async () => {
          const profiles = await profilesOf(app.db, []);
          return {
            settings: profiles.of(null).settings,
            commissionOnShipping: profiles.commissionOnShipping,
          };
        },
      );
    }),
  );
};
