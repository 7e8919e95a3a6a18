import type { Cart, GuestCartLine } from '@bazar/shared';

export type { Cart, CartLine } from '@bazar/shared';

/** A guest cart line as the browser keeps it (localStorage). */
export type LocalCartLine = GuestCartLine;

export const EMPTY_CART: Cart = { lines: [], totalCents: 0, units: 0 };
