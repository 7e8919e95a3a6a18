import { useSyncExternalStore } from 'react';
import { createJsonStore } from '../../lib/storage';
import { type Cart, EMPTY_CART, type LocalCartLine } from './types';

/**
 * Two carts live in localStorage: the guest's lines (`bazar.cart`, with the id that makes its
 * merge at sign-in idempotent) and, while signed in, a mirror of the server cart
 * (`bazar.userCart`) so a reload or a second tab shows the same cart before the server answers.
 * The `storage` event keeps other tabs in step (see lib/storage).
 */
export const CART_STORAGE_KEY = 'bazar.cart';
export const CART_MERGE_ID_KEY = 'bazar.cartMergeId';
export const USER_CART_KEY = 'bazar.userCart';

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

function parseUserCart(value: unknown): Cart | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lines, totalCents, units } = value as Record<string, unknown>;
  if (!Array.isArray(lines) || typeof totalCents !== 'number' || typeof units !== 'number') return null;
  return value as Cart;
}

const guestStore = createJsonStore<LocalCartLine[]>(CART_STORAGE_KEY, parseGuestCart);
const mergeIdStore = createJsonStore<string | null>(CART_MERGE_ID_KEY, parseMergeId);
const userCartStore = createJsonStore<Cart | null>(USER_CART_KEY, parseUserCart);
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

/*
 * Every write of the mirror bumps a version. A GET that started before a later write (a merge,
 * an add) must not overwrite it with the older answer.
 */
let userCartVersion = 0;

export const getUserCartVersion = () => userCartVersion;
export const getUserCart = userCartStore.getSnapshot;

export function saveUserCart(cart: Cart): void {
  userCartVersion++;
  userCartStore.set(cart);
}

export function clearUserCart(): void {
  userCartVersion++;
  userCartStore.set(null);
}

export function useUserCart(): Cart | null {
  return useSyncExternalStore(userCartStore.subscribe, userCartStore.getSnapshot, () => null);
}

export function guestUnits(lines: LocalCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export { EMPTY_CART };
