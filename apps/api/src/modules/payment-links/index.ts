/**
 * Payment links: a seller's own Mercado Pago account, linked through OAuth (PKCE, a one-time
 * state bound to the seller), its tokens sealed at rest and renewed before they run out. Owns
 * `payment_links` and `payment_link_attempts`. With the sandbox provider the same flow runs
 * against the sandbox's own authorization page, without an account.
 */
import { WEB_ROUTES } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import {
  mercadoPagoAuthorizer,
  type SellerAuthorizer,
  sandboxAuthorizer,
} from '../../platform/payments/seller-oauth.js';
import { createTokenCipher, tokenKey } from '../../platform/security/token-cipher.js';
import { paymentLinksRoutes } from './payment-links.routes.js';
import { createPaymentLinks } from './payment-links.service.js';
import { createSellerAccess, type SellerAccess } from './seller-access.js';

export type { PaymentLinksService } from './payment-links.service.js';
export type { SellerAccess, SellerAccount } from './seller-access.js';

const RENEW_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a turn of the renewal job now (tests). */
    renewPaymentLinks: () => Promise<number>;
    /** Linked sellers' tokens, opened only for the call that uses them (split payments, refunds). */
    sellerAccess: SellerAccess;
  }
}

export async function registerPaymentLinks(app: FastifyInstance): Promise<void> {
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
  app.decorate('sellerAccess', createSellerAccess({ db: app.db, cipher, provider: app.payments.name }));
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
