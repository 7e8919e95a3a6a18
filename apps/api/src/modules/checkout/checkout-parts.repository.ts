import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';

/**
 * A checkout split by seller (decision record 0028): one part per linked seller, paid into their
 * own account with the shop's commission for their lines as marketplace_fee, and one part for
 * everything else, paid to the shop. Owned by checkout, like the checkout's lines.
 */
export const partRow = z.strictObject({
  id: z.number(),
  position: z.number(),
  seller_id: z.number().nullable(),
  seller_name: z.string().nullable(),
  collector_id: z.string().nullable(),
  amount_cents: z.number(),
  fee_cents: z.number(),
  preference_id: z.string().nullable(),
  init_point: z.string().nullable(),
  status: z.enum(['pending', 'paid']),
  payment_row_id: z.number().nullable(),
  /** The provider's id of the payment that paid it, its amount and currency. */
  payment_ref: z.string().nullable(),
  payment_amount_cents: z.number().nullable(),
  payment_currency: z.string().nullable(),
  /** The products of its lines. */
  product_ids: z.array(z.number()),
});
export type PartRow = z.infer<typeof partRow>;

/** The lines a part pays: a seller part's are that seller's lines charged a fee; the shop's, the rest. */
const partLines = sql`
  SELECT coalesce(jsonb_agg(l.product_id ORDER BY l.id), '[]') FROM checkout_lines l
  WHERE l.checkout_session_id = cp.checkout_session_id
    AND CASE WHEN cp.seller_id IS NULL THEN l.fee_cents IS NULL ELSE l.fee_cents IS NOT NULL AND l.seller_id = cp.seller_id END`;

/** A checkout's parts, in order (none: it is paid whole). */
export function readParts(ex: Executor, sessionId: string): Promise<PartRow[]> {
  return checkedRows(
    ex,
    partRow,
    sql`SELECT cp.id, cp.position, cp.seller_id, cp.seller_name, cp.collector_id, cp.amount_cents, cp.fee_cents,
          cp.preference_id, cp.init_point, cp.status, cp.payment_id AS payment_row_id,
          p.provider_payment_id AS payment_ref, p.amount_cents AS payment_amount_cents, p.currency AS payment_currency,
          (${partLines}) AS product_ids
        FROM checkout_parts cp LEFT JOIN payments p ON p.id = cp.payment_id
        WHERE cp.checkout_session_id = ${sessionId}::uuid
        ORDER BY cp.position`,
  );
}

/**
 * Splits a new checkout by seller, in one statement: each line of a seller whose account is linked
 * with this provider gets the commission in force for its category (the ledger's rule: the
 * category's newest rate, else the general one; round half up in cents) and the rate; then one
 * part per such seller (in the order of their first line) and, if anything is left, the shop's
 * part last. A checkout without linked sellers gets no parts and is paid whole, as before.
 */
export async function drawParts(tx: Executor, sessionId: string, provider: string): Promise<void> {
  await tx.execute(sql`
    WITH rated AS (
      SELECT l.id, l.seller_id, l.total_cents, pl.account_id, u.user_name,
        coalesce(
          (SELECT r.rate_bp FROM commission_rates r WHERE r.category_id = p.category_id ORDER BY r.id DESC LIMIT 1),
          (SELECT r.rate_bp FROM commission_rates r WHERE r.category_id = 0 ORDER BY r.id DESC LIMIT 1),
          0) AS rate_bp
      FROM checkout_lines l
      JOIN payment_links pl ON pl.seller_id = l.seller_id AND pl.status = 'linked' AND pl.provider = ${provider}
      JOIN users u ON u.id = l.seller_id
      LEFT JOIN products p ON p.id = l.product_id
      WHERE l.checkout_session_id = ${sessionId}::uuid),
    fees AS (
      UPDATE checkout_lines l SET fee_rate_bp = r.rate_bp, fee_cents = round(r.total_cents * r.rate_bp / 10000.0)
      FROM rated r WHERE l.id = r.id
      RETURNING l.id, l.seller_id, l.total_cents, l.fee_cents),
    sellers AS (
      SELECT f.seller_id, min(f.id) AS first_line, sum(f.total_cents) AS amount, sum(f.fee_cents) AS fee
      FROM fees f GROUP BY f.seller_id),
    shop AS (
      SELECT coalesce(sum(l.total_cents), 0) AS amount FROM checkout_lines l
      WHERE l.checkout_session_id = ${sessionId}::uuid AND l.id NOT IN (SELECT id FROM rated)),
    parts AS (
      SELECT s.seller_id, r.user_name, r.account_id, s.amount, s.fee,
        row_number() OVER (ORDER BY s.first_line) AS position
      FROM sellers s
      JOIN LATERAL (SELECT user_name, account_id FROM rated WHERE rated.seller_id = s.seller_id LIMIT 1) r ON true
      UNION ALL
      SELECT NULL, NULL, NULL, shop.amount, 0, (SELECT count(*) FROM sellers) + 1
      FROM shop WHERE shop.amount > 0 AND EXISTS (SELECT 1 FROM sellers))
    INSERT INTO checkout_parts (checkout_session_id, position, seller_id, seller_name, collector_id, amount_cents, fee_cents)
    SELECT ${sessionId}::uuid, position, seller_id, user_name, account_id, amount, fee FROM parts`);
}

