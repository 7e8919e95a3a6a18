import { lineTotalCents } from '@bazar/shared';
import { useAuth } from '../../lib/auth-store';
import { useCleanCart } from './api/clean-cart';
import { useUserCartQuery } from './api/get-cart';
import { useGuestCartDetails } from './api/get-guest-cart';
import { useRemoveCartLine } from './api/remove-cart-line';
import { useUpdateCartLine } from './api/update-cart-line';
import { clearGuestCart, removeGuestLine, setGuestQuantity, useGuestCart } from './cart-store';
import { type Cart, type CartLine, EMPTY_CART, type LocalCartLine } from './types';

/**
 * The guest's own line behind a detailed one: the one naming its variant, or, for a line kept
 * before variants (or of a product without options), the one naming its product alone.
 */
export function localLineOf(line: CartLine, guestLines: readonly LocalCartLine[]): LocalCartLine | undefined {
  return (
    guestLines.find((local) => local.variantId === line.variantId) ??
    guestLines.find((local) => local.variantId === undefined && local.productId === line.productId)
  );
}

export interface CartView {
  cart: Cart;
  signedIn: boolean;
  loading: boolean;
  busy: boolean;
  error: Error | null;
  setQuantity: (line: CartLine, quantity: number) => void;
  remove: (line: CartLine) => void;
  clean: () => void;
}

/**
 * The cart screen's data and actions, the same for both carts: the server cart (from the query
 * cache, kept fresh by CartSync) when signed in, the guest's local lines detailed by the API
 * otherwise.
 */
export function useCartView(): CartView {
  const auth = useAuth();
  const signedIn = Boolean(auth);
  const guestLines = useGuestCart();
  const guest = useGuestCartDetails(guestLines, !signedIn);
  const server = useUserCartQuery();
  const userCart = server.data ?? null;
  const update = useUpdateCartLine();
  const removeLine = useRemoveCartLine();
  const cleanAll = useCleanCart();

  if (signedIn) {
    return {
      cart: userCart ?? EMPTY_CART,
      signedIn,
      loading: userCart === null && !server.isError,
      busy: update.isPending || removeLine.isPending || cleanAll.isPending,
      error: update.error ?? removeLine.error ?? cleanAll.error ?? (userCart ? null : server.error),
      setQuantity: (line, quantity) => update.mutate({ id: line.id, quantity }),
      remove: (line) => removeLine.mutate(line.id),
      clean: () => cleanAll.mutate(),
    };
  }
  // Lines removed locally disappear at once, before the API details the new list.
  const detailed = guest.data ?? EMPTY_CART;
  const lines = detailed.lines.flatMap((line) => {
    const local = localLineOf(line, guestLines);
    if (!local) return [];
    // The local quantity shows at once; the API holds it to the stock, and so does this.
    const quantity = line.stock > 0 ? Math.min(local.quantity, line.stock) : local.quantity;
    return quantity === line.quantity
      ? [line]
      : [{ ...line, quantity, lineTotalCents: lineTotalCents(line.priceCents, line.discount, quantity) }];
  });
  const totalCents = lines.reduce((sum, line) => sum + (line.available ? line.lineTotalCents : 0), 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    cart: guestLines.length === 0 ? EMPTY_CART : { lines, totalCents, units },
    signedIn,
    loading: guestLines.length > 0 && guest.data === undefined && guest.error === null,
    busy: false,
    error: guest.error,
    setQuantity: (line, quantity) => {
      const local = localLineOf(line, guestLines);
      if (local) setGuestQuantity(local, quantity);
    },
    remove: (line) => {
      const local = localLineOf(line, guestLines);
      if (local) removeGuestLine(local);
    },
    clean: clearGuestCart,
  };
}
