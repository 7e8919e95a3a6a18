import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout.routes.js';
import { createCheckoutData } from './checkout-data.service.js';
import { createCheckoutSessions } from './checkout-session.service.js';
import { createPaymentVerification } from './payment-verification.js';
import { paymentsRoutes } from './payments.routes.js';

/** How often abandoned checkouts give their stock back (also checked when the buyer reopens one). */
const EXPIRY_INTERVAL_MS = 60_000;

export async function registerCheckout(app: FastifyInstance): Promise<void> {
  const sessions = createCheckoutSessions(app);
  const confirmPayment = createPaymentVerification(app, sessions);
  await app.register(checkoutRoutes, { sessions });
  await app.register(paymentsRoutes, { confirmPayment, data: createCheckoutData(app, confirmPayment) });

  app.jobs.every({
    name: 'checkout-expiry',
    everyMs: EXPIRY_INTERVAL_MS,
    run: () => sessions.expireDue(),
    backlog: () => sessions.countDue(),
  });
}
