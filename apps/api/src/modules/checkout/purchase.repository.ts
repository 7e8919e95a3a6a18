import { shippingAddressSchema } from '@bazar/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import { sessionRow, snapshotLineRow } from './checkout.repository.js';
import { issuedInvoiceRow } from './issued-invoice.js';

const buyerContact = z.strictObject({
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string(),
});

/**
 * A line as the sale posts it: the product's category now (its commission rate), and the fee and
 * rate fixed at the checkout for a line paid at the source (decision record 0028).
 */
const soldLineRow = snapshotLineRow.extend({
  category_id: z.number().nullable(),
  fee_cents: z.number().nullable(),
  fee_rate_bp: z.number().nullable(),
});
export type SoldLineRow = z.infer<typeof soldLineRow>;

/** A checkout as the purchase sees it, read (and locked) in one statement. */
const purchaseState = z.strictObject({
  session: sessionRow,
  lines: z.array(soldLineRow),
  /** With the provider's id of the payment it was issued for. */
  invoice: issuedInvoiceRow.extend({ payment_ref: z.string().nullable() }).nullable(),
  buyer: buyerContact,
  /** Drawn only while the checkout has no invoice: the numbers its invoice and orders take. */
  invoice_seq: z.number().nullable(),
  /** Text: only the scalar bigint is parsed as a number by the driver, not an array of them. */
  order_seqs: z.array(z.string()).nullable(),
  /** A checkout split by seller: how many parts it has, and how many are not paid yet (0 and 0: paid whole). */
  parts: z.strictObject({ total: z.number(), unpaid: z.number() }),
  /** Where it ships: the address chosen at checkout, for the receipt. */
  ship_to: shippingAddressSchema.nullable(),
});
export type PurchaseState = z.infer<typeof purchaseState>;

const sessionColumn = sql`(to_jsonb(s) - 'shipping_address') || jsonb_build_object('expired', s.expires_at < now()) AS session`;
const invoiceColumn = sql`
  (SELECT to_jsonb(i) FROM (SELECT i.id, i.invoice_number, i.user_id, i.total_cents, i.created_at,
       CASE WHEN p.checkout_session_id = i.checkout_session_id THEN p.provider_payment_id END AS payment_ref
     FROM invoices.invoices i LEFT JOIN payments p ON p.id = i.payment_id WHERE i.checkout_session_id = s.id) i) AS invoice`;
const partsColumn = sql`
  (SELECT jsonb_build_object('total', count(*), 'unpaid', count(*) FILTER (WHERE cp.status <> 'paid'))
   FROM checkout_parts cp WHERE cp.checkout_session_id = s.id) AS parts`;
const stateColumns = sql`
  ${sessionColumn}, ${partsColumn},
  (SELECT coalesce(jsonb_agg(l ORDER BY l.id), '[]') FROM (
     SELECT cl.id, cl.product_id, cl.variant_id, cl.variant_label, cl.sku, cl.seller_id, cl.product_name,
       cl.product_image, cl.unit_price_cents, cl.discount, cl.quantity, cl.total_cents, cl.fee_cents, cl.fee_rate_bp,
       cl.delivery, cl.shipping_cents, cl.shipping_fee_cents, cl.shipping_commission,
       cl.delivery_from::text AS delivery_from, cl.delivery_to::text AS delivery_to, cl.pickup_address,
       cl.coupon_id, cl.coupon_code, cl.coupon_discount_cents, cl.coupon_by_shop,
       (SELECT p.category_id FROM catalog.products p WHERE p.id = cl.product_id) AS category_id
     FROM checkout_lines cl WHERE cl.checkout_session_id = s.id) l) AS lines,
  ${invoiceColumn},
  (SELECT to_jsonb(u) FROM (SELECT email, first_name, last_name FROM accounts.people WHERE id = s.user_id) u) AS buyer,
  s.shipping_address AS ship_to`;

const sessionFields = sql`id, user_id, status, provider, provider_ref, total_cents, shipping_cents, currency, expires_at, finalized_at,
  shipping_address`;

/** The checkout, its lines, invoice and buyer, without locking (the hosted checkout page). */
export async function readPurchase(ex: Executor, sessionId: string): Promise<PurchaseState | undefined> {
  const [row] = await checkedRows(
    ex,
    purchaseState,
    sql`SELECT ${stateColumns}, NULL AS invoice_seq, NULL AS order_seqs
        FROM (SELECT ${sessionFields} FROM checkout_sessions WHERE id = ${sessionId}::uuid) s`,
  );
  return row;
}

const paymentState = purchaseState.pick({ session: true, invoice: true, parts: true });
/** What verifying a payment needs of its checkout: the session and its invoice, if any. */
export type PaymentState = z.infer<typeof paymentState>;

