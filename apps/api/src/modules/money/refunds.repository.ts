import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** An order as a refund needs it, its row locked FOR UPDATE (refunds and its release queue on it). */
const lockedOrder = z.strictObject({
  id: z.number(),
  order_number: z.string(),
  status: z.string(),
  buyer_id: z.number(),
  seller_id: z.number().nullable(),
  product_id: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  total_cents: z.number(),
  payment_id: z.number().nullable(),
  /** Refunds asked so far and not failed (pending or done). */
  refunded_cents: z.number(),
});
export type LockedOrder = z.infer<typeof lockedOrder>;

/**
 * Locks the order, then reads it with what was refunded so far: two statements, because a
 * statement that waited for the lock still sees, in its subqueries, the refunds as they were
 * before the wait (its snapshot is older than the refund that held the lock); the second
 * statement's snapshot is taken after the lock is ours.
 */
export async function lockOrder(tx: Executor, orderNumber: string): Promise<LockedOrder | undefined> {
  const [locked] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`SELECT id FROM orders WHERE order_number = ${orderNumber} FOR UPDATE`,
  );
  if (!locked) return undefined;
  const [row] = await checkedRows(
    tx,
    lockedOrder,
    sql`SELECT o.id, o.order_number, o.status, o.buyer_id, o.seller_id, o.product_id, o.product_name, o.quantity,
          o.total_cents,
          -- A checkout split by seller: the order was paid by its part's payment (its seller's
          -- when its line was charged a fee, else the shop's part), not the invoice's.
          coalesce((SELECT cp.payment_id FROM checkout_parts cp JOIN checkout_lines l
                      ON l.checkout_session_id = cp.checkout_session_id AND l.product_id = o.product_id
                    WHERE cp.checkout_session_id = i.checkout_session_id
                      AND cp.seller_id IS NOT DISTINCT FROM (CASE WHEN l.fee_cents IS NULL THEN NULL ELSE l.seller_id END)
                    LIMIT 1), i.payment_id) AS payment_id,
          (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r
           WHERE r.order_id = o.id AND r.status <> 'failed')::bigint AS refunded_cents
        FROM orders o JOIN invoices i ON i.id = o.invoice_id
        WHERE o.id = ${locked.id}`,
  );
  return row;
}

const refundRow = z.strictObject({
  id: z.number(),
  order_id: z.number().nullable(),
  payment_id: z.number(),
  amount_cents: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  restock_units: z.number(),
  requested_by: z.number().nullable(),
  requested_by_name: z.string().nullable(),
  created_at: rowTimestamp,
  order_number: z.string().nullable(),
  product_id: z.number().nullable(),
  provider: z.string(),
  provider_payment_id: z.string(),
  payment_amount_cents: z.number(),
  buyer_email: z.string().nullable(),
  buyer_name: z.string().nullable(),
  product_name: z.string().nullable(),
  /** The seller whose own account the payment went to (split at the source); null: the shop's. */
  split_seller_id: z.number().nullable(),
});
export type RefundRow = z.infer<typeof refundRow>;

const refundSelect = sql`
  SELECT r.id, r.order_id, r.payment_id, r.amount_cents, r.reason, r.status, r.restock_units, r.requested_by,
    u.user_name AS requested_by_name, r.created_at, o.order_number, o.product_id, p.provider, p.provider_payment_id,
    p.amount_cents AS payment_amount_cents, b.email AS buyer_email,
    nullif(concat_ws(' ', b.first_name, b.last_name), '') AS buyer_name, o.product_name,
    (SELECT cp.seller_id FROM checkout_parts cp WHERE cp.payment_id = r.payment_id) AS split_seller_id
  FROM refunds r
  JOIN payments p ON p.id = r.payment_id
  LEFT JOIN orders o ON o.id = r.order_id
  LEFT JOIN users u ON u.id = r.requested_by
  LEFT JOIN checkout_sessions s ON s.id = p.checkout_session_id
  LEFT JOIN users b ON b.id = s.user_id`;

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
  },
): Promise<number | null> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`INSERT INTO refunds (order_id, payment_id, amount_cents, reason, requested_by, restock_units)
        VALUES (${refund.orderId}, ${refund.paymentId}, ${refund.amountCents}, ${refund.reason},
                ${refund.requestedBy}, ${refund.restockUnits})
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
    sql`SELECT seller_id, fee_cents FROM checkout_parts WHERE payment_id = ${paymentRowId}`,
  );
  return row;
}
