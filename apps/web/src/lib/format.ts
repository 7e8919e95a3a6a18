import { ORDERS_MSG } from '@bazar/shared';

export { formatMoney } from '@bazar/shared';

/** Dates are shown as the first 10 characters of the ISO timestamp (YYYY-MM-DD). */
export function formatDate(iso: string): string {
  return iso.slice(0, 10);
}

export function formatPercent(percent: number): string {
  return `-${percent}%`;
}

/** A line's discount as the screens show it: the percentage, or the words for none. */
export function formatDiscount(percent: number, none: string = ORDERS_MSG.noDiscount): string {
  return percent > 0 ? `${percent}%` : none;
}
