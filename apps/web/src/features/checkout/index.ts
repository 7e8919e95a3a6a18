/** What other features use of the checkout. */
export { PaymentDialog } from './components/payment-dialog';
