import { type OrderSort, type ShippingAddress, shippingAddressSchema } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { dateOrTotalOrder } from '../../db/date-or-total-sort.js';
import { peopleMatching } from '../../db/people-search.js';
import { rowTimestamp } from '../../db/timestamps.js';

const invoiceRow = z.strictObject({
  id: z.number(),
  invoice_number: z.string(),
  created_at: rowTimestamp,
  total_cents: z.number(),
  orders_count: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

const totalRow = z.strictObject({ total: z.number() });

/** Orders are counted per row through orders_invoice_idx: one index range per invoice on the page. */
const invoiceColumns = sql`
  i.id, i.invoice_number, i.created_at, i.total_cents,
  (SELECT count(*)::int FROM orders.orders o WHERE o.invoice_id = i.id) AS orders_count,
  u.id AS user_id, u.user_name, u.first_name, u.last_name`;

const orderBy = dateOrTotalOrder('i');

export interface InvoiceFilter {
  /** The buyer's own list: invoices_user_idx (user_id, created_at). */
  userId?: number;
  q?: string | undefined;
}

/**
 * Admin search, as a union of indexed branches: the invoice number (invoices_number_uq) and the
 * invoices of every matching person, one person at a time through invoices_user_idx. As one OR
 * the planner could use neither and read every invoice.
 */
function matchingInvoices(q: string): SQL {
  return sql`people AS MATERIALIZED (${peopleMatching(q)}),
    matched AS MATERIALIZED (
      SELECT id FROM invoices WHERE invoice_number = ${q.toUpperCase()}
      UNION SELECT x.id FROM people p CROSS JOIN LATERAL (SELECT id FROM invoices WHERE user_id = p.id OFFSET 0) x)`;
}

export async function listInvoices(
  database: Database,
  filter: InvoiceFilter,
  page: { page: number; pageSize: number; sort: OrderSort },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = filter.userId === undefined ? sql`true` : sql`i.user_id = ${filter.userId}`;
  const limit = sql`ORDER BY ${orderBy[page.sort]} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`;
  const from = filter.q
    ? sql`FROM matched m CROSS JOIN LATERAL (SELECT * FROM invoices WHERE id = m.id OFFSET 0) i`
    : sql`FROM invoices i`;
  const withMatches = filter.q ? sql`WITH ${matchingInvoices(filter.q)}` : sql``;
  const [rows, [counted]] = await Promise.all([
    database.rows(
      invoiceRow,
      sql`${withMatches} SELECT ${invoiceColumns} ${from} JOIN accounts.people u ON u.id = i.user_id
      WHERE ${where} ${limit}`,
    ),
    database.rows(totalRow, sql`${withMatches} SELECT count(*)::int AS total ${from} WHERE ${where}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findInvoice(database: Database, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await database.rows(
    invoiceRow,
    sql`SELECT ${invoiceColumns} FROM invoices i JOIN accounts.people u ON u.id = i.user_id WHERE i.id = ${id}`,
  );
  return row;
}

const contactRow = z.strictObject({ email: z.string(), shipping_address: shippingAddressSchema.nullable() });

/** The buyer's e-mail and the address the invoice's checkout shipped to (the PDF prints both). */
export async function findContact(
  database: Database,
  invoiceId: number,
): Promise<{ email: string; shippingAddress: ShippingAddress | null } | undefined> {
  const [row] = await database.rows(
    contactRow,
    sql`SELECT u.email, cs.shipping_address FROM invoices i JOIN accounts.people u ON u.id = i.user_id
      LEFT JOIN checkout.sessions cs ON cs.id = i.checkout_session_id WHERE i.id = ${invoiceId}`,
  );
  return row ? { email: row.email, shippingAddress: row.shipping_address } : undefined;
}
