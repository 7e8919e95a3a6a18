import { MOVEMENT_KINDS } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import type { LedgerAccount } from '../../db/schema.js';
import { rowTimestamp } from '../../db/timestamps.js';
import { type Entry, type Movement, type SalePosting, sumOf } from './postings.js';

/**
 * The ledger's only writer. A movement is one `ledger_transactions` row, identified by its key,
 * and entries that sum to zero, written together by one statement (the table's trigger refuses a
 * statement whose transactions do not balance, and keeps the running balances). A second post
 * of the same key writes nothing: every movement is idempotent.
 *
 * Sign: an account's balance is what it holds. A seller's accounts hold what the shop owes them;
 * the shop's 'cash' goes negative by what it holds at the provider (the other side of every sale).
 */
export type { Entry, Movement } from './postings.js';

const posted = z.strictObject({ txn_id: z.number().nullable() });

/** Posts a movement once: answers its transaction id, or null when its key was already posted. */
export async function post(ex: Executor, movement: Movement, entries: Entry[]): Promise<number | null> {
  const total = sumOf(entries);
  if (total !== 0) throw new Error(`unbalanced movement ${movement.key}: ${total}`);
  const [row] = await checkedRows(
    ex,
    posted,
    sql`WITH t AS (
          INSERT INTO ledger_transactions (kind, key, seller_id, order_id, refund_id, payout_id, gross_cents,
            commission_cents, rate_bp, memo, actor_id)
          VALUES (${movement.kind}, ${movement.key}, ${movement.sellerId ?? null}, ${movement.orderId ?? null},
            ${movement.refundId ?? null}, ${movement.payoutId ?? null}, ${movement.grossCents ?? null},
            ${movement.commissionCents ?? null}, ${movement.rateBp ?? null}, ${movement.memo ?? null},
            ${movement.actorId ?? null})
          ON CONFLICT (key) DO NOTHING
          RETURNING id),
        e AS (
          INSERT INTO ledger_entries (txn_id, account, user_id, amount_cents)
          SELECT t.id, e.account, e.user_id, e.amount
          FROM t, unnest(${sql.param(entries.map((e) => e.account))}::text[],
                         ${sql.param(entries.map((e) => e.userId))}::int[],
                         ${sql.param(entries.map((e) => e.amountCents))}::bigint[]) AS e(account, user_id, amount)
          WHERE e.amount <> 0)
        SELECT (SELECT id FROM t) AS txn_id`,
  );
  return row?.txn_id ?? null;
}

/**
 * The sales of a checkout's orders, posted as `salePosting` priced them (one per bought variant),
 * and their shipping as `shippingPosting` did: each movement's key is '<kind>:<order>', found by the order of its variant on the checkout's
 * invoice, so it runs in the purchase's transaction right behind the orders' own statement and
 * needs none of their answers. The rate charged is copied into the transaction, so a later change
 * of the rates never reaches it; a second post of a sale writes nothing.
 */
