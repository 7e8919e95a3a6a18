import { createHash } from 'node:crypto';
import {
  CHECKOUT_MSG,
  errorResponses,
  messageSchema,
  paymentLinkCompleteBodySchema,
  paymentLinkSchema,
  paymentLinkStartSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { AppError } from '../../platform/errors/app-error.js';
import { sandboxCode } from '../../platform/payments/seller-oauth.js';
import type { PaymentLinksService } from './payment-links.service.js';
import { sandboxAuthorizePage } from './sandbox-authorize-page.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['money'], security: [{ authToken: [] }] };

const authorizeQuerySchema = z.object({
  state: z.string().min(16).max(200),
  redirect_uri: z.string().max(500),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});

export const paymentLinksRoutes: FastifyPluginAsyncZod<{
  links: PaymentLinksService;
  redirectUri: string;
  sandboxSecret: string | null;
}> = async (app, { links, redirectUri, sandboxSecret }) => {
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/money/mercadopago',
        {
          schema: {
            ...base,
            summary: 'The caller’s linked Mercado Pago account',
            response: { 200: paymentLinkSchema, ...errors },
          },
        },
        (request) => links.status(currentUser(request)),
      );
      app.post(
        '/api/money/mercadopago/link',
        {
          schema: {
            ...base,
            summary: 'Starts linking: a one-time state and PKCE challenge, and the provider’s page to go to',
            response: { 200: paymentLinkStartSchema, ...errors },
          },
        },
        (request) => links.start(currentUser(request)),
      );
      app.post(
        '/api/money/mercadopago/link/complete',
        {
          schema: {
            ...base,
            summary: 'Finishes linking with the code the provider sent back (the state must be the caller’s)',
            body: paymentLinkCompleteBodySchema,
            response: { 200: paymentLinkSchema, ...errors },
          },
        },
        (request) => links.complete(currentUser(request), request.body),
      );
      app.delete(
        '/api/money/mercadopago',
        {
          schema: {
            ...base,
            summary: 'Unlinks the account: sales are paid by transfer again',
            response: { 200: messageSchema, ...errors },
          },
        },
        (request) => links.unlink(currentUser(request)),
      );
    }),
  );

  if (sandboxSecret) {
    // The sandbox's authorization page. It only ever sends the seller back to the shop's own page.
    app.get(
      '/api/sandbox/oauth/authorize',
      { schema: { hide: true, querystring: authorizeQuerySchema } },
      async (request, reply) => {
        const { state, redirect_uri, code_challenge } = request.query;
        if (redirect_uri !== redirectUri) throw AppError.badRequest(CHECKOUT_MSG.notFound, 'redirect_uri');
        // A stable simulated account per challenge: 9 digits, as Mercado Pago user ids.
        const account = String(
          100_000_000 + (createHash('sha256').update(code_challenge).digest().readUInt32BE(0) % 900_000_000),
        );
        const back = (params: Record<string, string>) =>
          `${redirectUri}?${new URLSearchParams({ ...params, state })}`;
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        return sandboxAuthorizePage(
          back({ code: sandboxCode(sandboxSecret, code_challenge, account) }),
          back({ error: 'access_denied' }),
        );
      },
    );
  }
};
