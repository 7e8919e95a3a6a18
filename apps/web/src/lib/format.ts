export { formatMoney } from '@bazar/shared';

/** Dates are shown as the first 10 characters of the ISO timestamp (YYYY-MM-DD). */
export function formatDate(iso: string): string {
  return iso.slice(0, 10);
}

export function formatPercent(percent: number): string {
  return `-${percent}%`;
}
