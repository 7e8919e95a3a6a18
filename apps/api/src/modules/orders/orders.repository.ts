import {
  type AdminOrderListQuery,
  CARRIERS,
  type Carrier,
  CLAIM_STATUSES,
  ORDER_STATUSES,
  type OrderSort,
  type OrderStatus,
  shippingAddressSchema,
} from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Database, type Executor } from '../../db/client.js';
import { dateOrTotalOrder } from '../../db/date-or-total-sort.js';
import { likePattern, peopleMatching } from '../../db/people-search.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** One order with its invoice, buyer and seller, straight from SQL (snake_case). */
export const orderRow = z.strictObject({
  id: z.number(),
  order_number: z.string(),
  created_at: rowTimestamp,
  invoice_id: z.number(),
  invoice_number: z.string(),
  product_id: z.number(),
  variant_id: z.number(),
  variant_label: z.string(),
  sku: z.string().nullable(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  quantity: z.number(),
  unit_price_cents: z.number(),
  discount: z.number(),
  total_cents: z.number(),
  status: z.enum(ORDER_STATUSES),
  buyer_id: z.number(),
  buyer_user_name: z.string(),
  buyer_first_name: z.string().nullable(),
  buyer_last_name: z.string(),
  seller_id: z.number().nullable(),
  seller_user_name: z.string().nullable(),
  refunded_cents: z.number(),
  carrier: z.enum(CARRIERS).nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: rowTimestamp.nullable(),
  cancelled_at: rowTimestamp.nullable(),
  cancel_reason: z.string().nullable(),
  claim_status: z.enum(CLAIM_STATUSES).nullable(),
  delivery: z.enum(['home', 'pickup']),
  shipping_cents: z.number(),
  shipping_refunded_cents: z.number(),
  delivery_from: z.string().nullable(),
  delivery_to: z.string().nullable(),
  pickup_address: z.string().nullable(),
  ready_at: rowTimestamp.nullable(),
  received_at: rowTimestamp.nullable(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number(),
});
export type OrderRow = z.infer<typeof orderRow>;

const orderDetailRow = orderRow.extend({
  buyer_email: z.string(),
  buyer_phone: z.string().nullable(),
  buyer_address: z.string().nullable(),
  payment_provider: z.string().nullable(),
  payment_provider_id: z.string().nullable(),
  payment_status: z.string().nullable(),
  shipping_address: shippingAddressSchema.nullable(),
  events: z.array(
    z.strictObject({
      kind: z.string(),
      actor_role: z.string(),
      at: z.string(),
      detail: z.string().nullable(),
    }),
  ),
});
export type OrderDetailRow = z.infer<typeof orderDetailRow>;

const pagedOrderRow = orderRow.extend({ total: z.number() });
const totalRow = z.strictObject({ total: z.number() });

/** What a status change checks: who may make it, and from which status. */
const lockedOrder = orderRow
  .pick({
    id: true,
    order_number: true,
    invoice_id: true,
    status: true,
    buyer_id: true,
    seller_id: true,
    product_id: true,
    variant_id: true,
    variant_label: true,
    product_name: true,
    quantity: true,
    total_cents: true,
    created_at: true,
    delivery: true,
    shipping_cents: true,
    pickup_address: true,
    delivery_to: true,
  })
  .extend({ coupon_id: z.number().nullable() });
export type LockedOrder = z.infer<typeof lockedOrder>;

/**
 * The columns of an OrderLine. The image is the one saved with the order or else the product's
 * cover (product_images_product_position_uq serves that lookup: one index probe per row).
 */
export const orderColumns = sql`
  o.id, o.order_number, o.created_at, o.invoice_id, i.invoice_number, o.product_id, o.variant_id, o.variant_label,
  o.sku, o.product_name,
  coalesce(o.product_image, (SELECT pi.url FROM catalog.pictures pi WHERE pi.product_id = o.product_id
    ORDER BY pi.position LIMIT 1)) AS product_image,
  o.quantity, o.unit_price_cents, o.discount, o.total_cents, o.status,
  b.id AS buyer_id, b.user_name AS buyer_user_name, b.first_name AS buyer_first_name,
  b.last_name AS buyer_last_name, s.id AS seller_id, s.user_name AS seller_user_name,
  (SELECT coalesce(sum(r.amount_cents - r.shipping_cents), 0) FROM money.refunds r
   WHERE r.order_id = o.id AND r.status <> 'failed')::bigint AS refunded_cents,
  o.carrier, o.tracking_number, o.shipped_at, o.cancelled_at, o.cancel_reason,
  (SELECT c.status FROM claims.claims c WHERE c.order_id = o.id) AS claim_status,
  o.delivery, o.shipping_cents,
  (SELECT coalesce(sum(r.shipping_cents), 0) FROM money.refunds r
   WHERE r.order_id = o.id AND r.status <> 'failed')::bigint AS shipping_refunded_cents,
  o.delivery_from::text, o.delivery_to::text, o.pickup_address, o.ready_at, o.received_at, o.coupon_code,
  o.coupon_discount_cents`;

export const orderJoins = sql`
  FROM orders o
  JOIN invoices.invoices i ON i.id = o.invoice_id
  JOIN accounts.people b ON b.id = o.buyer_id
  LEFT JOIN accounts.people s ON s.id = o.seller_id`;

const orderBy = dateOrTotalOrder('o');

export interface OrderFilter {
  /** orders_seller_idx (seller_id, created_at, id) serves the seller's grid. */
  sellerId?: number;
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

/** The conditions that narrow a list besides the text search (served by the indexes named above). */
function whereOf(filter: OrderFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.sellerId !== undefined) conditions.push(sql`o.seller_id = ${filter.sellerId}`);
  if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * What the search sorts by: in orders_buyer_idx / orders_seller_idx (index-only scans), and only
 * the key the page is sorted by (each column copied thousands of times costs on PGlite).
 */
const hitColumns: Record<OrderSort, SQL> = {
  date_desc: sql`o.id, o.created_at`,
  date_asc: sql`o.id, o.created_at`,
  total_desc: sql`o.id, o.total_cents`,
  total_asc: sql`o.id, o.total_cents`,
};

/** The order's buyer or seller (`column`) is not one of the matching people. */
const notAPerson = (column: SQL) => sql`NOT EXISTS (SELECT 1 FROM people m WHERE m.id = ${column})`;

/**
 * Admin search, as branches that each use an index: the orders of every matching buyer or
 * seller, reached one person at a time by index-only scans of orders_buyer_idx /
 * orders_seller_idx, the product name (trigram, migration 0005) and the order number
 * (orders_number_uq). As one OR the planner could use none of them and read every order. Each
 * branch leaves out what an earlier one already found, so `hits` holds every match exactly once
 * without a de-duplicating UNION (a third of the search's time on PGlite), and the page and the
 * exact count both come from it without visiting the matched orders.
 */
function matchingOrders(q: string, where: SQL, sort: OrderSort): SQL {
  const pattern = likePattern(q);
  const columns = hitColumns[sort];
  const ofPeople = (column: SQL, unlessFound: SQL) =>
    sql`SELECT x.* FROM people p CROSS JOIN LATERAL (
      SELECT ${columns} FROM orders o WHERE ${column} = p.id AND ${unlessFound} AND ${where} OFFSET 0) x`;
  const neitherParty = sql`${notAPerson(sql`o.buyer_id`)} AND ${notAPerson(sql`o.seller_id`)}`;
  return sql`people AS MATERIALIZED (${peopleMatching(q)}),
    hits AS MATERIALIZED (
      ${ofPeople(sql`o.buyer_id`, sql`true`)}
      UNION ALL ${ofPeople(sql`o.seller_id`, notAPerson(sql`o.buyer_id`))}
      UNION ALL SELECT ${columns} FROM orders o
        WHERE o.product_name ILIKE ${pattern} AND ${neitherParty} AND ${where}
      UNION ALL SELECT ${columns} FROM orders o
        WHERE o.order_number = ${q.toUpperCase()} AND o.product_name NOT ILIKE ${pattern} AND ${neitherParty}
          AND ${where})`;
}

/**
 * The page's orders with their invoice, buyer and seller, from `page` (ids in page order): one
 * primary-key probe per id. A lateral, so that even a generic plan, which cannot know the LIMIT,
 * never chooses to hash-join whole tables for 13 rows.
 */
const pageOrders = sql`FROM page CROSS JOIN LATERAL (SELECT ${orderColumns} ${orderJoins} WHERE o.id = page.id OFFSET 0) o`;

export async function listOrders(
  database: Database,
  filter: OrderFilter,
  page: Pick<AdminOrderListQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filter);
  const offset = (page.page - 1) * page.pageSize;
  const limit = sql`ORDER BY ${orderBy[page.sort]} LIMIT ${page.pageSize} OFFSET ${offset}`;
  // Page and exact total in one statement. With a search the matches are found once (`hits`);
  // without one the page's ids come from an index-only scan of the index that matches the filter
  // and date order (orders_seller_idx, orders_status_created_idx, orders_created_at_idx).
  const matching = filter.q ? matchingOrders(filter.q, where, page.sort) : undefined;
  const ctes = matching
    ? sql`WITH ${matching}, page AS MATERIALIZED (SELECT o.id FROM hits o ${limit})`
    : sql`WITH page AS MATERIALIZED (SELECT o.id FROM orders o WHERE ${where} ${limit})`;
  const total = matching ? sql`SELECT count(*) FROM hits` : totalOf(filter, where);
  const rows = await database.rows(
    pagedOrderRow,
    sql`${ctes} SELECT o.*, (${total})::int AS total ${pageOrders} ORDER BY ${orderBy[page.sort]}`,
  );
  if (rows.length > 0 || offset === 0) {
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the end has no row to carry the total.
  const [counted] = await database.rows(
    totalRow,
    matching
      ? sql`WITH ${matching} SELECT count(*)::int AS total FROM hits`
      : sql`SELECT (${totalOf(filter, where)})::int AS total`,
  );
  return { rows: [], total: counted?.total ?? 0 };
}

/**
 * Totals without a search come from aggregates kept by triggers where one exists: every order
 * from the dashboard's sales_daily (0004), a seller's from seller_sales_counts (0006), instead of
 * counting index entries (tens of thousands for a busy seller).
 */
function totalOf(filter: OrderFilter, where: SQL): SQL {
  if (filter.status) return sql`SELECT count(*) FROM orders o WHERE ${where}`;
  if (filter.sellerId !== undefined) {
    return sql`SELECT coalesce(sum(orders_count), 0) FROM seller_sales_counts WHERE seller_id = ${filter.sellerId}`;
  }
  return sql`SELECT coalesce(sum(orders_count), 0) FROM sales_daily`;
}

/** The orders of some invoices, in order-number order (orders_invoice_idx). */
export function findOrdersOfInvoices(database: Database, invoiceIds: number[]): Promise<OrderRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return database.rows(
    orderRow,
    sql`SELECT ${orderColumns} ${orderJoins}
    WHERE o.invoice_id = ANY(${sql.param(invoiceIds)}::int[]) ORDER BY o.id`,
  );
}

/** One order by number (orders_number_uq) with its buyer's contact and its payment. */
export async function findOrderDetail(
  ex: Executor,
  orderNumber: string,
): Promise<OrderDetailRow | undefined> {
  const [row] = await checkedRows(
    ex,
    orderDetailRow,
    sql`SELECT ${orderColumns}, b.email AS buyer_email, b.phone AS buyer_phone, b.address AS buyer_address,
      p.provider AS payment_provider, p.provider_payment_id AS payment_provider_id, p.status AS payment_status,
      cs.shipping_address,
      coalesce((SELECT jsonb_agg(jsonb_build_object('kind', e.kind, 'actor_role', e.actor_role,
          'at', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'detail', e.detail)
          ORDER BY e.id)
        FROM order_events e WHERE e.order_id = o.id), '[]'::jsonb) AS events
      ${orderJoins} LEFT JOIN checkout.payments p ON p.id = i.payment_id
      LEFT JOIN checkout.sessions cs ON cs.id = i.checkout_session_id
      WHERE o.order_number = ${orderNumber}`,
  );
  return row;
}

/** Locks the order so two status changes cannot both pass the forward-only check. */
export async function lockOrder(
  tx: Executor,
  orderNumber: string,
): Promise<z.infer<typeof lockedOrder> | undefined> {
  const [row] = await checkedRows(
    tx,
    lockedOrder,
    sql`SELECT id, order_number, invoice_id, status, buyer_id, seller_id, product_id, variant_id, variant_label,
        product_name, quantity, total_cents, created_at, delivery, shipping_cents, pickup_address,
        delivery_to::text AS delivery_to, coupon_id
      FROM orders WHERE order_number = ${orderNumber} FOR UPDATE`,
  );
  return row;
}

/**
 * The checkout whose coupon use an order's cancellation gives back: when the order carried a
 * coupon and every other order that coupon discounted in the same purchase is cancelled too.
 */
export async function couponUseFreedBy(
  tx: Executor,
  order: { id: number; invoice_id: number; coupon_id: number | null },
): Promise<{ sessionId: string; couponId: number } | undefined> {
  if (order.coupon_id === null) return undefined;
  const [row] = await checkedRows(
    tx,
    z.strictObject({ session_id: z.string() }),
    sql`SELECT i.checkout_session_id::text AS session_id FROM invoices.invoices i
        WHERE i.id = ${order.invoice_id}
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.invoice_id = ${order.invoice_id}
            AND o.coupon_id = ${order.coupon_id} AND o.id <> ${order.id} AND o.status <> 'cancelled')`,
  );
  return row ? { sessionId: row.session_id, couponId: order.coupon_id } : undefined;
}

/** Locks an order's row by id (a release queues with refunds on it). */
export async function lockOrderById(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
}

/**
 * Marks the order refunded in full once the refunds done (`doneCents`, the money module's sum)
 * cover its total; the seller-facts trigger then counts it as no sale (0027). Under the order's lock.
 */
export async function markRefundedInFull(tx: Executor, id: number, doneCents: number): Promise<void> {
  await tx.execute(sql`UPDATE orders SET refunded_in_full = true, updated_at = now()
    WHERE id = ${id} AND NOT refunded_in_full AND total_cents > 0 AND total_cents <= ${doneCents}`);
}

/** 'en camino', with the carrier and tracking number the buyer follows it by. */
export async function ship(
  tx: Executor,
  id: number,
  carrier: Carrier,
  trackingNumber: string,
): Promise<void> {
  await tx.execute(sql`UPDATE orders SET status = 'shipped', carrier = ${carrier}, tracking_number = ${trackingNumber},
    shipped_at = now(), updated_at = now() WHERE id = ${id}`);
}

/** Pickup: 'Listo para retirar', the seller has it waiting. */
export async function ready(tx: Executor, id: number): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET status = 'ready', ready_at = now(), updated_at = now() WHERE id = ${id}`,
  );
}

/** 'Recibido'; `late`: after the last day of its window (the seller's reputation counts it, 0028). */
export async function receive(tx: Executor, id: number, late = false): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET status = 'received', received_at = now(), delivered_late = ${late}, updated_at = now()
      WHERE id = ${id}`,
  );
}

export async function cancel(tx: Executor, id: number, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason},
    updated_at = now() WHERE id = ${id}`);
}

export type OrderEventKind =
  | 'shipped'
  | 'ready'
  | 'received'
  | 'cancelled'
  | 'claim_opened'
  | 'claim_escalated'
  | 'claim_refunded'
  | 'claim_closed';
export type ActorRole = 'buyer' | 'seller' | 'admin' | 'system';

/** One line of the order's history (append-only): what, who and when. */
export async function recordEvent(
  tx: Executor,
  orderId: number,
  event: { kind: OrderEventKind; actorId: number | null; actorRole: ActorRole; detail?: string | null },
): Promise<void> {
  await tx.execute(sql`INSERT INTO order_events (order_id, kind, actor_id, actor_role, detail)
    VALUES (${orderId}, ${event.kind}, ${event.actorId}, ${event.actorRole}, ${event.detail ?? null})`);
}
