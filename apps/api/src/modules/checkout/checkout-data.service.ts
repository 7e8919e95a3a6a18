import { CHECKOUT_MSG, type CheckoutData, centsToUnits, type InvoiceResult } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toCheckoutInvoice, toCheckoutLine } from './checkout.mapper.js';
import * as repo from './checkout.repository.js';
import { findIssuedInvoice, type IssuedInvoice } from './issued-invoice.js';
import * as purchases from './purchase.repository.js';

const buyerRow = z.strictObject({
  first_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
const orderNumberRow = z.strictObject({ product_id: z.number(), order_number: z.string() });
const toReviewRow = z.strictObject({
  product_id: z.number(),
  product_name: z.string(),
  product_image: z.string().nullable(),
});

/** What the result screen reads: GET /api/orders/checkout and POST /api/invoice. */
export function createCheckoutData({ db }: { db: Executor }) {
  async function buyer(userId: number) {
    const [row] = await checkedRows(
      db,
      buyerRow,
      sql`SELECT first_name, last_name, email, phone, address FROM accounts.people WHERE id = ${userId}`,
    );
    if (!row) throw AppError.notFound(CHECKOUT_MSG.notFound);
    return {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
    };
  }

  /** The lines of a checkout; once paid, each with its order number. */
  async function linesOf(sessionId: string, invoiceId: number | null) {
    const lines = await repo.findLines(db, sessionId);
    if (invoiceId === null) return lines.map(toCheckoutLine);
    const numbers = await checkedRows(
      db,
      orderNumberRow,
      sql`SELECT product_id, order_number FROM orders.orders WHERE invoice_id = ${invoiceId}`,
    );
    return lines.map((l) =>
      toCheckoutLine({
        ...l,
        order_number: numbers.find((n) => n.product_id === l.product_id)?.order_number,
      }),
    );
  }

  /** Purchased products of this invoice the buyer has not reviewed yet. */
  async function toReview(userId: number, invoiceId: number) {
    const rows = await checkedRows(
      db,
      toReviewRow,
      sql`SELECT DISTINCT ON (o.product_id) o.product_id, o.product_name, o.product_image
          FROM orders.orders o
          WHERE o.invoice_id = ${invoiceId}
            AND NOT EXISTS (SELECT 1 FROM reviews.reviews r WHERE r.product_id = o.product_id AND r.user_id = ${userId})
          ORDER BY o.product_id`,
    );
    return rows.map((r) => ({ productId: r.product_id, name: r.product_name, image: r.product_image }));
  }

  return {
    /** A given invoice's checkout, else the buyer's open (or latest) checkout. */
    async checkoutData(userId: number, invoiceId?: number): Promise<CheckoutData> {
      if (invoiceId !== undefined) {
        // The result screen after a purchase: one statement.
        const paid = await purchases.readPaidCheckout(db, invoiceId, userId);
        if (!paid) throw AppError.notFound(CHECKOUT_MSG.invoiceNotFound);
        return {
          id: paid.session.id,
          status: paid.session.status,
          lines: paid.lines.map(toCheckoutLine),
          total: centsToUnits(paid.session.total_cents),
          totalCents: paid.session.total_cents,
          user: {
            firstName: paid.buyer.first_name,
            lastName: paid.buyer.last_name,
            email: paid.buyer.email,
            phone: paid.buyer.phone,
            address: paid.buyer.address,
          },
          invoice: toCheckoutInvoice(paid.invoice),
          shippingAddress: paid.ship_to,
        };
      }
      const session = await repo.findLatestSession(db, userId);
      const invoice = session ? await findIssuedInvoice(db, session.id) : undefined;
      if (!session) throw AppError.notFound(CHECKOUT_MSG.notFound);
      return {
        id: session.id,
        status: session.status,
        lines: await linesOf(session.id, invoice?.id ?? null),
        total: centsToUnits(session.total_cents),
        totalCents: session.total_cents,
        user: await buyer(userId),
        invoice: invoice ? toCheckoutInvoice(invoice) : null,
        shippingAddress: await repo.findShippingAddress(db, session.id),
      };
    },

    /** The buyer's latest checkout (the open one first), if any. */
    latestSession: (userId: number) => repo.findLatestSession(db, userId),

    /** The invoice issued for a checkout, if any. */
    issuedInvoiceOf: (sessionId: string) => findIssuedInvoice(db, sessionId),

    /** Payments seen for a checkout that may still turn out approved (pending when last asked). */
    paymentIdsOf: (sessionId: string) => purchases.findPaymentIds(db, sessionId),

    /** What POST /api/invoice answers: the invoice, its lines with their order numbers, what to review. */
    async invoiceResult(userId: number, sessionId: string, invoice: IssuedInvoice): Promise<InvoiceResult> {
      return {
        invoice: toCheckoutInvoice(invoice),
        lines: await linesOf(sessionId, invoice.id),
        reviews: await toReview(userId, invoice.id),
      };
    },
  };
}
