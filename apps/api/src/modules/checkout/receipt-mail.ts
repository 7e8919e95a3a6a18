import {
  arrivesText,
  boughtName,
  CHECKOUT_MSG,
  COUPON_MSG,
  formatMoney,
  invoiceCoupons,
  pickupFromText,
  SHIPPING_MSG,
  webPath,
} from '@bazar/shared';
import { escapeHtml, type Mailer } from '../../platform/mail/mailer.js';

/** The outbox kind of a purchase receipt. */
export const RECEIPT_KIND = 'receipt-mail';

/**
 * Everything the receipt shows, captured in the purchase's transaction: delivering it needs no
 * query, and what the buyer reads is what was sold even if a product is renamed meanwhile.
 */
export interface ReceiptPayload {
  email: string;
  name: string;
  invoiceNumber: string;
  totalCents: number;
  lines: {
    name: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
    /** How it arrives: 'Envío a domicilio · Llega entre…', or where and from when to pick it up (0028). */
    delivery?: string;
  }[];
  /** Of the total, the shipping (receipts queued before 0028 have none). */
  shippingCents?: number;
  /** Each seller's coupon and what it took off (0033); the lines show their price before it. */
  coupons?: { code: string; discountCents: number }[];
}

/** A bought line's way of delivery in words, as the receipt and the seller's notice say it. */
export function deliveryText(l: {
  delivery: 'home' | 'pickup';
  delivery_from: string | null;
  delivery_to: string | null;
  pickup_address: string | null;
}): string {
  if (!l.delivery_from || !l.delivery_to)
    return l.delivery === 'pickup' ? SHIPPING_MSG.pickup : SHIPPING_MSG.home;
  return l.delivery === 'pickup'
    ? `${SHIPPING_MSG.pickup}: ${l.pickup_address ?? ''} · ${pickupFromText(l.delivery_from)}`
    : `${SHIPPING_MSG.home} · ${arrivesText(l.delivery_from, l.delivery_to)}`;
}

/** The receipt of a purchase, built from its locked state (everything it shows, captured now). */
export function receiptOf(state: {
  session: { total_cents: number; shipping_cents: number };
  lines: {
    product_name: string;
    variant_label: string;
    quantity: number;
    total_cents: number;
    delivery: 'home' | 'pickup';
    delivery_from: string | null;
    delivery_to: string | null;
    pickup_address: string | null;
    coupon_code: string | null;
    coupon_discount_cents: number;
  }[];
  buyer: { email: string; first_name: string | null; last_name: string };
  invoiceNumber: string;
}): ReceiptPayload {
  const { session, lines, buyer } = state;
  return {
    email: buyer.email,
    name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
    invoiceNumber: state.invoiceNumber,
    totalCents: session.total_cents,
    shippingCents: session.shipping_cents,
    lines: lines.map((l) => {
      const before = l.total_cents + l.coupon_discount_cents;
      return {
        name: boughtName(l.product_name, l.variant_label),
        quantity: l.quantity,
        unitCents: before / l.quantity,
        totalCents: before,
        delivery: deliveryText(l),
      };
    }),
    coupons: invoiceCoupons({
      orders: lines.map((l) =>
        l.coupon_code === null
          ? {}
          : { coupon: { code: l.coupon_code, discountCents: l.coupon_discount_cents } },
      ),
    }),
  };
}

/** What the back office shows of a receipt that could not be sent: its invoice and recipient, nothing else. */
export const receiptSummary = (receipt: ReceiptPayload): string =>
  CHECKOUT_MSG.receiptSummary(receipt.invoiceNumber, receipt.email);

/** The buyer's receipt, sent by the outbox worker after the purchase is committed. */
export interface ReceiptDeps {
  mailer: Mailer;
  /** The site's address, which the receipt's link points to. */
  publicUrl: string;
}

export async function sendReceipt(
  { mailer, publicUrl }: ReceiptDeps,
  receipt: ReceiptPayload,
): Promise<void> {
  const rows = receipt.lines.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    unit: formatMoney(l.unitCents),
    total: formatMoney(l.totalCents),
    delivery: l.delivery ?? '',
  }));
  const total = formatMoney(receipt.totalCents);
  const shipping = receipt.shippingCents
    ? SHIPPING_MSG.shippingPaid(formatMoney(receipt.shippingCents))
    : null;
  const coupons = (receipt.coupons ?? []).map(
    (c) => `${COUPON_MSG.line(c.code)}: ${COUPON_MSG.discount(c.discountCents)}`,
  );
  // 'Mis compras' follows each item to its delivery; the invoices are one link away from it.
  const link = `${publicUrl}${webPath('purchases')}`;
  const text = [
    `Hola ${receipt.name}:`,
    '',
    `Gracias por tu compra. Factura ${receipt.invoiceNumber}.`,
    '',
    ...rows.flatMap((r) => [
      `- ${r.name} × ${r.quantity} (${r.unit} c/u): ${r.total}`,
      ...(r.delivery ? [`  ${r.delivery}`] : []),
    ]),
    '',
    ...coupons,
    ...(shipping ? [shipping] : []),
    `Total Monto: ${total}`,
    '',
    `Sigue tu compra en ${link}`,
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(receipt.name)}:</p>
<p>Gracias por tu compra. Factura <strong>${escapeHtml(receipt.invoiceNumber)}</strong>.</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Producto</th><th>Cantidad</th><th align="right">Precio unitario</th><th align="right">Total</th></tr>
${rows
  .map(
    (r) =>
      `<tr><td>${escapeHtml(r.name)}${r.delivery ? `<br><small>${escapeHtml(r.delivery)}</small>` : ''}</td><td align="center">${r.quantity}</td><td align="right">${escapeHtml(r.unit)}</td><td align="right">${escapeHtml(r.total)}</td></tr>`,
  )
  .join('\n')}
</table>
${coupons.map((c) => `<p>${escapeHtml(c)}</p>`).join('\n')}
${shipping ? `<p>${escapeHtml(shipping)}</p>` : ''}
<p><strong>Total Monto: ${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(link)}">Ver mis compras</a></p>`;
  await mailer.send({
    to: receipt.email,
    subject: CHECKOUT_MSG.receiptSubject(receipt.invoiceNumber),
    text,
    html,
  });
}
