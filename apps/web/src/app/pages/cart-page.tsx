import { useShipping } from '../../features/addresses';
import { CartPage as Cart } from '../../features/cart';
import { PaymentDialog } from '../../features/checkout';
import { CartShipping, type DeliveryChoice } from '../../features/shipping';

/** The payment modal 'Comprar' opens: the checkout's, with the address book's step and the ways chosen. */
function Payment({ onClose, delivery }: { onClose: () => void; delivery: DeliveryChoice[] }) {
  return <PaymentDialog open onClose={onClose} shipping={useShipping(true)} delivery={delivery} />;
}

/** /cart: the cart with its shipping by seller, and the checkout its 'Comprar' opens. */
export function CartPage() {
  return <Cart Payment={Payment} Shipping={CartShipping} />;
}
