/**
 * Money: owns `commission_rates`, the ledger (`ledger_transactions`, `ledger_entries`,
 * `ledger_balances`), `release_schedule`, `refunds`, `payout_accounts`, `payout_batches`, `payouts`
 * and `money_audit`. A sale's share for its seller, the shop's commission, release, refunds through
 * the provider and payouts (decision record 0022).
 */
export { recordSalesOfCheckout } from './ledger.repository.js';
export { registerMoney } from './money.plugin.js';
export { moneyFigures } from './money-figures.js';
export type { RefundsService } from './refunds.service.js';
export { releaseIfDue, releaseOrder, scheduleRelease } from './release.service.js';
