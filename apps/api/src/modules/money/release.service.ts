import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import * as ledger from './ledger.repository.js';
import { releasePosting } from './postings.js';

/**
 * Release: a sale's net amount moves from the seller's 'pending' to 'available' when the buyer
 * confirms 'Recibido', or RELEASE_DAYS after the order went 'en camino' (a job). What moves is what
 * the order's movements left pending (its sale less any refund taken from pending), once: the
 * movement's key is 'release:<order>', and the order's row lock orders it with refunds.
 */
export async function releaseOrder(tx: Executor, orderId: number): Promise<boolean> {
  // While a claim is open the money stays pending (the schedule stays too); its resolution
  // releases it (releaseIfDue).
  if (await hasOpenClaim(tx, orderId)) return false;
  const sale = await ledger.findSale(tx, orderId);
  await tx.execute(sql`DELETE FROM release_schedule WHERE order_id = ${orderId}`);
  // A sale paid at the source has nothing pending: the seller was paid by the provider.
  if (!sale || sale.released || sale.seller_id === null || sale.split) return false;
  const pending = await ledger.orderBalance(tx, orderId, 'pending');
  const { movement, entries } = releasePosting(orderId, sale.seller_id, pending);
  return (await ledger.post(tx, movement, entries)) !== null;
}

const openClaim = sql`EXISTS (SELECT 1 FROM claims.claims c WHERE c.order_id = r.order_id AND c.status <> 'resolved')`;

async function hasOpenClaim(tx: Executor, orderId: number): Promise<boolean> {
  const rows = await checkedRows(
    tx,
    z.strictObject({ order_id: z.number() }),
    sql`SELECT r.order_id FROM (SELECT ${orderId}::int AS order_id) r WHERE ${openClaim}`,
  );
  return rows.length > 0;
}

/**
 * A resolved claim lets the order's money go as it would have: now if the buyer already confirmed
 * receipt or its release date has passed, else on its schedule. In the resolution's transaction,
 * the order locked.
 */
export async function releaseIfDue(tx: Executor, orderId: number): Promise<boolean> {
  const due = await checkedRows(
    tx,
    z.strictObject({ id: z.number() }),
    sql`SELECT o.id FROM orders.orders o WHERE o.id = ${orderId} AND (o.status = 'received'
      OR EXISTS (SELECT 1 FROM release_schedule s WHERE s.order_id = o.id AND s.due_at <= now()))`,
  );
  return due.length > 0 ? releaseOrder(tx, orderId) : false;
}

/** Schedules the release of a shipped order's sale (the move-order flow calls it as the order ships). */
export async function scheduleRelease(tx: Executor, orderId: number, releaseDays: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO release_schedule (order_id, due_at)
    VALUES (${orderId}, now() + make_interval(secs => ${Math.round(releaseDays * 86_400)}::int))
    ON CONFLICT (order_id) DO NOTHING`);
}

const dueRow = z.strictObject({ order_id: z.number() });

/** Orders whose release is due now and not held by an open claim, oldest first. */
export async function dueReleases(ex: Executor, limit: number): Promise<number[]> {
  const rows = await checkedRows(
    ex,
    dueRow,
    sql`SELECT order_id FROM release_schedule r WHERE due_at <= now() AND NOT ${openClaim}
        ORDER BY due_at LIMIT ${limit}`,
  );
  return rows.map((r) => r.order_id);
}

/** Takes an order's due release for this transaction (false: another instance has it, or it is done). */
export async function takeDueRelease(tx: Executor, orderId: number): Promise<boolean> {
  const [mine] = await checkedRows(
    tx,
    dueRow,
    sql`SELECT order_id FROM release_schedule WHERE order_id = ${orderId} FOR UPDATE SKIP LOCKED`,
  );
  return mine !== undefined;
}

/** Releases waiting for the job (its backlog metric). */
export async function countDueReleases(ex: Executor): Promise<number> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM release_schedule r WHERE due_at <= now() AND NOT ${openClaim}`,
  );
  return row?.n ?? 0;
}
