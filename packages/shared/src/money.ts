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

/**
 * The currencies a shop may sell in (SHOP_CURRENCY): those written with two decimals, so that
 * integer cents hold every price. USD by default, as the spec says.
 */
export const SHOP_CURRENCIES = ['USD', 'ARS', 'MXN', 'UYU', 'PEN', 'EUR', 'BRL'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
export const DEFAULT_SHOP_CURRENCY: ShopCurrency = 'USD';
/** The meta tag the server writes into every page with the shop's currency. */
export const SHOP_CURRENCY_META = 'shop-currency';

/**
 * What Intl.NumberFormat('es-AR', { style: 'currency' }) writes before the amount, so a price
 * cannot be misread: 'US$ 18,00' is dollars, '$ 18.000,00' pesos. Written out rather than asked
 * of Intl for the same reason as formatNumberEsAr (a test compares the two for every currency),
 * and so that a browser whose Intl data differs still writes what the PDFs and e-mails say.
 */
const CURRENCY_PREFIX: Record<ShopCurrency, string> = {
  USD: 'US$',
  ARS: '$',
  MXN: 'MXN',
  UYU: 'UYU',
  PEN: 'PEN',
  EUR: 'EUR',
  BRL: 'BRL',
};

let currency: ShopCurrency = DEFAULT_SHOP_CURRENCY;

/**
 * The shop's currency for this process or page: set once at start (the server from
 * SHOP_CURRENCY, the web app from the page's meta tag), read by every amount written and by the
 * checkout that charges in it.
 */
export function setShopCurrency(code: ShopCurrency): void {
  currency = code;
}

export function shopCurrency(): ShopCurrency {
  return currency;
}

export function isShopCurrency(code: unknown): code is ShopCurrency {
  return typeof code === 'string' && (SHOP_CURRENCIES as readonly string[]).includes(code);
}

/** The sign written before amounts: '$' in pesos, 'US$' in dollars (beside an amount input too). */
export function currencyPrefix(): string {
  return CURRENCY_PREFIX[currency];
}

/** Whole units, for a chart's axis where cents do not fit: 'US$ 1.235'. */
export function formatWholeMoney(cents: number): string {
  return `${cents < 0 ? '-' : ''}${CURRENCY_PREFIX[currency]} ${formatNumberEsAr(Math.round(Math.abs(cents) / 100), 0, 0)}`;
}

/** 'US$ 1.234,50' (or '$ 1.234,50' in pesos) — always two decimals, for every amount shown. */
export function formatMoney(cents: number): string {
  const text = formatNumberEsAr(Math.abs(cents) / 100, 2, 2);
  return `${cents < 0 ? '-' : ''}${CURRENCY_PREFIX[currency]} ${text}`;
}

/**
 * `totalCents` split across parts in proportion to `weights`, to the cent, summing exactly to the
 * total: each part its floor, then the cents left to the largest remainders (ties to the first).
 * Weights all zero split evenly. A seller's shipping is spread over their lines of a purchase so.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0);
  const shares = weights.map((w) => (sum === 0 ? 1 : w));
  const whole = sum === 0 ? weights.length : sum;
  const exact = shares.map((w) => (totalCents * w) / whole);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