/** The preference created for a part (the hosted page is loaded again: the same one is kept). */
export async function setPartPreference(
  ex: Executor,
  partId: number,
  preferenceId: string,
  initPoint: string | null,
): Promise<void> {
  await ex.execute(
    sql`UPDATE checkout_parts SET preference_id = ${preferenceId}, init_point = ${initPoint} WHERE id = ${partId}`,
  );
}

const lockedSession = z.strictObject({ status: z.string() });

/** The checkout's row locked: parts are paid, and the sale made, one at a time. */
export async function lockSession(tx: Executor, sessionId: string): Promise<string | undefined> {
  const [row] = await checkedRows(
    tx,
    lockedSession,
    sql`SELECT status FROM checkout_sessions WHERE id = ${sessionId}::uuid FOR UPDATE`,
  );
  return row?.status;
}

/** A part paid by a recorded payment, once (pending → paid); answers whether this call did it. */
export async function markPartPaid(tx: Executor, partId: number, paymentRowId: number): Promise<boolean> {
  return (
    (await affectedRows(
      tx,
      sql`UPDATE checkout_parts SET status = 'paid', payment_id = ${paymentRowId}, paid_at = now()
          WHERE id = ${partId} AND status = 'pending'`,
    )) === 1
  );
}

const paidRow = z.strictObject({ paid: z.boolean() });

/** Whether some part of the checkout is already paid (its buyer has money in it). */
export async function hasPaidParts(ex: Executor, sessionId: string): Promise<boolean> {
  const [row] = await checkedRows(
    ex,
    paidRow,
    sql`SELECT EXISTS (SELECT 1 FROM checkout_parts WHERE checkout_session_id = ${sessionId}::uuid
          AND status = 'paid') AS paid`,
  );
  return row?.paid ?? false;
}

const sellerRow = z.strictObject({ seller_id: z.number() });

/** The linked sellers of the buyer's latest checkout (the open one first): whose accounts a return may name. */
export async function sellersOfLatestCheckout(ex: Executor, buyerId: number): Promise<number[]> {
  const rows = await checkedRows(
    ex,
    sellerRow,
    sql`SELECT cp.seller_id FROM checkout_parts cp
        WHERE cp.checkout_session_id = (SELECT s.id FROM checkout_sessions s WHERE s.user_id = ${buyerId}
                                        ORDER BY s.status = 'open' DESC, s.created_at DESC LIMIT 1)
          AND cp.seller_id IS NOT NULL
        ORDER BY cp.position`,
  );
  return rows.map((r) => r.seller_id);
}

const leftoverRow = z.strictObject({ checkout_session_id: z.string(), user_id: z.number() });

/**
 * Released split checkouts with a paid part not yet given back (the process stopped between the
 * release and the refund): the expiry job finishes them.
 */
export function releasedWithPaidParts(ex: Executor, limit: number) {
  return checkedRows(
    ex,
    leftoverRow,
    sql`SELECT DISTINCT cp.checkout_session_id, s.user_id FROM checkout_parts cp
        JOIN checkout_sessions s ON s.id = cp.checkout_session_id
        JOIN payments p ON p.id = cp.payment_id
        -- A checkout lives minutes: a part paid days ago belongs to one long settled either way.
        WHERE cp.status = 'paid' AND cp.paid_at > now() - interval '2 days'
          AND s.status IN ('expired', 'rejected') AND p.status <> 'refund_due'
        LIMIT ${limit}`,
  );
}
