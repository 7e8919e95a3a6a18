import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { createSellerMoney } from './seller-money.service.js';

/** Money's own routes and mail; refunds and releases are flows (flows/refund.ts, flows/release-money.ts). */
async function registerMoney(app: FastifyInstance): Promise<void> {
  const kickOutbox = () => app.outbox.worker.kick();
  const commissions = createCommissions({ db: app.db });
  const sellerMoney = createSellerMoney({ db: app.db, timeZone: app.env.SHOP_TIME_ZONE });
  const payouts = createPayouts({ db: app.db, kickOutbox });

  const mail = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  app.outbox.handle<RefundMailPayload>(REFUND_MAIL_KIND, (m) => sendRefundMail(mail, m), {
    summary: refundMailSummary,
  });
  app.outbox.handle<PayoutMailPayload>(PAYOUT_MAIL_KIND, (m) => sendPayoutMail(mail, m), {
    summary: payoutMailSummary,
  });

  await app.register(moneyRoutes, { commissions, sellerMoney, payouts });
}

export const moneyPlugin = fp(registerMoney, { name: 'money', dependencies: ['auth', 'mailer', 'outbox'] });
