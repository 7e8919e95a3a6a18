import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

const refundedRow = z.strictObject({ refunded_cents: z.number(), shipping_cents: z.number() });

/**
 * What was refunded of an order's products so far (refunds asked and not failed, pending or done),
 * and apart, of its shipping: a line is closed when its products are refunded in full.
 */
export async function refundedPartsOf(
  ex: Executor,
  orderId: number,
): Promise<{ productCents: number; shippingCents: number }> {
  const [row] = await checkedRows(
    ex,
    refundedRow,
    sql`SELECT coalesce(sum(amount_cents - shipping_cents), 0)::bigint AS refunded_cents,
          coalesce(sum(shipping_cents), 0)::bigint AS shipping_cents FROM refunds
        WHERE order_id = ${orderId} AND status <> 'failed'`,
  );
  return { productCents: row?.refunded_cents ?? 0, shippingCents: row?.shipping_cents ?? 0 };
}

/** What was refunded of an order's products so far (see refundedPartsOf). */
export const refundedOf = async (ex: Executor, orderId: number): Promise<number> =>
  (await refundedPartsOf(ex, orderId)).productCents;

/** What was refunded of an order's products and is done (the provider confirmed it). */
export async function refundedDoneOf(ex: Executor, orderId: number): Promise<number> {
  const [row] = await checkedRows(
    ex,
    refundedRow,
    sql`SELECT coalesce(sum(amount_cents - shipping_cents), 0)::bigint AS refunded_cents,
          coalesce(sum(shipping_cents), 0)::bigint AS shipping_cents FROM refunds
        WHERE order_id = ${orderId} AND status = 'done'`,
  );
  return row?.refunded_cents ?? 0;
}

const sellerRow = z.strictObject({ seller_id: z.number().nullable() });

/** The seller a refund's request debited (its ledger movement's), if any. */
export async function sellerOf(ex: Executor, refundId: number): Promise<number | null> {
  const [row] = await checkedRows(
    ex,
    sellerRow,
    sql`SELECT seller_id FROM ledger_transactions WHERE key = ${`refund:${refundId}`}`,
  );
  return row?.seller_id ?? null;
}

const refundRow = z.strictObject({
  id: z.number(),
  order_id: z.number().nullable(),
  payment_id: z.number(),
  amount_cents: z.number(),
  shipping_cents: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  restock_units: z.number(),
  requested_by: z.number().nullable(),
  requested_by_name: z.string().nullable(),
  created_at: rowTimestamp,
  order_number: z.string().nullable(),
  product_id: z.number().nullable(),
  variant_id: z.number().nullable(),
  provider: z.string(),
  provider_payment_id: z.string(),
  payment_amount_cents: z.number(),
  buyer_id: z.number().nullable(),
  buyer_email: z.string().nullable(),
  buyer_name: z.string().nullable(),
  product_name: z.string().nullable(),
  product_image: z.string().nullable(),
  variant_label: z.string().nullable(),
  /** The seller whose own account the payment went to (split at the source); null: the shop's. */
  split_seller_id: z.number().nullable(),
});
export type RefundRow = z.infer<typeof refundRow>;

const refundSelect = sql`
  SELECT r.id, r.order_id, r.payment_id, r.amount_cents, r.shipping_cents, r.reason, r.status, r.restock_units, r.requested_by,
    u.user_name AS requested_by_name, r.created_at, o.order_number, o.product_id, o.variant_id, p.provider, p.provider_payment_id,
    p.amount_cents AS payment_amount_cents, b.id AS buyer_id, b.email AS buyer_email,
    nullif(concat_ws(' ', b.first_name, b.last_name), '') AS buyer_name, o.product_name, o.variant_label,
    coalesce(o.product_image, (SELECT pi.url FROM catalog.pictures pi WHERE pi.product_id = o.product_id
      ORDER BY pi.position LIMIT 1)) AS product_image,
    (SELECT cp.seller_id FROM checkout.parts cp WHERE cp.payment_id = r.payment_id) AS split_seller_id
  FROM refunds r
  JOIN checkout.payments p ON p.id = r.payment_id
  LEFT JOIN orders.orders o ON o.id = r.order_id
  LEFT JOIN accounts.people u ON u.id = r.requested_by
  LEFT JOIN checkout.sessions s ON s.id = p.checkout_session_id
  LEFT JOIN accounts.people b ON b.id = s.user_id`;

