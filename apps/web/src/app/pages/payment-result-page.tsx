import { useMarkCartPaid } from '../../features/cart';
import { PaymentResultPage as PaymentResult } from '../../features/checkout';

/** /ResponseMP: the checkout's answer, and the cart emptied once the payment is approved. */
export function PaymentResultPage() {
  return <PaymentResult onPaid={useMarkCartPaid()} />;
}
