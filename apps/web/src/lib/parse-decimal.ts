import { MAX_MONEY_CENTS } from '@bazar/shared';

/**
 * A decimal as a person types it, in hundredths (cents for an amount, basis points for a
 * percentage): '1500', '1500,5', '1500.50', '1.500,50', '1,500.50', '$ 1.500'. A '.' or ','
 * followed by one or two digits at the end is the decimal mark. Thousands may be grouped by
 * threes with '.', as the shop writes them ('1.500' is fifteen hundred), or with ',' when the
 * decimal mark is a '.'. Anything else ('1,500', three decimals, letters, a sign) is not a
 * number: null. Counted on the text, never through floating point, so '0,29' is 29.
 */
export function parseHundredths(text: string): number | null {
  // A pasted amount may carry the shop's currency as the shop writes it ('US$ 1.500', 'MXN 1.500').
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/^(US\$|\$|[A-Z]{3})/, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const mark = decimal ? compact.charAt(decimal.index) : '';
  const whole = decimal ? compact.slice(0, decimal.index) : compact;
  const fraction = decimal?.[1] ?? '';
  const grouping = mark === '.' ? /^\d{1,3}(,\d{3})+$/ : /^\d{1,3}(\.\d{3})+$/;
  if (!/^\d+$/.test(whole) && !grouping.test(whole)) return null;
  const digits = whole.replace(/[.,]/g, '');
  if (digits.length > 15) return null;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount typed in pesos as whole cents, or null when it is not a positive amount the shop accepts. */
export function parseAmountToCents(text: string): number | null {
  const cents = parseHundredths(text);
  if (cents === null || cents < 1 || cents > MAX_MONEY_CENTS) return null;
  return cents;
}

/** Cents as the amount fields show them for editing: '1234,50' (no thousands, a decimal comma). */
export function centsToInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole},${String(rest).padStart(2, '0')}`;
}

/** A percentage as typed ('12,5', '7.25', '15') in percent, or null (at most two decimals). */
export function parsePercent(text: string): number | null {
  const hundredths = parseHundredths(text);
  return hundredths === null ? null : hundredths / 100;
}
