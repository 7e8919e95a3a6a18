import { queryRoots } from '../../../lib/query-keys';
import type { LocalCartLine } from '../types';

/** Every cart query sits under `queryRoots.cart`: invalidating it reloads whichever cart is shown. */
export const cartKeys = {
  all: queryRoots.cart,
  user: (token: string) => [...queryRoots.cart, 'user', token] as const,
  guest: (lines: LocalCartLine[]) => [...queryRoots.cart, 'guest', lines] as const,
};
