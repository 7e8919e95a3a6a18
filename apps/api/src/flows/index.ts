import { CHECKOUT_MSG, type InvoiceResult } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as catalog from '../modules/catalog/index.js';
import * as checkout from '../modules/checkout/index.js';
import * as claims from '../modules/claims/index.js';
import * as orders from '../modules/orders/index.js';
import { AppError } from '../platform/errors/app-error.js';
import { createBanFlow } from './ban-user.js';
import { createCancelOrderFlow } from './cancel-order.js';
import { createCheckoutFlow } from './checkout.js';
import { checkoutRoutes } from './checkout.routes.js';
import { createClaimFlows } from './claims.js';
import { flowContext } from './context.js';
import { createMoveOrderFlow } from './move-order.js';
import { ordersFlowsRoutes } from './orders.routes.js';
import { answer, createPaymentFlow } from './payment.js';
import { paymentRoutes } from './payment.routes.js';
import { peopleFlowsRoutes } from './people.routes.js';
import { createPriceDropAlerts, PRICE_ALERT_PAGE_KIND } from './price-drop-alerts.js';
import { createPurchaseFlow } from './purchase.js';
import { createReconciliation } from './reconcile-payments.js';
import { createRefundFlow } from './refund.js';
import { createReleaseMoneyFlow } from './release-money.js';
import { createReputationFlow } from './reputation.js';
import { createReviewFlow } from './review-product.js';
import { createSaleEventPrices, type SaleEventTurn } from './sale-event-prices.js';
import { shippingFlowsRoutes } from './shipping.routes.js';
import { createShippingSettingsFlow } from './shipping-settings.js';
import { createSplitPaymentFlow } from './split-payment.js';

/** How often the flows' jobs look for work. */
const JOB_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** A turn of the checkout-expiry job now (tests); answers how many checkouts it released. */
    expireCheckouts(): Promise<number>;
    /** Purchases approved payments left without invoice; answers how many sales it made (tests). */
    reconcilePayments(olderThanSeconds?: number): Promise<number>;
    /** Releases the sales due now (the job's work, callable by tests); answers how many. */
    releaseDueSales(): Promise<number>;
    /** Asks the provider again for refunds left pending that long (tests); answers how many. */
    retryRefunds(olderThanSeconds?: number): Promise<number>;
    /** A turn of the reputation job now (tests); answers how many sellers it recomputed. */
    refreshReputations(): Promise<number>;
    /** A turn of the sale events' job on `now`'s shop day (tests move the clock with it). */
    applySaleEvents(now?: Date): Promise<SaleEventTurn>;
  }
}

/**
 * The flows: every piece of work that crosses modules, each a list of named steps in one file
 * (docs/architecture.md, 'Flows'). This plugin builds them from the platform's pieces, opens
 * their doors (routes) and runs their jobs. Only flows import other modules' faces.
 */