/** The checkout and its invoice only (paying, confirming, reconciling), without locking. */
export async function readPaymentState(ex: Executor, sessionId: string): Promise<PaymentState | undefined> {
  const [row] = await checkedRows(
    ex,
    paymentState,
    sql`SELECT ${sessionColumn}, ${invoiceColumn}, ${partsColumn}
        FROM (SELECT ${sessionFields} FROM checkout_sessions WHERE id = ${sessionId}::uuid) s`,
  );
  return row;
}

/**
 * The same, the checkout row locked FOR UPDATE for the rest of the transaction, and (when it has
 * no invoice yet) the invoice and order numbers drawn in the same round trip.
 */
export async function lockPurchase(tx: Executor, sessionId: string): Promise<PurchaseState | undefined> {
  const [row] = await checkedRows(
    tx,
    purchaseState,
    sql`SELECT ${stateColumns},
          CASE WHEN s.status <> 'approved' THEN nextval('invoice_number_seq') END AS invoice_seq,
          CASE WHEN s.status <> 'approved' THEN ARRAY(
            SELECT nextval('order_number_seq') FROM checkout_lines WHERE checkout_session_id = s.id ORDER BY id)
          END AS order_seqs
        FROM (SELECT ${sessionFields} FROM checkout_sessions WHERE id = ${sessionId}::uuid FOR UPDATE) s`,
  );
  return row;
}

const recordedPayment = z.strictObject({
  id: z.number(),
  checkout_session_id: z.string().nullable(),
  status: z.string(),
  settled: z.boolean(),
});
export type RecordedPayment = z.infer<typeof recordedPayment>;

/**
 * The purchase's step "record the payment", an upsert: kept before anyone is told it was
 * approved (inside the purchase's transaction, or on its own when that transaction failed), and
 * safe to run again (a replay, reconciliation). A later report of the same payment updates its
 * status, except for a payment given back ('refund_due', final); the unique (provider, payment
 * id) makes a use of one payment for another checkout visible. Answers the row as recorded.
 */
export async function recordPayment(
  ex: Executor,
  provider: string,
  sessionId: string,
  payment: ProviderPayment,
): Promise<RecordedPayment> {
  const [upserted] = await checkedRows(
    ex,
    recordedPayment,
    sql`INSERT INTO payments (provider, provider_payment_id, checkout_session_id, status, amount_cents, currency, raw)
        VALUES (${provider}, ${payment.id}, ${sessionId}::uuid, ${payment.status}, ${payment.amountCents},
                ${payment.currency}, ${JSON.stringify(payment.raw ?? null)}::jsonb)
        ON CONFLICT (provider, provider_payment_id) DO UPDATE
          SET status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents, raw = EXCLUDED.raw
          WHERE payments.checkout_session_id = EXCLUDED.checkout_session_id
            AND payments.status IS DISTINCT FROM EXCLUDED.status AND payments.status <> 'refund_due'
        RETURNING id, checkout_session_id, status, settled_at IS NOT NULL AS settled`,
  );
  if (upserted) return upserted;
  // Already on record (a replay, or a parallel delivery that committed while this one waited):
  // a new statement, so a row committed after the INSERT's snapshot is seen.
  const [row] = await checkedRows(
    ex,
    recordedPayment,
    sql`SELECT id, checkout_session_id, status, settled_at IS NOT NULL AS settled FROM payments
        WHERE provider = ${provider} AND provider_payment_id = ${payment.id}`,
  );
  if (!row) throw new Error('payment neither recorded nor found');
  return row;
}

/** The checkout sold and its payment settled (the purchase's own rows), in one statement. */
export async function markSold(tx: Executor, sessionId: string, paymentId: number): Promise<void> {
  await tx.execute(
    sql`WITH sold AS (UPDATE checkout_sessions SET status = 'approved', finalized_at = now()
                      WHERE id = ${sessionId}::uuid)
        UPDATE payments SET settled_at = now() WHERE id = ${paymentId}`,
  );
}

