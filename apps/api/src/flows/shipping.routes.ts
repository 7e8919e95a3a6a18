import {
  errorResponses,
  shippingDefaultsBodySchema,
  shippingDefaultsSchema,
  shippingSettingsBodySchema,
  shippingSettingsResponseSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../platform/auth/auth-plugin.js';
import type { ShippingSettingsFlow } from './shipping-settings.js';

/** The doors of saving shipping settings: a seller's own, the shop's defaults. */
export const shippingFlowsRoutes: FastifyPluginAsyncZod<{ settings: ShippingSettingsFlow }> = async (
  app,
  { settings },
) => {
  const security = [{ authToken: [] }];
  await app.register(
    forSignedIn(async (app) => {
      app.put(
        '/api/shipping/settings',
        {
          schema: {
            tags: ['shipping'],
            summary:
              'Saves the caller’s shipping settings as a seller (ways, prices by destination, free shipping)',
            security,
            body: shippingSettingsBodySchema,
            response: { 200: shippingSettingsResponseSchema, ...errorResponses(400, 401) },
          },
        },
        (request) => settings.saveSeller(currentUser(request).id, request.body),
      );
    }),
  );
  await app.register(
    forAdmins(async (app) => {
      app.put(
        '/api/admin/shipping',
        {
          schema: {
            tags: ['admin'],
            summary: 'Saves the shop’s shipping defaults (sellers without their own use them)',
            security,
            body: shippingDefaultsBodySchema,
            response: { 200: shippingDefaultsSchema, ...errorResponses(400, 401, 403) },
          },
        },
        (request) => settings.saveDefaults(request.body.settings, request.body.commissionOnShipping),
      );
    }),
  );
};
