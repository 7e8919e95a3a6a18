import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';
import { addGuestUnit } from '../cart-store';
import type { Cart } from '../types';
import { storeUserCart } from './get-cart';
import { cartKeys } from './keys';

export interface AddCartLineInput {
  productId: number;
  /** The variant chosen; left out for a product without options. */
  variantId?: number | undefined;
  /** Known stock; a guest cart checks it locally, the server checks it for a user. */
  stock: number;
}

/** The guest cart's own stock check: the same facts the server's message gives. */
export class OutOfStockError extends Error {
  constructor(
    readonly stock: number,
    readonly inCart: number,
  ) {
    super('stock');
  }
}

export function addCartLine(productId: number, variantId?: number): Promise<Cart> {
  const body = variantId === undefined ? { productId, quantity: 1 } : { productId, variantId, quantity: 1 };
  return apiRequest<Cart>('/api/shoppingCart', { method: 'POST', body });
}

/** One more unit of a product (of its variant): to the server cart when signed in, to the local cart otherwise. */
export async function addToCart(
  queryClient: QueryClient,
  { productId, variantId, stock }: AddCartLineInput,
): Promise<void> {
  if (getAuth()) {
    await storeUserCart(queryClient, await addCartLine(productId, variantId));
    return;
  }
  const inCart = addGuestUnit({ productId, variantId }, stock);
  if (inCart !== true) throw new OutOfStockError(stock, inCart);
}

export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCartLineInput) => addToCart(queryClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
