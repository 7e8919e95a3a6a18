/**
 * Numbers as Argentine Spanish writes them ('.' between thousands, ',' before the decimals),
 * rounded half away from zero on the number's shortest decimal form, as Intl.NumberFormat
 * ('es-AR') gives them, without Intl: the first Intl object a page makes loads the ICU locale
 * data, tens of milliseconds of main thread in the middle of the storefront's first render.
 * Numbers too large or too small for plain decimals (exponent notation) go to Intl.
 */
export function formatNumberEsAr(
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  if (magnitude === Number.POSITIVE_INFINITY) return `${negative ? '-' : ''}∞`;
  const plain = String(magnitude);
  if (plain.includes('e')) {
    return value.toLocaleString('es-AR', { minimumFractionDigits, maximumFractionDigits });
  }
  // Shifting the decimal point in the text, not by multiplying, keeps 1.005 a tie (Intl sees it so).
  const [whole = '0', fraction = ''] = plain.split('.');
  const kept = fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  let digits = BigInt(`${whole}${kept}`);
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0');
  const integer = text.slice(0, text.length - maximumFractionDigits);
  let decimals = text.slice(text.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}
