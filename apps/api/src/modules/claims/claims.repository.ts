import { CLAIM_REASONS, CLAIM_STATUSES, type ClaimReason, type ClaimRole } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** The order a claim is about, locked: the claim's rules and the refund queue on its row. */
const orderRow = z.strictObject({
  id: z.number(),
  order_number: z.string(),
  status: z.string(),
  buyer_id: z.number(),
  seller_id: z.number().nullable(),
  product_name: z.string(),
  variant_label: z.string(),
  quantity: z.number(),
  created_at: rowTimestamp,
});
export type ClaimOrder = z.infer<typeof orderRow>;

const claimRow = z.strictObject({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  product_name: z.string(),
  variant_label: z.string(),
  total_cents: z.number(),
  refunded_cents: z.number(),
  reason: z.enum(CLAIM_REASONS),
  status: z.enum(CLAIM_STATUSES),
  outcome: z.enum(['refunded', 'closed']).nullable(),
  opened_at: rowTimestamp,
  escalated_at: rowTimestamp.nullable(),
  resolved_at: rowTimestamp.nullable(),
  last_message_at: rowTimestamp,
  buyer_id: z.number(),
  buyer_user_name: z.string(),
  seller_id: z.number().nullable(),
  seller_user_name: z.string().nullable(),
});
export type ClaimRow = z.infer<typeof claimRow>;

const claimColumns = sql`c.id, c.order_id, o.order_number, o.product_name, o.variant_label, o.total_cents,
  (SELECT coalesce(sum(r.amount_cents), 0) FROM money.refunds r WHERE r.order_id = o.id AND r.status <> 'failed')::bigint
    AS refunded_cents,
  c.reason, c.status, c.outcome, c.opened_at, c.escalated_at, c.resolved_at, c.last_message_at,
  c.buyer_id, b.user_name AS buyer_user_name, c.seller_id, s.user_name AS seller_user_name`;
const claimJoins = sql`FROM claims c JOIN orders.orders o ON o.id = c.order_id JOIN accounts.people b ON b.id = c.buyer_id
  LEFT JOIN accounts.people s ON s.id = c.seller_id`;

/** The claim of an order (claims_order_uq); `lock` takes its row for a change of state. */
export async function findByOrder(
  ex: Executor,
  orderNumber: string,
  lock = false,
): Promise<ClaimRow | undefined> {
  const [row] = await checkedRows(
    ex,
    claimRow,
    sql`SELECT ${claimColumns} ${claimJoins} WHERE o.order_number = ${orderNumber}
      ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return row;
}

export async function insertClaim(tx: Executor, order: ClaimOrder, reason: ClaimReason): Promise<number> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`INSERT INTO claims (order_id, buyer_id, seller_id, reason)
      VALUES (${order.id}, ${order.buyer_id}, ${order.seller_id}, ${reason})
      ON CONFLICT (order_id) DO NOTHING RETURNING id`,
  );
  return row?.id ?? 0;
}

export async function insertMessage(
  tx: Executor,
  claimId: number,
  message: { authorId: number; role: ClaimRole; body: string; images: string[] },
): Promise<number> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`WITH m AS (INSERT INTO claim_messages (claim_id, author_id, author_role, body, images)
        VALUES (${claimId}, ${message.authorId}, ${message.role}, ${message.body}, ${JSON.stringify(message.images)}::jsonb)
        RETURNING id, created_at),
      touched AS (UPDATE claims SET last_message_at = (SELECT created_at FROM m) WHERE id = ${claimId})
      SELECT id FROM m`,
  );
  if (!row) throw new Error('claim message not recorded');
  return row.id;
}

const messageRow = z.strictObject({
  id: z.number(),
  author_role: z.enum(['buyer', 'seller', 'admin']),
  author_name: z.string().nullable(),
  body: z.string(),
  images: z.array(z.string()),
  created_at: rowTimestamp,
});
export type MessageRow = z.infer<typeof messageRow>;

export function messagesOf(ex: Executor, claimId: number): Promise<MessageRow[]> {
  return checkedRows(
    ex,
    messageRow,
    sql`SELECT m.id, m.author_role, u.user_name AS author_name, m.body, m.images, m.created_at
      FROM claim_messages m LEFT JOIN accounts.people u ON u.id = m.author_id
      WHERE m.claim_id = ${claimId} ORDER BY m.id`,
  );
}

export async function escalate(tx: Executor, claimId: number, by: number): Promise<void> {
  await tx.execute(sql`UPDATE claims SET status = 'escalated', escalated_at = now(), escalated_by = ${by}
    WHERE id = ${claimId}`);
}

export async function resolve(
  tx: Executor,
  claimId: number,
  resolution: { outcome: 'refunded' | 'closed'; by: number; refundId: number | null },
): Promise<void> {
  await tx.execute(sql`UPDATE claims SET status = 'resolved', outcome = ${resolution.outcome}, resolved_at = now(),
    resolved_by = ${resolution.by}, refund_id = ${resolution.refundId} WHERE id = ${claimId}`);
}

const pagedRow = claimRow.extend({ total: z.number() });

/**
 * A page of claims with the exact total: the administrator's (unresolved oldest first through
 * claims_unresolved_idx, or all newest first) or a person's own, as buyer or seller (each side by
 * its index, joined with UNION ALL; a person is never both on one claim).
 */
export async function listClaims(
  ex: Executor,
  filter: { userId?: number; status: 'unresolved' | 'resolved' | 'all' },
  page: { page: number; pageSize: number },
): Promise<{ rows: ClaimRow[]; total: number }> {
  const statusOf: Record<typeof filter.status, SQL> = {
    unresolved: sql`c.status <> 'resolved'`,
    resolved: sql`c.status = 'resolved'`,
    all: sql`true`,
  };
  const where = statusOf[filter.status];
  const ids =
    filter.userId === undefined
      ? sql`SELECT c.id, c.opened_at FROM claims c WHERE ${where}`
      : sql`SELECT c.id, c.opened_at FROM claims c WHERE c.buyer_id = ${filter.userId} AND ${where}
        UNION ALL SELECT c.id, c.opened_at FROM claims c WHERE c.seller_id = ${filter.userId} AND ${where}`;
  // The administrator works the oldest open claim first; everyone else sees the newest first.
  const order = filter.userId === undefined && filter.status === 'unresolved' ? sql`ASC` : sql`DESC`;
  const rows = await checkedRows(
    ex,
    pagedRow,
    sql`WITH hits AS MATERIALIZED (${ids}),
      page AS (SELECT id, opened_at FROM hits ORDER BY opened_at ${order}, id ${order}
        LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize})
      SELECT ${claimColumns}, (SELECT count(*) FROM hits)::int AS total
      FROM page JOIN claims c ON c.id = page.id JOIN orders.orders o ON o.id = c.order_id JOIN accounts.people b ON b.id = c.buyer_id
        LEFT JOIN accounts.people s ON s.id = c.seller_id
      ORDER BY page.opened_at ${order}, page.id ${order}`,
  );
  if (rows[0] || page.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [c] = await checkedRows(
    ex,
    z.strictObject({ total: z.number() }),
    sql`WITH hits AS (${ids}) SELECT count(*)::int AS total FROM hits`,
  );
  return { rows: [], total: c?.total ?? 0 };
}
