import { formatMoney } from '@bazar/shared';

/** A movement's change to one part of the balance: '+$ 850,00', '-$ 100,50', or '—' for none. */
export function signedMoney(cents: number): string {
  if (cents === 0) return '—';
  return `${cents > 0 ? '+' : '-'}${formatMoney(Math.abs(cents))}`;
}