async function registerFlows(app: FastifyInstance): Promise<void> {
  const ctx = flowContext(app);
  const refunds = createRefundFlow(ctx);
  const purchase = createPurchaseFlow(ctx, refunds.giveBackWhole);
  const split = createSplitPaymentFlow(ctx, purchase, refunds.giveBackWhole, answer);
  const checkouts = createCheckoutFlow(ctx, split);
  const payments = createPaymentFlow(ctx, purchase, checkouts, split);
  const reconcile = createReconciliation(ctx, purchase);
  const release = createReleaseMoneyFlow(ctx);
  const refreshReputations = createReputationFlow(ctx);
  const ordersService = orders.createOrdersService({
    database: app.database,
    timeZone: app.env.SHOP_TIME_ZONE,
  });
  const claimsService = claims.createClaims({
    db: app.db,
    claimDays: app.env.CLAIM_DAYS,
    escalateDays: app.env.CLAIM_ESCALATE_DAYS,
    shopTimeZone: app.env.SHOP_TIME_ZONE,
  });
  const data = checkout.createCheckoutData({ db: app.db });

  /**
   * POST /api/invoice: the invoice of the buyer's latest checkout; an open one is purchased first
   * when a payment on record for it is approved by the provider now. Without one: 409.
   */
  async function invoice(userId: number): Promise<InvoiceResult> {
    const session = await data.latestSession(userId);
    if (!session) throw new AppError(409, CHECKOUT_MSG.noApprovedPayment);
    let issued = await data.issuedInvoiceOf(session.id);
    if (!issued) {
      // Payments seen pending may have been approved since: the provider is asked again.
      for (const paymentId of await data.paymentIdsOf(session.id)) {
        const confirmation = await payments.confirm(paymentId, userId).catch(() => null);
        if (confirmation?.status === 'approved') break;
      }
      issued = await data.issuedInvoiceOf(session.id);
      if (!issued) throw new AppError(409, CHECKOUT_MSG.noApprovedPayment);
    }
    return data.invoiceResult(userId, session.id, issued);
  }

  await app.register(checkoutRoutes, { checkouts, payments, split });
  await app.register(paymentRoutes, { confirmPayment: payments.confirm, invoice });
  await app.register(ordersFlowsRoutes, {
    moveOrder: createMoveOrderFlow(ctx, ordersService),
    cancelOrder: createCancelOrderFlow(ctx, refunds, ordersService),
    refunds,
    claims: createClaimFlows(ctx, refunds, claimsService),
  });
  await app.register(shippingFlowsRoutes, { settings: createShippingSettingsFlow(ctx) });
  await app.register(peopleFlowsRoutes, {
    reviewProduct: createReviewFlow(ctx),
    bans: createBanFlow(ctx, app.accountChanged),
  });

  // Started by the catalog's outbox row, queued with the price that dropped (migration 0030).
  const alerts = createPriceDropAlerts(ctx);
  app.outbox.handle(catalog.PRICE_DROPPED_KIND, alerts.dropped, { summary: alerts.summary });
  app.outbox.handle(PRICE_ALERT_PAGE_KIND, alerts.nextPage, { summary: alerts.summary });

  app.decorate('expireCheckouts', () => checkouts.expireDue());
  app.decorate('reconcilePayments', (olderThanSeconds?: number) => reconcile(olderThanSeconds));
  app.decorate('releaseDueSales', () => release.releaseDue());
  app.decorate('refreshReputations', refreshReputations);
  const saleEventPrices = createSaleEventPrices(ctx);
  app.decorate('applySaleEvents', (now?: Date) => saleEventPrices(now));
  app.decorate('retryRefunds', (olderThanSeconds?: number) => refunds.retryPending(olderThanSeconds));

  app.jobs.every({
    name: 'checkout-expiry',
    everyMs: JOB_INTERVAL_MS,
    run: () => checkouts.expireDue(),
    backlog: () => checkouts.countDue(),
  });
  app.jobs.every({ name: 'payment-reconciliation', everyMs: JOB_INTERVAL_MS, run: () => reconcile() });
  app.jobs.every({
    name: 'sale-release',
    everyMs: JOB_INTERVAL_MS,
    run: () => release.releaseDue(),
    backlog: () => release.countDue(),
  });
  app.jobs.every({ name: 'refund-retry', everyMs: JOB_INTERVAL_MS, run: () => refunds.retryPending() });
  app.jobs.every({
    name: 'sale-event-prices',
    everyMs: app.env.SALE_EVENTS_EVERY_MS,
    run: () => saleEventPrices(),
  });
  app.jobs.every({ name: 'reputation', everyMs: app.env.REPUTATION_EVERY_MS, run: refreshReputations });
}

/** Registered after every module whose rows its flows write and whose outbox kinds they queue. */
export const flowsPlugin = fp(registerFlows, {
  name: 'flows',
  dependencies: [
    'auth',
    'jobs',
    'notifications',
    'outbox',
    'payments',
    'rate-limit',
    'accounts',
    'addresses',
    'cart',
    'catalog',
    'checkout',
    'claims',
    'invoices',
    'money',
    'orders',
    'payment-links',
    'reviews',
    'sale-events',
    'shipping',
    'sellers',
    'wishlist',
  ],
});
