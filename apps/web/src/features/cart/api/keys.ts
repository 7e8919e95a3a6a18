import type { LocalCartLine } from '../types';

/** Every cart query sits under this key: invalidating it reloads whichever cart is shown. */
export const CART_QUERY_KEY = ['cart'] as const;

export const cartKeys = {
  all: CART_QUERY_KEY,
  user: (token: string) => [...CART_QUERY_KEY, 'user', token] as const,
  guest: (lines: LocalCartLine[]) => [...CART_QUERY_KEY, 'guest', lines] as const,
};
