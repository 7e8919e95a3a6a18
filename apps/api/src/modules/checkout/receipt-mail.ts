import {
  arrivesText,
  boughtName,
  CHECKOUT_MSG,
  COUPON_MSG,
  formatAddress,
  formatMoney,
  invoiceCoupons,
  MAIL_MSG,
  pickupFromText,
  SHIPPING_MSG,
  type ShippingAddress,
  webPath,
} from '@bazar/shared';
import type { Mailer } from '../../platform/mail/mailer.js';
import { shopMail } from '../../platform/mail/shop-mail.js';

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
    /** Receipts queued before the branded mail (0036) have neither. */
    orderNumber?: string;
    image?: string | null;
  }[];
  /** Where the lines sent home go ('Av. Corrientes 1234, …'); null when every line is picked up. */
  shipTo?: string | null;
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
    product_image: string | null;
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
  /** The orders' numbers, one a line in the lines' order. */
  orderNumbers: string[];
  ship_to: ShippingAddress | null;
}): ReceiptPayload {
  const { session, lines, buyer } = state;
  const sentHome = lines.some((l) => l.delivery === 'home');
  return {
    email: buyer.email,
    name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
    invoiceNumber: state.invoiceNumber,
    totalCents: session.total_cents,
    shippingCents: session.shipping_cents,
    shipTo: sentHome && state.ship_to ? formatAddress(state.ship_to) : null,
    lines: lines.map((l, n) => {
      const before = l.total_cents + l.coupon_discount_cents;
      return {
        name: boughtName(l.product_name, l.variant_label),
        quantity: l.quantity,
        unitCents: before / l.quantity,
        totalCents: before,
        delivery: deliveryText(l),
        ...(state.orderNumbers[n] ? { orderNumber: state.orderNumbers[n] } : {}),
        image: l.product_image,
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
  const orderNumbers = receipt.lines.flatMap((l) => (l.orderNumber ? [l.orderNumber] : []));
  await mailer.send(
    shopMail(publicUrl, {
      to: receipt.email,
      subject: CHECKOUT_MSG.receiptSubject(receipt.invoiceNumber),
      name: receipt.name,
      lines: [MAIL_MSG.receiptThanks(receipt.invoiceNumber), MAIL_MSG.receiptNext],
      orderNumbers,
      items: receipt.lines.map((l) => ({
        name: l.name,
        image: l.image ?? null,
        details: [
          ...(l.orderNumber ? [MAIL_MSG.orders([l.orderNumber])] : []),
          `${l.quantity} × ${formatMoney(l.unitCents)} = ${formatMoney(l.totalCents)}`,
          ...(l.delivery ? [l.delivery] : []),
        ],
      })),
      shipTo: receipt.shipTo ? { label: MAIL_MSG.shipTo, address: receipt.shipTo } : null,
      totals: [
        ...(receipt.coupons ?? []).map((c) => ({
          label: COUPON_MSG.line(c.code),
          value: COUPON_MSG.discount(c.discountCents),
        })),
        ...(receipt.shippingCents
          ? [{ label: MAIL_MSG.shipping, value: formatMoney(receipt.shippingCents) }]
          : []),
        { label: MAIL_MSG.total, value: formatMoney(receipt.totalCents) },
      ],
      // 'Mis compras' follows each item to its delivery; the invoices are one link away from it.
      action: { href: `${publicUrl}${webPath('purchases')}`, text: MAIL_MSG.receiptAction },
    }),
  );
}
