import { useShipping } from '../../features/addresses';
import { CartPage as Cart } from '../../features/cart';
import { PaymentDialog } from '../../features/checkout';
import { CartCoupons } from '../../features/promotions';
import { CartShipping, type DeliveryChoice } from '../../features/shipping';

/** The payment modal 'Comprar' opens: the checkout's, with the address book's step, the ways and coupons chosen. */
function Payment({
  onClose,
  delivery,
  coupons,
}: {
  onClose: () => void;
  delivery: DeliveryChoice[];
  coupons: string[];
}) {
  return (
    <PaymentDialog
      open
      onClose={onClose}
      shipping={useShipping(true)}
      delivery={delivery}
      coupons={coupons}
    />
  );
}

/** /cart: the cart with its coupons and its shipping by seller, and the checkout its 'Comprar' opens. */
export function CartPage() {
  return <Cart Payment={Payment} Shipping={CartShipping} Coupons={CartCoupons} />;
}