export async function findRefund(ex: Executor, id: number, lock = false): Promise<RefundRow | undefined> {
  const [row] = await checkedRows(
    ex,
    refundRow,
    sql`${refundSelect} WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row;
}

export function refundsOfOrder(ex: Executor, orderId: number): Promise<RefundRow[]> {
  return checkedRows(ex, refundRow, sql`${refundSelect} WHERE r.order_id = ${orderId} ORDER BY r.id`);
}

export async function insertRefund(
  tx: Executor,
  refund: {
    orderId: number | null;
    paymentId: number;
    amountCents: number;
    reason: string;
    requestedBy: number | null;
    restockUnits: number;
    shippingCents?: number;
  },
): Promise<number | null> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`INSERT INTO refunds (order_id, payment_id, amount_cents, reason, requested_by, restock_units, shipping_cents)
        VALUES (${refund.orderId}, ${refund.paymentId}, ${refund.amountCents}, ${refund.reason},
                ${refund.requestedBy}, ${refund.restockUnits}, ${refund.shippingCents ?? 0})
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return row?.id ?? null;
}

export async function decideRefund(
  tx: Executor,
  id: number,
  outcome: { status: 'done'; providerRefundId: string } | { status: 'failed'; error: string },
): Promise<void> {
  await tx.execute(sql`
    UPDATE refunds SET status = ${outcome.status}, decided_at = now(),
      provider_refund_id = ${outcome.status === 'done' ? outcome.providerRefundId : null},
      last_error = ${outcome.status === 'failed' ? outcome.error : null}
    WHERE id = ${id} AND status = 'pending'`);
}

export async function noteAttempt(ex: Executor, id: number, error: string): Promise<void> {
  await ex.execute(
    sql`UPDATE refunds SET attempts = attempts + 1, last_error = ${error} WHERE id = ${id} AND status = 'pending'`,
  );
}

/** Refunds still waiting for the provider's answer after `olderThanSeconds` (a crash, an outage). */
export function stalePending(
  ex: Executor,
  olderThanSeconds: number,
  limit: number,
): Promise<{ id: number }[]> {
  return checkedRows(
    ex,
    z.strictObject({ id: z.number() }),
    sql`SELECT id FROM refunds WHERE status = 'pending'
          AND created_at < now() - make_interval(secs => ${olderThanSeconds}::int)
        ORDER BY created_at LIMIT ${limit}`,
  );
}

/** The movement a refund's request posted: its entries, to be reversed if the provider refuses. */
export function entriesOf(ex: Executor, key: string) {
  return checkedRows(
    ex,
    z.strictObject({ account: z.string(), user_id: z.number(), amount_cents: z.number() }),
    sql`SELECT e.account, e.user_id, e.amount_cents FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.txn_id WHERE t.key = ${key} ORDER BY e.id`,
  );
}

const partRow = z.strictObject({ seller_id: z.number().nullable(), fee_cents: z.number() });

/** The part of a split checkout a payment paid, if any: whose account it went to and the shop's fee in it. */
export async function partOfPayment(ex: Executor, paymentRowId: number) {
  const [row] = await checkedRows(
    ex,
    partRow,
    sql`SELECT seller_id, fee_cents FROM checkout.parts WHERE payment_id = ${paymentRowId}`,
  );
  return row;
}

const givenBackRow = z.strictObject({ given_back: z.boolean() });

/**
 * Whether a payment was already given back whole (a refund of a payment without a sale): such a
 * payment never becomes a sale, even if the units came back since.
 */
export async function givenBackWhole(ex: Executor, paymentRowId: number): Promise<boolean> {
  const [row] = await checkedRows(
    ex,
    givenBackRow,
    sql`SELECT EXISTS (SELECT 1 FROM refunds WHERE payment_id = ${paymentRowId} AND order_id IS NULL) AS given_back`,
  );
  return row?.given_back ?? false;
}
