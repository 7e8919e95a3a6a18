import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout.routes.js';
import { createCheckoutData } from './checkout-data.service.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { createCheckoutSessions } from './checkout-session.service.js';
import { answer, createPaymentVerification } from './payment-verification.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPurchase, PRODUCTS_CHANGED_KIND, SALE_KIND } from './purchase.js';
import { RECEIPT_KIND, type ReceiptPayload, receiptSummary, sendReceipt } from './receipt-mail.js';
import { createReconciliation } from './reconciliation.js';
import { createSplitPayments, type SplitPaymentsDeps } from './split-payments.js';

/** How often abandoned checkouts give their stock back and unsettled payments are finished. */
const JOB_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Purchases approved payments left without invoice; answers how many sales it made. */
    reconcilePayments(olderThanSeconds?: number): Promise<number>;
    /** A turn of the checkout-expiry job now (tests); answers how many checkouts it released. */
    expireCheckouts(): Promise<number>;
  }
}

export async function registerCheckout(app: FastifyInstance): Promise<void> {
  const deps: CheckoutDeps = {
    db: app.db,
    log: app.log,
    payments: app.payments,
    productsChanged: (productIds) => app.productsChanged(productIds),
  };
  const purchase = createPurchase({
    ...deps,
    kickOutbox: () => app.outbox.worker.kick(),
    refundUnsold: (paymentRowId, amountCents, why) =>
      app.refunds.refundUnsold(paymentRowId, amountCents, why),
  });
  // Linked sellers' tokens: the payment-links module decorates the app after this one registers.
  const sellerAccount: SplitPaymentsDeps['sellerAccount'] = (by) =>
    'sellerId' in by ? app.sellerAccess.ofSeller(by.sellerId) : app.sellerAccess.ofAccount(by.accountId);
  const split = createSplitPayments({
    ...deps,
    sellerAccount,
    purchase,
    refundUnsold: (paymentRowId, amountCents, why) =>
      app.refunds.refundUnsold(paymentRowId, amountCents, why),
    answer,
  });
  const sessions = createCheckoutSessions({
    ...deps,
    maxUnitsPerProduct: app.env.CHECKOUT_MAX_UNITS_PER_PRODUCT,
    ttlMinutes: app.env.CHECKOUT_TTL_MINUTES,
    split: app.env.MP_MARKETPLACE ? split : null,
  });
  const payments = createPaymentVerification(deps, sessions, purchase, split, sellerAccount);
  const reconcile = createReconciliation(
    { ...deps, reconcileAfterSeconds: app.env.RECONCILE_AFTER_SECONDS },
    purchase,
  );
  const mail = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  // Then the paid parts of released split checkouts that were not given back (a stop between).
  const expireCheckouts = async () =>
    (await sessions.expireDue()) + (app.env.MP_MARKETPLACE ? await split.giveBackLeftovers() : 0);
  app.decorate('expireCheckouts', expireCheckouts);
  app.decorate('reconcilePayments', (olderThanSeconds?: number) => reconcile(olderThanSeconds));

  app.outbox.handle<ReceiptPayload>(RECEIPT_KIND, (receipt) => sendReceipt(mail, receipt), {
    summary: receiptSummary,
  });
  app.outbox.handle<{ invoiceId: number; userId: number; totalCents: number }>(SALE_KIND, (sale) =>
    app.events.publish('sale', sale),
  );
  app.outbox.handle<{ productIds: number[] }>(PRODUCTS_CHANGED_KIND, ({ productIds }) =>
    app.productsChanged(productIds),
  );

  await app.register(checkoutRoutes, { sessions, payments, split });
  await app.register(paymentsRoutes, {
    confirmPayment: payments.confirm,
    data: createCheckoutData(deps, payments.confirm),
  });

  app.jobs.every({
    name: 'checkout-expiry',
    everyMs: JOB_INTERVAL_MS,
    // Then the paid parts of released split checkouts that were not given back (a stop between).
    run: async () =>
      (await sessions.expireDue()) + (app.env.MP_MARKETPLACE ? await split.giveBackLeftovers() : 0),
    backlog: () => sessions.countDue(),
  });
  app.jobs.every({ name: 'payment-reconciliation', everyMs: JOB_INTERVAL_MS, run: () => reconcile() });
}