export function recordSales(
  ex: Executor,
  checkoutSessionId: string,
  sales: readonly (SalePosting & { variantId: number })[],
): Promise<unknown> {
  const entries = sales.flatMap((s) =>
    s.entries.map((e) => ({ ...e, variantId: s.variantId, kind: s.kind })),
  );
  const col = <T>(values: T[]) => sql.param(values);
  return ex.execute(sql`
    WITH sold AS (
      SELECT o.id AS order_id, v.kind, v.variant_id, v.seller_id, v.gross, v.commission, v.rate_bp
      FROM unnest(${col(sales.map((s) => s.kind))}::text[], ${col(sales.map((s) => s.variantId))}::int[],
                  ${col(sales.map((s) => s.sellerId))}::int[],
                  ${col(sales.map((s) => s.grossCents))}::bigint[], ${col(sales.map((s) => s.commissionCents))}::bigint[],
                  ${col(sales.map((s) => s.rateBp))}::int[]) AS v(kind, variant_id, seller_id, gross, commission, rate_bp)
      JOIN orders.orders o ON o.variant_id = v.variant_id
        AND o.invoice_id = (SELECT i.id FROM invoices.invoices i WHERE i.checkout_session_id = ${checkoutSessionId}::uuid)),
    t AS (
      INSERT INTO ledger_transactions (kind, key, seller_id, order_id, gross_cents, commission_cents, rate_bp)
      SELECT kind, kind || ':' || order_id, seller_id, order_id, gross, commission, rate_bp FROM sold
      ON CONFLICT (key) DO NOTHING
      RETURNING id, order_id, kind)
    INSERT INTO ledger_entries (txn_id, account, user_id, amount_cents)
    SELECT t.id, e.account, e.user_id, e.amount
    FROM t JOIN sold s ON s.order_id = t.order_id AND s.kind = t.kind
    JOIN unnest(${col(entries.map((e) => e.kind))}::text[], ${col(entries.map((e) => e.variantId))}::int[],
                ${col(entries.map((e) => e.account))}::text[],
                ${col(entries.map((e) => e.userId))}::int[], ${col(entries.map((e) => e.amountCents))}::bigint[])
      AS e(kind, variant_id, account, user_id, amount) ON e.variant_id = s.variant_id AND e.kind = s.kind`);
}

const rateRow = z.strictObject({ category_id: z.number(), rate_bp: z.number().nullable() });

/** The rates set: each category's newest (null: it uses the general one), and the general one (category 0). */
export async function ratesSet(ex: Executor): Promise<Map<number, number | null>> {
  const rows = await checkedRows(
    ex,
    rateRow,
    sql`SELECT DISTINCT ON (category_id) category_id, rate_bp FROM commission_rates ORDER BY category_id, id DESC`,
  );
  return new Map(rows.map((r) => [r.category_id, r.rate_bp]));
}

const balanceRow = z.strictObject({ account: z.string(), balance: z.number() });

/** The balances of some accounts (the sums of their slots); an account never written is 0. */
export async function balances(
  ex: Executor,
  userId: number,
  accounts: readonly LedgerAccount[],
): Promise<Record<LedgerAccount, number>> {
  const rows = await checkedRows(
    ex,
    balanceRow,
    sql`SELECT account, sum(balance_cents)::bigint AS balance FROM ledger_balances
        WHERE user_id = ${userId} AND account = ANY(${sql.param([...accounts])}::text[])
        GROUP BY account`,
  );
  const found = Object.fromEntries(rows.map((r) => [r.account, r.balance]));
  return Object.fromEntries(accounts.map((a) => [a, found[a] ?? 0])) as Record<LedgerAccount, number>;
}

/** One account's total over all users (the dashboard: what the shop owes all its sellers). */
export async function totalOf(ex: Executor, accounts: readonly LedgerAccount[]): Promise<number> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ total: z.number() }),
    sql`SELECT coalesce(sum(balance_cents), 0)::bigint AS total FROM ledger_balances
        WHERE account = ANY(${sql.param([...accounts])}::text[])`,
  );
  return row?.total ?? 0;
}

/** What one order's movements left in one seller account (the release moves exactly this). */
export async function orderBalance(ex: Executor, orderId: number, account: LedgerAccount): Promise<number> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ total: z.number() }),
    sql`SELECT coalesce(sum(e.amount_cents), 0)::bigint AS total
        FROM ledger_transactions t JOIN ledger_entries e ON e.txn_id = t.id
        WHERE t.order_id = ${orderId} AND e.account = ${account} AND e.user_id = t.seller_id`,
  );
  return row?.total ?? 0;
}

/** The order's sale as the ledger recorded it (its seller, price paid, commission and rate). */
const saleRow = z.strictObject({
  seller_id: z.number().nullable(),
  gross_cents: z.number(),
  commission_cents: z.number(),
  released: z.boolean(),
  /** Paid at the source into the seller's own account: the seller's share is already 'paid'. */
  split: z.boolean(),
  /** What a coupon the shop funds paid of it (its 'marketing' entry; 0033). */
  marketing_cents: z.number(),
});
export type SaleRow = z.infer<typeof saleRow>;

