import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout.routes.js';
import { createCheckoutData } from './checkout-data.service.js';
import { createCheckoutSessions } from './checkout-session.service.js';
import { createPurchaseFinalizer, PRODUCTS_CHANGED_KIND, SALE_KIND } from './finalize-purchase.js';
import { createPaymentVerification } from './payment-verification.js';
import { paymentsRoutes } from './payments.routes.js';
import { RECEIPT_KIND, type ReceiptPayload, sendReceipt } from './receipt-mail.js';
import { createReconciliation } from './reconciliation.js';

/** How often abandoned checkouts give their stock back and unsettled payments are finished. */
const JOB_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Finalizes approved payments left without invoice; answers how many it finished. */
    reconcilePayments(olderThanSeconds?: number): Promise<number>;
  }
}

export async function registerCheckout(app: FastifyInstance): Promise<void> {
  const sessions = createCheckoutSessions(app);
  const finalizer = createPurchaseFinalizer(app);
  const payments = createPaymentVerification(app, sessions, finalizer);
  const reconcile = createReconciliation(app, finalizer);
  app.decorate('reconcilePayments', (olderThanSeconds?: number) => reconcile(olderThanSeconds));

  app.outbox.handle<ReceiptPayload>(RECEIPT_KIND, (receipt) => sendReceipt(app, receipt));
  app.outbox.handle<{ invoiceId: number; userId: number; totalCents: number }>(SALE_KIND, (sale) =>
    app.events.publish('sale', sale),
  );
  app.outbox.handle<{ productIds: number[] }>(PRODUCTS_CHANGED_KIND, ({ productIds }) =>
    app.productsChanged(productIds),
  );

  await app.register(checkoutRoutes, { sessions, payments });
  await app.register(paymentsRoutes, {
    confirmPayment: payments.confirm,
    data: createCheckoutData(app, payments.confirm),
  });

  app.jobs.every({
    name: 'checkout-expiry',
    everyMs: JOB_INTERVAL_MS,
    run: () => sessions.expireDue(),
    backlog: () => sessions.countDue(),
  });
  app.jobs.every({ name: 'payment-reconciliation', everyMs: JOB_INTERVAL_MS, run: () => reconcile() });
}
