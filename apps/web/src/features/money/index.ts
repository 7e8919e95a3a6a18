/**
 * What other features use of money (never the pages: those are lazy): the product form's
 * 'Recibirás', the profile's 'Cuenta para cobrar', the 'Reembolsar' dialog and the refunded label
 * of the orders' and invoices' lines, the amount parser (a claim's refund is typed in pesos too),
 * and the first requests of 'Mi dinero' and 'Comisiones' that the router starts at navigation.
 */
export { balanceQuery, movementsQuery, PAYOUT_ACCOUNT_ANCHOR } from './api/seller';
export {
  OrderStatusWithRefund,
  RefundButton,
  RefundedLabel,
  refundedRowHeight,
  useRefundDialog,
} from './components/order-refund';
export { PayoutAccountSection } from './components/payout-account-form';
