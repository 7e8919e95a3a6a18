import { sql } from 'drizzle-orm';
import type { DerivedOutboxItem } from '../../platform/outbox/outbox.js';

/** The outbox kind of the live dashboard's sale event: an invoice was issued. */
export const SALE_KIND = 'sale-event';

/**
 * The sale event of a purchase, queued by the purchase's last write: its payload is read from the
 * new invoice by that same statement (found by its checkout), so the purchase need not wait for
 * the invoice's answer to send it.
 */
export const saleEvent = (checkoutId: string): DerivedOutboxItem => ({
  kind: SALE_KIND,
  payload: sql`jsonb_build_object('invoiceId', i.id, 'userId', i.user_id, 'totalCents', i.total_cents)
               FROM invoices i WHERE i.checkout_session_id = ${checkoutId}::uuid`,
});
