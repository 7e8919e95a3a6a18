import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifyFrom } from '../../platform/notifications/index.js';

export interface OrdersToCreate {
  /** The checkout whose invoice the orders belong to (its invoice is found by it). */
  checkoutSessionId: string;
  /** The bought checkout lines, each with the order number it takes (same order). */
  lineIds: number[];
  orderNumbers: string[];
}

/**
 * The one writer of new `orders` (their status moves are in orders.repository): one order per
 * bought checkout line of the checkout's invoice, for its buyer, category and audience copied from
 * the product now. Run in the purchase's transaction right after the invoice is issued; it finds
 * the invoice by its checkout (unique), so it is sent without waiting for the invoice's answer.
 */
export async function createOrdersOfIssuedInvoice(
  ex: Executor,
  { checkoutSessionId, lineIds, orderNumbers }: OrdersToCreate,
): Promise<void> {
  await ex.execute(sql`
    INSERT INTO orders (order_number, invoice_id, buyer_id, seller_id, product_id, variant_id, variant_label, sku,
      product_name, product_image, category_id, genre_id, unit_price_cents, discount, quantity, total_cents,
      delivery, shipping_cents, delivery_from, delivery_to, pickup_address, coupon_id, coupon_code,
      coupon_discount_cents, coupon_by_shop)
    SELECT n.order_number, i.id, i.user_id, l.seller_id, l.product_id, l.variant_id, l.variant_label, l.sku,
      l.product_name, l.product_image, p.category_id, p.genre_id, l.unit_price_cents, l.discount, l.quantity,
      l.total_cents, l.delivery, l.shipping_cents, l.delivery_from, l.delivery_to, l.pickup_address, l.coupon_id,
      l.coupon_code, l.coupon_discount_cents, l.coupon_by_shop
    FROM invoices.invoices i,
      unnest(${sql.param(lineIds)}::int[],
             ${sql.param(orderNumbers)}::text[]) AS n(line_id, order_number)
      JOIN checkout.lines l ON l.id = n.line_id
      LEFT JOIN catalog.products p ON p.id = l.product_id
    WHERE i.checkout_session_id = ${checkoutSessionId}::uuid`);
}

/**
 * '¡Vendiste!': each seller of the checkout's orders is told what to ship and where (the address
 * the checkout copied). Sent with the purchase's other writes: it finds the orders through the
 * invoice of the checkout, like them, and its keys ('sold:<order>') make a repeat write nothing.
 */
export async function notifySellersOfCheckout(ex: Executor, checkoutSessionId: string): Promise<void> {
  await notifyFrom(
    ex,
    sql`SELECT o.seller_id, 'sale', 'sold', 'sold:' || o.id,
        jsonb_build_object('orderNumber', o.order_number, 'productName', o.product_name,
          'variantLabel', o.variant_label, 'quantity', o.quantity,
          'totalCents', o.total_cents, 'address', ${addressLine(sql`cs.shipping_address`)}, 'delivery', o.delivery)
      FROM invoices.invoices i JOIN orders o ON o.invoice_id = i.id JOIN checkout.sessions cs ON cs.id = i.checkout_session_id
      WHERE i.checkout_session_id = ${checkoutSessionId}::uuid AND o.seller_id IS NOT NULL`,
  );
}

/** formatAddress of @bazar/shared, in SQL: 'Calle 123, 4° B, Ciudad (CP), Provincia'. */
const addressLine = (a: SQL) => sql`CASE WHEN ${a} IS NULL THEN NULL ELSE
  (${a}->>'street') || ' ' || (${a}->>'number') || coalesce(', ' || (${a}->>'floorApt'), '') || ', ' ||
  (${a}->>'city') || ' (' || (${a}->>'postalCode') || '), ' || (${a}->>'province') END`;
