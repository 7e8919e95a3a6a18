/**
 * Payment links: a seller's own Mercado Pago account, linked through OAuth (PKCE, a one-time
 * state bound to the seller), its tokens sealed at rest and renewed before they run out. Owns
 * `payment_links` and `payment_link_attempts`. With the sandbox provider the same flow runs
 * against the sandbox's own authorization page, without an account.
 */
import { WEB_ROUTES } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  mercadoPagoAuthorizer,
  type SellerAuthorizer,
  sandboxAuthorizer,
} from '../../platform/payments/seller-oauth.js';
import { createTokenCipher, tokenKey } from '../../platform/security/token-cipher.js';
import { paymentLinksRoutes } from './payment-links.routes.js';
import { createPaymentLinks } from './payment-links.service.js';

export { type LinkedSeller, linkedSellers } from './payment-links.repository.js';
export type { PaymentLinksService } from './payment-links.service.js';
export { createSellerAccess, type SellerAccess, type SellerAccount } from './seller-access.js';

const RENEW_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a turn of the renewal job now (tests). */
    renewPaymentLinks: () => Promise<number>;
  }
}

async function registerPaymentLinks(app: FastifyInstance): Promise<void> {
  const { env } = app;
  const redirectUri = `${env.publicUrl.replace(/\/+$/, '')}${WEB_ROUTES.myMoneyLink}`;
  const sandbox = env.PAYMENT_PROVIDER === 'sandbox';
  let authorizer: SellerAuthorizer | null = null;
  if (sandbox) authorizer = sandboxAuthorizer(env.sandboxWebhookSecret, env.publicUrl);
  else if (env.MP_MARKETPLACE && env.MP_CLIENT_ID && env.MP_CLIENT_SECRET) {
    authorizer = mercadoPagoAuthorizer({
      clientId: env.MP_CLIENT_ID,
      clientSecret: env.MP_CLIENT_SECRET,
      authUrl: env.MP_AUTH_URL,
      apiUrl: env.MP_API_URL,
    });
  }
  const cipher = createTokenCipher(tokenKey(env));
  const links = createPaymentLinks({
    db: app.db,
    authorizer,
    cipher,
    redirectUri,
    log: app.log,
  });
  await app.register(paymentLinksRoutes, {
    links,
    redirectUri,
    sandboxSecret: sandbox ? env.sandboxWebhookSecret : null,
  });
  app.decorate('renewPaymentLinks', () => links.renewDue());
  app.jobs.every({ name: 'payment-link-renewal', everyMs: RENEW_EVERY_MS, run: () => links.renewDue() });
}

export const paymentLinksPlugin = fp(registerPaymentLinks, {
  name: 'payment-links',
  dependencies: ['auth', 'jobs', 'payments'],
});
