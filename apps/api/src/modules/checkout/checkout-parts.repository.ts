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

/** A part of a new checkout, as `drawParts` (checkout-parts.ts) drew it. */
export interface DrawnPart {
  position: number;
  sellerId: number | null;
  sellerName: string | null;
  collectorId: string | null;
  amountCents: number;
  feeCents: number;
}

/** What each line of a seller's part is charged as the shop's fee, fixed at the opening. */
export interface LineFee {
  productId: number;
  feeCents: number;
  rateBp: number;
}

/**
 * Writes the parts drawn for a new checkout and its lines' fees, in one statement (the opening's
 * last write): the values were computed by `drawParts`, no amount is computed here.
 */
export async function insertParts(
  tx: Executor,
  sessionId: string,
  parts: readonly DrawnPart[],
  fees: readonly LineFee[],
): Promise<void> {
  const col = <T>(values: T[]) => sql.param(values);
  await tx.execute(sql`
    WITH fees AS (
      UPDATE checkout_lines l SET fee_cents = f.fee_cents, fee_rate_bp = f.rate_bp
      FROM unnest(${col(fees.map((f) => f.productId))}::int[], ${col(fees.map((f) => f.feeCents))}::bigint[],
                  ${col(fees.map((f) => f.rateBp))}::int[]) AS f(product_id, fee_cents, rate_bp)
      WHERE l.checkout_session_id = ${sessionId}::uuid AND l.product_id = f.product_id
      RETURNING l.id)
    INSERT INTO checkout_parts (checkout_session_id, position, seller_id, seller_name, collector_id, amount_cents, fee_cents)
    SELECT ${sessionId}::uuid, p.position, p.seller_id, p.seller_name, p.collector_id, p.amount, p.fee
    FROM unnest(${col(parts.map((p) => p.position))}::int[], ${col(parts.map((p) => p.sellerId))}::int[],
                ${col(parts.map((p) => p.sellerName))}::text[], ${col(parts.map((p) => p.collectorId))}::text[],
                ${col(parts.map((p) => p.amountCents))}::bigint[], ${col(parts.map((p) => p.feeCents))}::bigint[])
      AS p(position, seller_id, seller_name, collector_id, amount, fee)`);
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
