import { type CheckoutLine, centsToUnits } from '@bazar/shared';
import type { CheckoutToCollect } from '../../platform/payments/provider.js';
import type { SnapshotLineRow } from './checkout.repository.js';
import type { IssuedInvoice as InvoiceRow } from './issued-invoice.js';

/**
 * The unit price is the list price, as on the invoice's orders and its PDF: list price, discount
 * and the net line total read the same on every screen (a net unit price beside the discount
 * looked like the discount applied twice).
 */
export function toCheckoutLine(row: SnapshotLineRow & { order_number?: string | null }): CheckoutLine {
  const unit = row.unit_price_cents;
  return {
    productId: row.product_id,
    name: row.product_name,
    variantLabel: row.variant_label,
    sku: row.sku,
    image: row.product_image,
    quantity: row.quantity,
    unitPrice: centsToUnits(unit),
    unitPriceCents: unit,
    discount: row.discount,
    total: centsToUnits(row.total_cents),
    totalCents: row.total_cents,
    orderNumber: row.order_number ?? null,
    couponCode: row.coupon_code,
    couponDiscountCents: row.coupon_discount_cents,
  };
}

export function toCheckoutInvoice(row: InvoiceRow) {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    createdAt: new Date(row.created_at).toISOString(),
    total: centsToUnits(row.total_cents),
    totalCents: row.total_cents,
  };
}

/**
 * The snapshot's lines as a provider collects them (a whole checkout's, or one part's). A line
 * whose coupon share leaves a total that its units do not divide in whole cents goes as one item
 * of all its units ('Remera (x3)'), so that the items add up to the amount charged to the cent.
 */
export function linesToCollect(
  lines: readonly Pick<SnapshotLineRow, 'product_id' | 'product_name' | 'quantity' | 'total_cents'>[],
): CheckoutToCollect['lines'] {
  return lines.map((l) =>
    l.total_cents % l.quantity === 0
      ? {
          productId: l.product_id,
          name: l.product_name,
          quantity: l.quantity,
          unitFinalCents: l.total_cents / l.quantity,
        }
      : {
          productId: l.product_id,
          name: `${l.product_name} (x${l.quantity})`,
          quantity: 1,
          unitFinalCents: l.total_cents,
        },
  );
}
