/** A share (0–1) as the shop writes it: '3 %', '0,5 %', '—' when there is nothing to divide. */
export function formatShare(share: number | null): string {
  if (share === null) return '—';
  const percent = share * 100;
  const digits = percent > 0 && percent < 10 && !Number.isInteger(percent) ? 1 : 0;
  return `${percent.toLocaleString('es-AR', { maximumFractionDigits: digits })} %`;
}
