/**
 * What other features use of money (never the pages: those are lazy): the product form's
 * 'Recibirás', the profile's 'Cuenta para cobrar', the 'Reembolsar' dialog and the refunded label
 * of the orders' and invoices' lines, and the first requests the router starts at navigation.
 */
export { auditQuery } from './api/audit';
export { commissionsQuery } from './api/commissions';
export { batchesQuery, payableSellersQuery } from './api/payouts';
export { balanceQuery, movementsQuery } from './api/seller-money';
export { PayoutAccountSection } from './components/payout-account-form';
export { PAYOUT_ACCOUNT_ANCHOR } from './components/payout-account-summary';
export { useRefundDialog } from './components/refund-dialog';
export {
  OrderStatusWithRefund,
  RefundedLabel,
  refundedRowHeight,
} from './components/refunded-label';
export { YouWillReceive } from './components/you-will-receive';
