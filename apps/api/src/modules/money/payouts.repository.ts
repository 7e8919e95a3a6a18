import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { peopleMatching } from '../../db/people-search.js';
import { rowTimestamp } from '../../db/timestamps.js';

const payableRow = z.strictObject({
  id: z.number(),
  user_name: z.string(),
  email: z.string(),
  available: z.number(),
  holder_name: z.string().nullable(),
  cbu: z.string().nullable(),
  alias: z.string().nullable(),
});
export type PayableRow = z.infer<typeof payableRow>;

interface PayableFilter {
  minCents: number;
  limit: number;
  offset: number;
  /** Only these sellers (a batch for the chosen ones). */
  onlyIds?: number[] | undefined;
  /** Only sellers whose user name, e-mail or last name contains it (the people's trigram index). */
  q?: string | undefined;
}

/**
 * Sellers whose available balance is at least `minCents` (and above zero), largest first. A search
 * first finds the matching people through users_search_trgm_idx, then reads only their balances
 * (by the balances' primary key, account and user), so it costs what the matches cost.
 */
export async function payableSellers(
  ex: Executor,
  { minCents, limit, offset, onlyIds, q }: PayableFilter,
): Promise<{ rows: PayableRow[]; total: number }> {
  const balances = sql`
    SELECT user_id, sum(balance_cents)::bigint AS available FROM ledger_balances
    WHERE account = 'available' ${onlyIds ? sql`AND user_id = ANY(${sql.param(onlyIds)}::int[])` : sql``}
      ${q ? sql`AND user_id IN (${peopleMatching(q)})` : sql``}
    GROUP BY user_id HAVING sum(balance_cents) >= greatest(${minCents}::bigint, 1)`;
  const [rows, [count]] = await Promise.all([
    checkedRows(
      ex,
      payableRow,
      sql`SELECT u.id, u.user_name, u.email, b.available, a.holder_name, a.cbu, a.alias
          FROM (${balances}) b JOIN accounts.people u ON u.id = b.user_id
          LEFT JOIN payout_accounts a ON a.user_id = u.id
          ORDER BY b.available DESC, u.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    checkedRows(
      ex,
      z.strictObject({ total: z.number() }),
      sql`SELECT count(*)::int AS total FROM (${balances}) b`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

const payoutRow = z.strictObject({
  id: z.number(),
  batch_id: z.number(),
  seller_id: z.number(),
  user_name: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  amount_cents: z.number(),
  holder_name: z.string(),
  cbu: z.string().nullable(),
  alias: z.string().nullable(),
  status: z.enum(['pending', 'paid', 'failed']),
  note: z.string().nullable(),
  created_at: rowTimestamp,
  decided_at: rowTimestamp.nullable(),
});
export type PayoutRow = z.infer<typeof payoutRow>;

const payoutSelect = sql`
  SELECT p.id, p.batch_id, p.seller_id, u.user_name, u.email, u.first_name, p.amount_cents, p.holder_name, p.cbu,
    p.alias, p.status, p.note, p.created_at, p.decided_at
  FROM payouts p JOIN accounts.people u ON u.id = p.seller_id`;

export function payoutsOfBatch(ex: Executor, batchId: number): Promise<PayoutRow[]> {
  return checkedRows(ex, payoutRow, sql`${payoutSelect} WHERE p.batch_id = ${batchId} ORDER BY p.id`);
}

export async function findPayout(ex: Executor, id: number, lock = false): Promise<PayoutRow | undefined> {
  const [row] = await checkedRows(
    ex,
    payoutRow,
    sql`${payoutSelect} WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

export async function insertPayout(
  tx: Executor,
  p: { batchId: number; seller: PayableRow; amountCents: number },
): Promise<number> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`INSERT INTO payouts (batch_id, seller_id, amount_cents, holder_name, cbu, alias)
        VALUES (${p.batchId}, ${p.seller.id}, ${p.amountCents}, ${p.seller.holder_name ?? ''}, ${p.seller.cbu}, ${p.seller.alias})
        RETURNING id`,
  );
  if (!row) throw new Error('payout not recorded');
  return row.id;
}

export async function decidePayout(
  tx: Executor,
  id: number,
  status: 'paid' | 'failed',
  deciderId: number,
  note: string | null,
): Promise<void> {
  await tx.execute(sql`
    UPDATE payouts SET status = ${status}, decided_by = ${deciderId}, decided_at = now(), note = ${note}
    WHERE id = ${id} AND status = 'pending'`);
}

const batchRow = z.strictObject({
  id: z.number(),
  created_at: rowTimestamp,
  created_by: z.number(),
  created_by_name: z.string(),
  min_cents: z.number(),
  total_cents: z.number(),
  count: z.number(),
  pending_count: z.number(),
});
export type BatchRow = z.infer<typeof batchRow>;

const batchSelect = sql`
  SELECT b.id, b.created_at, b.created_by, u.user_name AS created_by_name, b.min_cents,
    (SELECT coalesce(sum(p.amount_cents), 0) FROM payouts p WHERE p.batch_id = b.id)::bigint AS total_cents,
    (SELECT count(*) FROM payouts p WHERE p.batch_id = b.id)::int AS count,
    (SELECT count(*) FROM payouts p WHERE p.batch_id = b.id AND p.status = 'pending')::int AS pending_count
  FROM payout_batches b JOIN accounts.people u ON u.id = b.created_by`;

export async function findBatch(ex: Executor, id: number): Promise<BatchRow | undefined> {
  const [row] = await checkedRows(ex, batchRow, sql`${batchSelect} WHERE b.id = ${id}`);
  return row;
}

export async function listBatches(
  ex: Executor,
  limit: number,
  offset: number,
): Promise<{ rows: BatchRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    checkedRows(ex, batchRow, sql`${batchSelect} ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`),
    checkedRows(
      ex,
      z.strictObject({ total: z.number() }),
      sql`SELECT count(*)::int AS total FROM payout_batches`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function insertBatch(tx: Executor, createdBy: number, minCents: number): Promise<number> {
  const [row] = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`INSERT INTO payout_batches (created_by, min_cents) VALUES (${createdBy}, ${minCents}) RETURNING id`,
  );
  if (!row) throw new Error('batch not recorded');
  return row.id;
}
