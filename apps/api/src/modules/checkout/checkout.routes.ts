import { readFileSync } from 'node:fs';
import { CHECKOUT_MSG, checkoutSessionSchema, messageErrorSchema } from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { AppError } from '../../platform/errors/app-error.js';
import { currentSession } from './sessions.js';

const security = [{ authToken: [] }];
const tags = ['checkout'];

// Read once: the frame's scripts are files, never inline, so the CSP stays strict.
const ASSETS: Record<string, string> = {
  'sandbox.js': readFileSync(new URL('./assets/sandbox.js', import.meta.url), 'utf8'),
  'mercadopago.js': readFileSync(new URL('./assets/mercadopago.js', import.meta.url), 'utf8'),
};

/**
 * Checkout's own reads: the buyer's open checkout and the hosted page's scripts. The doors that
 * move stock or money (opening, abandoning, the hosted page, paying) are flows
 * (flows/checkout.routes.ts, flows/payment.routes.ts).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const split = app.env.MP_MARKETPLACE;
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/checkout',
        {
          schema: {
            tags,
            summary: 'The caller’s open checkout (its reservation still holding); reserves nothing',
            security,
            response: { 200: checkoutSessionSchema, 401: messageErrorSchema, 404: messageErrorSchema },
          },
        },
        (request) => currentSession(app.db, currentUser(request).id, split),
      );
    }),
  );

  app.get(
    '/api/checkout-assets/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const source = ASSETS[request.params.file];
      if (!source) throw AppError.notFound(CHECKOUT_MSG.notFound);
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(source);
    },
  );
};
