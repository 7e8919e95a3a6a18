import { useSyncExternalStore } from 'react';
import { createJsonStore } from '../../lib/storage';

export const CART_STORAGE_KEY = 'bazar.cart';

/** A guest cart line as the spec keeps it locally. */
export interface LocalCartLine {
  productId: number;
  quantity: number;
}

function parseCart(value: unknown): LocalCartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is LocalCartLine =>
      Number.isInteger(line?.productId) && Number.isInteger(line?.quantity) && line.quantity > 0,
  );
}

const store = createJsonStore<LocalCartLine[]>(CART_STORAGE_KEY, parseCart);
const EMPTY: LocalCartLine[] = [];

export const getLocalCart = store.getSnapshot;
export const setLocalCart = (lines: LocalCartLine[]) => store.set(lines);

export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
}

export function useCartCount(): number {
  return useLocalCart().reduce((sum, line) => sum + line.quantity, 0);
}
