import { lineTotalCents } from '../money.js';

export interface QuantityLine {
  productId: number;
  /** The variant (decision record 0031); left out, the product's only one. */
  variantId?: number | undefined;
  quantity: number;
}

/** Two lines are one when they name the same variant, or the same product without a variant. */
const keyOf = (line: QuantityLine) =>
  line.variantId === undefined ? `p${line.productId}` : `v${line.variantId}`;

/** Adds up the quantities of lines naming the same variant (or product), in first-seen order. */
export function sumLines(lines: readonly QuantityLine[]): QuantityLine[] {
  const byKey = new Map<string, QuantityLine>();
  for (const line of lines) {
    const seen = byKey.get(keyOf(line));
    byKey.set(keyOf(line), { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...byKey.values()];
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
  stockOf: (line: QuantityLine) => number | undefined,
): QuantityLine[] {
  const current = new Map(existing.map((line) => [keyOf(line), line.quantity]));
  const writes: QuantityLine[] = [];
  for (const line of sumLines(guest)) {
    const stock = stockOf(line);
    if (stock === undefined || stock < 1) continue;
    writes.push({ ...line, quantity: Math.min((current.get(keyOf(line)) ?? 0) + line.quantity, stock) });
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
