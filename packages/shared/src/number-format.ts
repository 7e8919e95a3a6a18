/**
 * A number as Intl.NumberFormat('es-AR') writes it ('.' between thousands, ',' before the
 * decimals, rounded half away from zero), without Intl: the first Intl object a page builds
 * loads the locale's data, tens of milliseconds of a phone's main thread in the middle of the
 * storefront's first render, where the cards' prices and the list's total are written.
 * Numbers whose shortest form has an exponent (below 1e-6, from 1e21) go to Intl.
 */
export function formatNumberEsAr(
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const shortest = String(Math.abs(value));
  if (shortest === 'Infinity') return `${sign}∞`;
  if (shortest.includes('e')) {
    return value.toLocaleString('es-AR', { minimumFractionDigits, maximumFractionDigits });
  }
  // Rounding the decimal text, as Intl does, not value × 10ⁿ: 1.005 is a tie to Intl, and
  // 1.005 × 100 is 100.49999999999999.
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0');
  const integer = text.slice(0, text.length - maximumFractionDigits);
  let decimals = text.slice(text.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