/** Marks a payment settled (its checkout already had an invoice: a replay, or a double payment). */
export async function settlePayment(ex: Executor, paymentId: number): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET settled_at = now() WHERE id = ${paymentId} AND settled_at IS NULL`,
  );
}

const unsettledPayment = z.strictObject({
  id: z.number(),
  provider: z.string(),
  provider_payment_id: z.string(),
  checkout_session_id: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
});
export type UnsettledPayment = z.infer<typeof unsettledPayment>;

/** Approved payments left without invoice for `olderThanSeconds`, oldest first. */
export function findUnsettled(
  ex: Executor,
  olderThanSeconds: number,
  limit: number,
): Promise<UnsettledPayment[]> {
  return checkedRows(
    ex,
    unsettledPayment,
    sql`SELECT id, provider, provider_payment_id, checkout_session_id, amount_cents, currency FROM payments
        WHERE status = 'approved' AND settled_at IS NULL AND checkout_session_id IS NOT NULL
          AND created_at < now() - make_interval(secs => ${olderThanSeconds}::int)
        ORDER BY created_at LIMIT ${limit}`,
  );
}

/** A payment that could not become a sale and was given back whole: never a sale, never reconciled again. */
export async function markRefundDue(ex: Executor, paymentId: number): Promise<void> {
  await ex.execute(sql`UPDATE payments SET status = 'refund_due' WHERE id = ${paymentId}`);
}

/** Payments seen for a checkout that may still turn out approved (pending when last asked). */
export async function findPaymentIds(ex: Executor, sessionId: string): Promise<string[]> {
  const rows = await ex
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, sessionId), inArray(payments.status, ['approved', 'pending'])))
    .orderBy(asc(payments.id));
  return rows.map((r) => r.id);
}

/** The result screen's read: its session carries no `expired` (the screen does not ask). */
const paidCheckout = z.strictObject({
  session: sessionRow.omit({ expired: true }),
  invoice: issuedInvoiceRow,
  lines: z.array(snapshotLineRow.extend({ order_number: z.string().nullable() })),
  buyer: buyerContact.extend({ phone: z.string().nullable(), address: z.string().nullable() }),
  /** Where it ships: the address chosen at checkout, as it was then. */
  ship_to: shippingAddressSchema.nullable(),
});
export type PaidCheckout = z.infer<typeof paidCheckout>;

/** The result screen of one of the buyer's invoices, in one statement (lines with their order numbers). */
export async function readPaidCheckout(
  ex: Executor,
  invoiceId: number,
  userId: number,
): Promise<PaidCheckout | undefined> {
  const [row] = await checkedRows(
    ex,
    paidCheckout,
    sql`SELECT to_jsonb(s) - 'shipping_address' AS session,
          jsonb_build_object('id', i.id, 'invoice_number', i.invoice_number, 'user_id', i.user_id,
            'total_cents', i.total_cents, 'created_at', i.created_at) AS invoice,
          (SELECT coalesce(jsonb_agg(l ORDER BY l.id), '[]') FROM (
             SELECT cl.id, cl.product_id, cl.variant_id, cl.variant_label, cl.sku, cl.seller_id, cl.product_name,
                    cl.product_image, cl.unit_price_cents, cl.discount, cl.quantity, cl.total_cents,
                    cl.delivery, cl.shipping_cents, cl.shipping_fee_cents, cl.shipping_commission,
                    cl.delivery_from::text AS delivery_from, cl.delivery_to::text AS delivery_to, cl.pickup_address,
                    cl.coupon_id, cl.coupon_code, cl.coupon_discount_cents, cl.coupon_by_shop,
                    (SELECT o.order_number FROM orders.orders o WHERE o.invoice_id = i.id AND o.variant_id = cl.variant_id
                     LIMIT 1) AS order_number
             FROM checkout_lines cl WHERE cl.checkout_session_id = s.id) l) AS lines,
          (SELECT to_jsonb(u) FROM (SELECT first_name, last_name, email, phone, address FROM accounts.people
             WHERE id = i.user_id) u) AS buyer,
          s.shipping_address AS ship_to
        FROM invoices.invoices i
        JOIN LATERAL (SELECT ${sessionFields} FROM checkout_sessions WHERE id = i.checkout_session_id) s ON true
        WHERE i.id = ${invoiceId} AND i.user_id = ${userId}`,
  );
  return row;
}

const paidByRow = z.strictObject({ payment_id: z.number().nullable() });

/**
 * The payment that paid an order's line: in a checkout split by seller, its part's (its seller's
 * when the line was charged a fee, else the shop's part); otherwise the invoice's.
 */
export async function paymentOfLine(
  ex: Executor,
  invoiceId: number,
  variantId: number,
): Promise<number | null> {
  const [row] = await checkedRows(
    ex,
    paidByRow,
    sql`SELECT coalesce((SELECT cp.payment_id FROM checkout_parts cp JOIN checkout_lines l
                           ON l.checkout_session_id = cp.checkout_session_id AND l.variant_id = ${variantId}
                         WHERE cp.checkout_session_id = i.checkout_session_id
                           AND cp.seller_id IS NOT DISTINCT FROM (CASE WHEN l.fee_cents IS NULL THEN NULL ELSE l.seller_id END)
                         LIMIT 1), i.payment_id) AS payment_id
        FROM invoices.invoices i WHERE i.id = ${invoiceId}`,
  );
  return row?.payment_id ?? null;
}
