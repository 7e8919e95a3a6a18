import { formatMoney } from '../money.js';
import { MONEY_MSG } from './messages.js';

/**
 * What an order line says of its refunds: nothing, 'Reembolsado $ 60,00' (all of it) or
 * 'Reembolsado $ 20,00 de $ 60,00' (part of it): always the amount, so the buyer sees what came back.
 */
export function refundLabel(refundedCents: number, totalCents: number): string | null {
  if (refundedCents <= 0) return null;
  return refundedCents >= totalCents
    ? MONEY_MSG.refunded(formatMoney(refundedCents))
    : MONEY_MSG.partlyRefunded(formatMoney(refundedCents), formatMoney(totalCents));
}

/**
 * An invoice's refunds in sum, for the lines under its total: what went back and what was paid
 * in the end; null when nothing went back.
 */
export function invoiceRefunds(invoice: {
  totalCents: number;
  orders: readonly { refundedCents: number }[];
}): { refundedCents: number; paidCents: number } | null {
  const refundedCents = invoice.orders.reduce((sum, order) => sum + order.refundedCents, 0);
  if (refundedCents <= 0) return null;
  return { refundedCents, paidCents: invoice.totalCents - refundedCents };
}
