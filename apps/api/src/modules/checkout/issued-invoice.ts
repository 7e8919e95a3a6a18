import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** A checkout's invoice as the buyer's result screen shows it (read through invoices' published view). */
export const issuedInvoiceRow = z.strictObject({
  id: z.number(),
  invoice_number: z.string(),
  user_id: z.number(),
  total_cents: z.number(),
  created_at: rowTimestamp,
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceRow>;

/** The invoice issued for a checkout, if any (one at most: checkout_session_id is unique). */
export async function findIssuedInvoice(
  ex: Executor,
  checkoutSessionId: string,
): Promise<IssuedInvoice | undefined> {
  const [row] = await checkedRows(
    ex,
    issuedInvoiceRow,
    sql`SELECT id, invoice_number, user_id, total_cents, created_at FROM invoices.invoices
        WHERE checkout_session_id = ${checkoutSessionId}::uuid`,
  );
  return row;
}