/** The order's shipping income as the ledger recorded it (none: it had no shipping to pay). */
export async function findShipping(
  ex: Executor,
  orderId: number,
): Promise<{ gross_cents: number; commission_cents: number } | undefined> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ gross_cents: z.number(), commission_cents: z.number() }),
    sql`SELECT gross_cents, commission_cents FROM ledger_transactions WHERE key = 'shipping:' || ${orderId}`,
  );
  return row;
}

export async function findSale(ex: Executor, orderId: number): Promise<SaleRow | undefined> {
  const [row] = await checkedRows(
    ex,
    saleRow,
    sql`SELECT seller_id, gross_cents, commission_cents,
          EXISTS (SELECT 1 FROM ledger_transactions r WHERE r.key = 'release:' || ${orderId}) AS released,
          EXISTS (SELECT 1 FROM ledger_entries e WHERE e.txn_id = s.id AND e.account = 'paid') AS split,
          (SELECT coalesce(-sum(e.amount_cents), 0) FROM ledger_entries e
            WHERE e.txn_id = s.id AND e.account = 'marketing')::bigint AS marketing_cents
        FROM ledger_transactions s WHERE key = 'sale:' || ${orderId}`,
  );
  return row;
}

const movementRow = z.strictObject({
  id: z.number(),
  // What a seller's grid shows: every kind but the shop's side of a refund ('refund_done').
  kind: z.enum(MOVEMENT_KINDS),
  created_at: rowTimestamp,
  order_number: z.string().nullable(),
  payout_id: z.number().nullable(),
  gross_cents: z.number().nullable(),
  commission_cents: z.number().nullable(),
  rate_bp: z.number().nullable(),
  memo: z.string().nullable(),
  pending: z.number(),
  available: z.number(),
  paid: z.number(),
});
export type MovementRow = z.infer<typeof movementRow>;

const sellerKinds = sql`t.kind <> 'refund_done'`;

function movementsSql(sellerId: number, where: SQL, tail: SQL): SQL {
  return sql`
    SELECT t.id, t.kind, t.created_at, o.order_number, t.payout_id, t.gross_cents, t.commission_cents, t.rate_bp, t.memo,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
                WHERE e.txn_id = t.id AND e.user_id = t.seller_id AND e.account = 'pending'), 0)::bigint AS pending,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
                WHERE e.txn_id = t.id AND e.user_id = t.seller_id AND e.account = 'available'), 0)::bigint AS available,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
                WHERE e.txn_id = t.id AND e.user_id = t.seller_id AND e.account = 'paid'), 0)::bigint AS paid
    FROM ledger_transactions t LEFT JOIN orders.orders o ON o.id = t.order_id
    WHERE t.seller_id = ${sellerId} AND ${sellerKinds} ${where}
    ORDER BY t.id DESC ${tail}`;
}

/** A seller's movements, newest first, one page (the index on (seller_id, id) serves it). */
export async function listMovements(
  ex: Executor,
  sellerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MovementRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    checkedRows(ex, movementRow, movementsSql(sellerId, sql``, sql`LIMIT ${limit} OFFSET ${offset}`)),
    checkedRows(
      ex,
      z.strictObject({ total: z.number() }),
      sql`SELECT count(*)::int AS total FROM ledger_transactions t WHERE t.seller_id = ${sellerId} AND ${sellerKinds}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** All of a seller's movements, newest first, in chunks (the CSV export streams them). */
export async function* allMovements(
  ex: Executor,
  sellerId: number,
  chunk = 1000,
): AsyncGenerator<MovementRow> {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await checkedRows(
      ex,
      movementRow,
      movementsSql(sellerId, sql`AND t.id < ${before}`, sql`LIMIT ${chunk}`),
    );
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < chunk) return;
    before = last.id;
  }
}
