/**
 * Money: owns `commission_rates`, the ledger (`ledger_transactions`, `ledger_entries`,
 * `ledger_balances`), `release_schedule`, `refunds`, `payout_accounts`, `payout_batches`, `payouts`
 * and `money_audit` (decision record 0022). Every amount it posts is priced in one place,
 * `postings.ts`. Refunds, releases and the sale's entries are driven by flows
 * (flows/refund.ts, flows/release-money.ts, flows/purchase.ts); commissions, a seller's money and
 * payouts are its own. Publishes `money.refunds`.
 */
export { ratesSet, recordSales } from './ledger.repository.js';
export { moneyPlugin } from './money.plugin.js';
export { moneyFigures } from './money-figures.js';
export { rateInForce, salePosting, shippingPosting, shippingSplitFee, splitFee } from './postings.js';
export {
  findRefund,
  givenBackWhole,
  noteAttempt as noteRefundAttempt,
  refundedDoneOf,
  refundedOf,
  stalePending as stalePendingRefunds,
} from './refunds.repository.js';
export {
  checkRefundAsker,
  type RefundOutcome,
  recordRefund,
  recordUnsoldRefund,
  refundsOfOrder,
  settleRefund,
} from './refunds.service.js';
export {
  countDueReleases,
  dueReleases,
  releaseIfDue,
  releaseOrder,
  scheduleRelease,
  takeDueRelease,
} from './release.service.js';
