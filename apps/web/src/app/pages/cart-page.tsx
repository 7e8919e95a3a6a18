import { useShipping } from '../../features/addresses';
import { CartPage as Cart } from '../../features/cart';
import { PaymentDialog } from '../../features/checkout';

/** The payment modal 'Comprar' opens: the checkout's, with the address book's step. */
function Payment({ onClose }: { onClose: () => void }) {
  return <PaymentDialog open onClose={onClose} shipping={useShipping(true)} />;
}

/** /cart: the cart, and the checkout its 'Comprar' opens. */
export function CartPage() {
  return <Cart Payment={Payment} />;
}
