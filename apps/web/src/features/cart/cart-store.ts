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
        Number.isInteger(line?.productId) &&
        Number.isInteger(line?.quantity) &&
        line.quantity > 0 &&
        (line.variantId === undefined || Number.isInteger(line.variantId)),
    )
    .map(({ productId, variantId, quantity }) =>
      variantId === undefined ? { productId, quantity } : { productId, variantId, quantity },
    );
}

/**
 * What a guest line is: a product's variant (decision record 0031), or a product alone, for a
 * product without options and for lines kept before variants existed.
 */
export interface GuestItem {
  productId: number;
  variantId?: number | undefined;
}

/** The line's key: its variant when it names one, its product otherwise. */
export const guestKey = (item: GuestItem): string =>
  item.variantId === undefined ? `p${item.productId}` : `v${item.variantId}`;

const sameLine = (a: GuestItem, b: GuestItem) => guestKey(a) === guestKey(b);

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
 * Raises a guest line (a variant, or a product without options) by one unit, only while
 * quantity + 1 does not exceed the stock. Answers how many the cart already holds when it would.
 */
export function addGuestUnit(item: GuestItem, stock: number): true | number {
  const lines = getGuestCart();
  const current = lines.find((line) => sameLine(line, item))?.quantity ?? 0;
  if (current + 1 > stock) return current;
  const added: LocalCartLine =
    item.variantId === undefined
      ? { productId: item.productId, quantity: 1 }
      : { productId: item.productId, variantId: item.variantId, quantity: 1 };
  setGuestCart(
    current > 0
      ? lines.map((line) => (sameLine(line, item) ? { ...line, quantity: current + 1 } : line))
      : [...lines, added],
  );
  return true;
}

export function setGuestQuantity(item: GuestItem, quantity: number): void {
  setGuestCart(getGuestCart().map((line) => (sameLine(line, item) ? { ...line, quantity } : line)));
}

export function removeGuestLine(item: GuestItem): void {
  setGuestCart(getGuestCart().filter((line) => !sameLine(line, item)));
}

export function useGuestCart(): LocalCartLine[] {
  return useSyncExternalStore(guestStore.subscribe, guestStore.getSnapshot, () => NO_LINES);
}

export function guestUnits(lines: LocalCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export { EMPTY_CART };
