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

  // unref'd: the job never keeps the process (or a test run) alive.
  const timer = setInterval(() => {
    sessions
      .expireDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'expiración de pagos falló'));
  }, EXPIRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
