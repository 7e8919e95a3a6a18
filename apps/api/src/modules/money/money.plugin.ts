import type { FastifyInstance } from 'fastify';
import { createCommissions } from './commissions.service.js';
import { moneyRoutes } from './money.routes.js';
import {
  PAYOUT_MAIL_KIND,
  type PayoutMailPayload,
  payoutMailSummary,
  REFUND_MAIL_KIND,
  type RefundMailPayload,
  refundMailSummary,
  sendPayoutMail,
  sendRefundMail,
} from './money-mail.js';
import { createPayouts } from './payouts.service.js';
import { createRefunds, type RefundsService } from './refunds.service.js';
import { createReleaseJob } from './release.service.js';
import { createSellerMoney } from './seller-money.service.js';

/** How often due releases and unanswered refunds are looked for. */
const JOB_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds: reconciliation refunds a payment whose sale could not go through. */
    refunds: RefundsService;
    /** Releases the sales due now (the job's work, callable by tests); answers how many. */
    releaseDueSales(): Promise<number>;
  }
}

export async function registerMoney(app: FastifyInstance): Promise<void> {
  const kickOutbox = () => app.outbox.worker.kick();
  const commissions = createCommissions({ db: app.db });
  const sellerMoney = createSellerMoney({ db: app.db });
  const refunds = createRefunds({
    db: app.db,
    log: app.log,
    payments: app.payments,
    productsChanged: (ids) => app.productsChanged(ids),
    kickOutbox,
    // The payment-links module decorates the app after this one registers: looked up when used.
    sellerAccount: (sellerId) => app.sellerAccess.ofSeller(sellerId),
  });
  const payouts = createPayouts({ db: app.db, kickOutbox });
  const release = createReleaseJob({ db: app.db });
  app.decorate('refunds', refunds);
  app.decorate('releaseDueSales', () => release.releaseDue());

  const mail = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  app.outbox.handle<RefundMailPayload>(REFUND_MAIL_KIND, (m) => sendRefundMail(mail, m), {
    summary: refundMailSummary,
  });
  app.outbox.handle<PayoutMailPayload>(PAYOUT_MAIL_KIND, (m) => sendPayoutMail(mail, m), {
    summary: payoutMailSummary,
  });

  await app.register(moneyRoutes, { commissions, sellerMoney, refunds, payouts });

  app.jobs.every({
    name: 'sale-release',
    everyMs: JOB_INTERVAL_MS,
    run: () => release.releaseDue(),
    backlog: () => release.countDue(),
  });
  app.jobs.every({
    name: 'refund-retry',
    everyMs: JOB_INTERVAL_MS,
    run: () => refunds.retryPending(app.env.REFUND_RETRY_AFTER_SECONDS),
  });
}
