import { lineTotalCents } from '../money.js';

export interface QuantityLine {
  productId: number;
  quantity: number;
}

/** Adds up the quantities of lines naming the same product, in first-seen order. */
export function sumLines(lines: readonly QuantityLine[]): QuantityLine[] {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** What a line shows: the stored quantity, held to the stock while there is any. */
export function shownQuantity(quantity: number, stock: number): number {
  return stock > 0 ? Math.min(quantity, stock) : quantity;
}

/**
 * Merges a guest cart into the server cart: quantities add up, held to the stock. Returns the
 * lines to write (only products the guest named). `stockOf` answers undefined for a product
 * that cannot be bought (unknown, inactive, the caller's own): those are skipped, as are
 * products with no stock, whose existing line stays as it is.
 */
export function mergeLines(
  existing: readonly QuantityLine[],
  guest: readonly QuantityLine[],
  stockOf: (productId: number) => number | undefined,
): QuantityLine[] {
  const current = new Map(existing.map((line) => [line.productId, line.quantity]));
  const writes: QuantityLine[] = [];
  for (const { productId, quantity } of sumLines(guest)) {
    const stock = stockOf(productId);
    if (stock === undefined || stock < 1) continue;
    writes.push({ productId, quantity: Math.min((current.get(productId) ?? 0) + quantity, stock) });
  }
  return writes;
}

export interface PricedLine {
  priceCents: number;
  discount: number;
  quantity: number;
  available: boolean;
}

/** Totals of the available lines: cents (each line discounted and rounded) and units. */
export function cartTotals(lines: readonly PricedLine[]): { totalCents: number; units: number } {
  let totalCents = 0;
  let units = 0;
  for (const line of lines) {
    if (!line.available) continue;
    totalCents += lineTotalCents(line.priceCents, line.discount, line.quantity);
    units += line.quantity;
  }
  return { totalCents, units };
}
