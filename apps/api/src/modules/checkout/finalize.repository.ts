import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';
import type { IssuedInvoiceRow } from '../invoices/index.js';

export async function findInvoiceBySession(
  ex: Executor,
  sessionId: string,
): Promise<IssuedInvoiceRow | undefined> {
  const [row] = await rowsOf<IssuedInvoiceRow>(
    ex,
    sql`SELECT id, invoice_number, user_id, total_cents, created_at FROM invoices
        WHERE checkout_session_id = ${sessionId}::uuid`,
  );
  return row;
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
