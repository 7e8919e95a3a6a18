export { AdminCommissionsPage } from './admin-commissions-page';
export { AdminMoneyAuditPage } from './admin-money-audit-page';
export { AdminPayoutBatchPage } from './admin-payout-batch-page';
export { AdminPayoutsPage } from './admin-payouts-page';
