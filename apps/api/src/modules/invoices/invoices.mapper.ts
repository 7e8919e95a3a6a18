import type { InvoiceSummary } from '@bazar/shared';
import { toIso } from '../../db/timestamps.js';
import type { InvoiceRow } from './invoices.repository.js';

export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    createdAt: toIso(row.created_at),
    total: row.total_cents / 100,
    totalCents: row.total_cents,
    ordersCount: row.orders_count,
    user: { id: row.user_id, userName: row.user_name, firstName: row.first_name, lastName: row.last_name },
  };
}
