import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
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
 * The one writer of `invoices`: the INSERT of a purchase's invoice, answering an
 * `IssuedInvoiceRow`. A fragment rather than a call, so the purchase embeds it as a CTE of its
 * one sale statement (one round trip for invoice, orders, cart and outbox); the caller's
 * transaction holds the checkout lock that, with the unique checkout_session_id, keeps it to one
 * invoice per checkout.
 */
export function issueInvoice(invoice: InvoiceToIssue): SQL {
  return sql`
  INSERT INTO invoices (invoice_number, user_id, checkout_session_id, payment_id, total_cents)
  VALUES (${invoice.invoiceNumber}, ${invoice.userId}, ${invoice.checkoutSessionId}::uuid, ${invoice.paymentId},
          ${invoice.totalCents})
  RETURNING id, invoice_number, user_id, total_cents, created_at`;
}

/** The invoice issued for a checkout, if any (one at most: checkout_session_id is unique). */
export async function findIssuedInvoice(
  ex: Executor,
  checkoutSessionId: string,
): Promise<IssuedInvoiceRow | undefined> {
  const [row] = await ex
    .select({
      id: invoices.id,
      invoice_number: invoices.invoiceNumber,
      user_id: invoices.userId,
      total_cents: invoices.totalCents,
      created_at: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.checkoutSessionId, checkoutSessionId));
  return row;
}
