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
/** What an invoice's shipping came to: every order's share of its seller's (0 when none). */
export const invoiceShippingCents = (invoice: {
  orders: readonly { delivery?: { shippingCents: number } }[];
}) => invoice.orders.reduce((sum, order) => sum + (order.delivery?.shippingCents ?? 0), 0);

/** Each coupon of an invoice with what it took off its lines, in the order they appear. */
export function invoiceCoupons(invoice: {
  orders: readonly { coupon?: { code: string; discountCents: number } | null }[];
}): { code: string; discountCents: number }[] {
  const byCode = new Map<string, number>();
  for (const order of invoice.orders)
    if (order.coupon)
      byCode.set(order.coupon.code, (byCode.get(order.coupon.code) ?? 0) + order.coupon.discountCents);
  return [...byCode].map(([code, discountCents]) => ({ code, discountCents }));
}

export function invoiceRefunds(invoice: {
  totalCents: number;
  orders: readonly { refundedCents: number; delivery?: { shippingRefundedCents: number } }[];
}): { refundedCents: number; paidCents: number } | null {
  // What went back of the products and of their shipping (decision record 0032).
  const refundedCents = invoice.orders.reduce(
    (sum, order) => sum + order.refundedCents + (order.delivery?.shippingRefundedCents ?? 0),
    0,
  );
  if (refundedCents <= 0) return null;
  return { refundedCents, paidCents: invoice.totalCents - refundedCents };
}
