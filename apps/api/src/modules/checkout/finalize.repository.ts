import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import type { SnapshotLineRow } from './checkout.repository.js';

export interface InvoiceRow {
  id: number;
  invoice_number: string;
  user_id: number;
  total_cents: number;
  created_at: Date;
}

export async function findInvoiceBySession(ex: Executor, sessionId: string): Promise<InvoiceRow | undefined> {
  const [row] = await rowsOf<InvoiceRow>(
    ex,
    sql`SELECT id, invoice_number, user_id, total_cents, created_at FROM invoices
        WHERE checkout_session_id = ${sessionId}::uuid`,
  );
  return row;
}

export async function findInvoice(
  ex: Executor,
  invoiceId: number,
): Promise<(InvoiceRow & { checkout_session_id: string }) | undefined> {
  const [row] = await rowsOf<InvoiceRow & { checkout_session_id: string }>(
    ex,
    sql`SELECT id, invoice_number, user_id, total_cents, created_at, checkout_session_id FROM invoices
        WHERE id = ${invoiceId}`,
  );
  return row;
}

/**
 * Records the payment once (a later report of the same payment updates its status): the unique
 * (provider, provider_payment_id) makes a use of the same payment id for another checkout
 * visible. Answers the row's id and the checkout it was recorded for.
 */
export async function recordPayment(
  tx: Executor,
  provider: string,
  sessionId: string,
  payment: ProviderPayment,
): Promise<{ id: number; checkout_session_id: string | null }> {
  const [inserted] = await rowsOf<{ id: number; checkout_session_id: string | null }>(
    tx,
    sql`INSERT INTO payments (provider, provider_payment_id, checkout_session_id, status, amount_cents, currency, raw)
        VALUES (${provider}, ${payment.id}, ${sessionId}::uuid, ${payment.status}, ${payment.amountCents},
                ${payment.currency}, ${JSON.stringify(payment.raw ?? null)}::jsonb)
        ON CONFLICT (provider, provider_payment_id) DO UPDATE
          SET status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents, raw = EXCLUDED.raw
          WHERE payments.checkout_session_id = EXCLUDED.checkout_session_id
        RETURNING id, checkout_session_id`,
  );
  if (inserted) return inserted;
  const [existing] = await rowsOf<{ id: number; checkout_session_id: string | null }>(
    tx,
    sql`SELECT id, checkout_session_id FROM payments WHERE provider = ${provider} AND provider_payment_id = ${payment.id}`,
  );
  if (!existing) throw new Error('payment neither inserted nor found');
  return existing;
}

async function nextNumbers(tx: Executor, sequence: 'invoice_number_seq' | 'order_number_seq', count: number) {
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT nextval(${sequence}::regclass) AS n FROM generate_series(1, ${count}::int)`,
  );
  return rows.map((r) => Number(r.n));
}

export async function insertInvoice(
  tx: Executor,
  values: { number: string; userId: number; sessionId: string; paymentId: number; totalCents: number },
): Promise<InvoiceRow> {
  const [row] = await rowsOf<InvoiceRow>(
    tx,
    sql`INSERT INTO invoices (invoice_number, user_id, checkout_session_id, payment_id, total_cents)
        VALUES (${values.number}, ${values.userId}, ${values.sessionId}::uuid, ${values.paymentId}, ${values.totalCents})
        RETURNING id, invoice_number, user_id, total_cents, created_at`,
  );
  if (!row) throw new Error('invoice not created');
  return row;
}

export const nextInvoiceNumber = async (tx: Executor) =>
  (await nextNumbers(tx, 'invoice_number_seq', 1))[0] ?? 0;
export const nextOrderNumbers = (tx: Executor, count: number) => nextNumbers(tx, 'order_number_seq', count);

/** One order per snapshot line; category and audience are copied from the product as it is now. */
export async function insertOrders(
  tx: Executor,
  invoiceId: number,
  buyerId: number,
  lines: (SnapshotLineRow & { orderNumber: string })[],
): Promise<void> {
  const values = lines.map(
    (
      l,
    ) => sql`(${l.orderNumber}, ${invoiceId}, ${buyerId}, ${l.seller_id}, ${l.product_id}, ${l.product_name},
      ${l.product_image}, (SELECT category_id FROM products WHERE id = ${l.product_id}),
      (SELECT genre_id FROM products WHERE id = ${l.product_id}), ${l.unit_price_cents}, ${l.discount},
      ${l.quantity}, ${l.total_cents})`,
  );
  await tx.execute(sql`
    INSERT INTO orders (order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
      category_id, genre_id, unit_price_cents, discount, quantity, total_cents)
    VALUES ${sql.join(values, sql`, `)}`);
}

export async function removeFromCart(tx: Executor, userId: number, productIds: number[]): Promise<void> {
  await tx.execute(
    sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND product_id = ANY(${sql.param(productIds)}::int[])`,
  );
}

/** Takes the snapshot's units again (a payment approved after its checkout was released). */
export async function retakeStock(tx: Executor, sessionId: string): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`UPDATE products p SET stock = p.stock - l.quantity, updated_at = now()
        FROM checkout_lines l
        WHERE l.checkout_session_id = ${sessionId}::uuid AND p.id = l.product_id AND p.stock >= l.quantity
        RETURNING p.id`,
  );
  return rows.length;
}

/** Payments seen for a checkout that may still turn out approved (pending when last asked). */
export async function findPaymentIds(ex: Executor, sessionId: string): Promise<string[]> {
  const rows = await rowsOf<{ provider_payment_id: string }>(
    ex,
    sql`SELECT provider_payment_id FROM payments
        WHERE checkout_session_id = ${sessionId}::uuid AND status IN ('approved', 'pending')
        ORDER BY id`,
  );
  return rows.map((r) => r.provider_payment_id);
}
