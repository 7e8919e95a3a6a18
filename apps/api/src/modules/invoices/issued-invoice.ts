import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** An issued invoice as the purchase and its result screen read it. */
export const issuedInvoiceRow = z.strictObject({
  id: z.number(),
  invoice_number: z.string(),
  user_id: z.number(),
  total_cents: z.number(),
  created_at: rowTimestamp,
});
export type IssuedInvoiceRow = z.infer<typeof issuedInvoiceRow>;

export interface InvoiceToIssue {
  invoiceNumber: string;
  userId: number;
  checkoutSessionId: string;
  paymentId: number;
  totalCents: number;
}

/**
 * The one writer of `invoices`: issues a purchase's invoice inside the purchase's transaction,
 * whose lock on the checkout, with the unique checkout_session_id, keeps it to one invoice per
 * checkout. The statements written after it in that transaction find it by its checkout (the
 * orders, the ledger entries, the sale event), so they need not wait for its answer.
 */
export async function issueInvoice(ex: Executor, invoice: InvoiceToIssue): Promise<IssuedInvoiceRow> {
  const [row] = await checkedRows(
    ex,
    issuedInvoiceRow,
    sql`INSERT INTO invoices (invoice_number, user_id, checkout_session_id, payment_id, total_cents)
        VALUES (${invoice.invoiceNumber}, ${invoice.userId}, ${invoice.checkoutSessionId}::uuid,
                ${invoice.paymentId}, ${invoice.totalCents})
        RETURNING id, invoice_number, user_id, total_cents, created_at`,
  );
  if (!row) throw new Error(`invoice of checkout ${invoice.checkoutSessionId} not issued`);
  return row;
}
