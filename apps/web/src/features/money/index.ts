/**
 * What other features use of money (never the pages: those are lazy): the product form's
 * 'Recibirás', the profile's 'Cuenta para cobrar', the 'Reembolsar' dialog and the refunded label
 * of the orders' and invoices' lines, and the first requests of 'Mi dinero' and 'Comisiones' that
 * the router starts at navigation.
 */
export { balanceQuery, commissionsQuery, movementsQuery, PAYOUT_ACCOUNT_ANCHOR } from './api/seller';
export { PayoutAccountSection } from './components/payout-account-form';
export {
  OrderStatusWithRefund,
  RefundedLabel,
  refundedRowHeight,
} from './components/refunded-label';
export { useRefundDialog } from './components/use-refund-dialog';
export { YouWillReceive } from './components/you-will-receive';
