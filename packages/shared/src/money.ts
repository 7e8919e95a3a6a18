import { formatNumberEsAr } from './number-format.js';

/**
 * Money is kept as integer cents everywhere.
 * Discounted unit price = price − price × discount / 100, rounded to the cent (half up);
 * line total = discounted unit price × quantity.
 */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return priceCents - Math.round((priceCents * discountPercent) / 100);
}

export function lineTotalCents(priceCents: number, discountPercent: number, quantity: number): number {
  return discountedCents(priceCents, discountPercent) * quantity;
}

export function unitsToCents(units: number): number {
  return Math.round(units * 100);
}

export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** '$ 1.234,50' — always two decimals, for every total shown. */
export function formatMoney(cents: number): string {
  return `$ ${formatNumberEsAr(cents / 100, 2, 2)}`;
}
