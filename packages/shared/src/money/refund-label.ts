import { formatMoney } from '../money.js';
import { MONEY_MSG } from './messages.js';

/** What an order line says of its refunds: nothing, 'Reembolsado' (all of it) or 'Reembolsado $ x'. */
export function refundLabel(refundedCents: number, totalCents: number): string | null {
  if (refundedCents <= 0) return null;
  return refundedCents >= totalCents
    ? MONEY_MSG.refunded
    : MONEY_MSG.partlyRefunded(formatMoney(refundedCents));
}
