import { useSyncExternalStore } from 'react';
import { createJsonStore } from '../../lib/storage';
import { EMPTY_CART, type LocalCartLine } from './types';

/**
 * Only the guest's cart lives in localStorage (`bazar.cart`, with the id that makes its merge at
 * sign-in idempotent); a signed-in user's cart lives in the query cache (api/server-cart). The
 * `storage` event keeps other tabs in step (see lib/storage).
 */
export const CART_STORAGE_KEY = 'bazar.cart';
export const CART_MERGE_ID_KEY = 'bazar.cartMergeId';

function parseGuestCart(value: unknown): LocalCartLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (line): line is LocalCartLine =>
        Number.isInteger(line?.productId) && Number.isInteger(line?.quantity) && line.quantity > 0,
    )
    .map(({ productId, quantity }) => ({ productId, quantity }));
}

function parseMergeId(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

const guestStore = createJsonStore<LocalCartLine[]>(CART_STORAGE_KEY, parseGuestCart);
const mergeIdStore = createJsonStore<string | null>(CART_MERGE_ID_KEY, parseMergeId);
const NO_LINES: LocalCartLine[] = [];

export const getGuestCart = guestStore.getSnapshot;
export const getMergeId = mergeIdStore.getSnapshot;

/** Writes the guest lines; the first line of a new guest cart gets its merge id. */
export function setGuestCart(lines: LocalCartLine[]): void {
  if (lines.length > 0 && !mergeIdStore.getSnapshot()) mergeIdStore.set(crypto.randomUUID());
  guestStore.set(lines.length > 0 ? lines : null);
}

export function clearGuestCart(): void {
  guestStore.set(null);
  mergeIdStore.set(null);
}

/**
 * Raises a guest line by one unit, only while quantity + 1 does not exceed the stock.
 * Answers how many the cart already holds when it would.
 */
export function addGuestUnit(productId: number, stock: number): true | number {
  const lines = getGuestCart();
  const current = lines.find((line) => line.productId === productId)?.quantity ?? 0;
  if (current + 1 > stock) return current;
  setGuestCart(
    current > 0
      ? lines.map((line) => (line.productId === productId ? { ...line, quantity: current + 1 } : line))
      : [...lines, { productId, quantity: 1 }],
  );
  return true;
}

export function setGuestQuantity(productId: number, quantity: number): void {
  setGuestCart(getGuestCart().map((line) => (line.productId === productId ? { ...line, quantity } : line)));
}

export function removeGuestLine(productId: number): void {
  setGuestCart(getGuestCart().filter((line) => line.productId !== productId));
}

export function useGuestCart(): LocalCartLine[] {
  return useSyncExternalStore(guestStore.subscribe, guestStore.getSnapshot, () => NO_LINES);
}

export function guestUnits(lines: LocalCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export { EMPTY_CART };
