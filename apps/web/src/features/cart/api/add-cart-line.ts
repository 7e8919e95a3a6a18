import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';
import { addGuestUnit } from '../cart-store';
import type { Cart } from '../types';
import { storeUserCart } from './get-cart';
import { cartKeys } from './keys';

export interface AddCartLineInput {
  productId: number;
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

export function addCartLine(productId: number): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { method: 'POST', body: { productId, quantity: 1 } });
}

/** One more unit of a product: to the server cart when signed in, to the local cart otherwise. */
export async function addToCart(
  queryClient: QueryClient,
  { productId, stock }: AddCartLineInput,
): Promise<void> {
  if (getAuth()) {
    await storeUserCart(queryClient, await addCartLine(productId));
    return;
  }
  const inCart = addGuestUnit(productId, stock);
  if (inCart !== true) throw new OutOfStockError(stock, inCart);
}

export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCartLineInput) => addToCart(queryClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
