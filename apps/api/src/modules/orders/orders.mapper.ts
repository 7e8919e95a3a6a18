import { type OrderDetail, type OrderLine, type Purchase, trackingUrl } from '@bazar/shared';
import { toIso } from '../../db/timestamps.js';
import type { OrderDetailRow, OrderRow } from './orders.repository.js';
import type { PurchaseRow } from './purchases.repository.js';

/** Still on its way (or waiting to be picked up) after the last day promised, in the shop's days. */
const isLate = (row: OrderRow, today: string) =>
  row.delivery_to !== null &&
  ['reception', 'shipped', 'ready'].includes(row.status) &&
  today > row.delivery_to;

export function toOrderLine(row: OrderRow, today: string): OrderLine {
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderDate: toIso(row.created_at),
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    product: { id: row.product_id, name: row.product_name, image: row.product_image },
    variantLabel: row.variant_label,
    sku: row.sku,
    quantity: row.quantity,
    unitPrice: row.unit_price_cents / 100,
    unitPriceCents: row.unit_price_cents,
    discount: row.discount,
    total: row.total_cents / 100,
    totalCents: row.total_cents,
    status: row.status,
    refundedCents: row.refunded_cents,
    buyer: {
      id: row.buyer_id,
      userName: row.buyer_user_name,
      firstName: row.buyer_first_name,
      lastName: row.buyer_last_name,
    },
    seller:
      row.seller_id === null || row.seller_user_name === null
        ? null
        : { id: row.seller_id, userName: row.seller_user_name },
    shipping:
      row.carrier && row.tracking_number && row.shipped_at
        ? { carrier: row.carrier, trackingNumber: row.tracking_number, shippedAt: toIso(row.shipped_at) }
        : null,
    cancelled: row.cancelled_at ? { at: toIso(row.cancelled_at), reason: row.cancel_reason ?? '' } : null,
    claimStatus: row.claim_status,
    delivery: {
      method: row.delivery,
      shippingCents: row.shipping_cents,
      shippingRefundedCents: row.shipping_refunded_cents,
      window: row.delivery_from && row.delivery_to ? { from: row.delivery_from, to: row.delivery_to } : null,
      pickupAddress: row.pickup_address,
      late: isLate(row, today),
    },
    coupon:
      row.coupon_code === null ? null : { code: row.coupon_code, discountCents: row.coupon_discount_cents },
  };
}

export function toOrderDetail(row: OrderDetailRow, today: string): OrderDetail {
  return {
    ...toOrderLine(row, today),
    payment:
      row.payment_provider === null
        ? null
        : {
            provider: row.payment_provider,
            providerPaymentId: row.payment_provider_id ?? '',
            status: row.payment_status ?? '',
          },
    buyerContact: { email: row.buyer_email, phone: row.buyer_phone, address: row.buyer_address },
    shippingAddress: row.shipping_address,
    events: row.events.map((e) => ({ kind: e.kind, actorRole: e.actor_role, at: e.at, detail: e.detail })),
  };
}

/** An order as its buyer's 'Mis compras' shows it: with the carrier's page for its tracking number. */
export function toPurchase(row: PurchaseRow, today: string): Purchase {
  const line = toOrderLine(row, today);
  return {
    ...line,
    reviewed: row.reviewed,
    trackingUrl: line.shipping ? trackingUrl(line.shipping.carrier, line.shipping.trackingNumber) : null,
  };
}
