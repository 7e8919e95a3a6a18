/** What the app composes of the checkout: the payment modal (the cart's) and the payment's result (with the cart). */
export { PaymentDialog } from './components/payment-dialog';
export { PaymentResultPage } from './pages/payment-result-page';
