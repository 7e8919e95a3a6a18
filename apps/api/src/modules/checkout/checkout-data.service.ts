import { CHECKOUT_MSG, type CheckoutData, centsToUnits, type InvoiceResult } from '@bazar/shared';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { orders, reviews, users } from '../../db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import { findIssuedInvoice } from '../invoices/index.js';
import { toCheckoutInvoice, toCheckoutLine } from './checkout.mapper.js';
import * as repo from './checkout.repository.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { ConfirmPayment } from './payment-verification.js';
import * as purchases from './purchase.repository.js';

/** What the result screen reads: GET /api/orders/checkout and POST /api/invoice. */
export function createCheckoutData({ db }: Pick<CheckoutDeps, 'db'>, confirmPayment: ConfirmPayment) {
  async function buyer(userId: number) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        address: users.address,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw AppError.notFound(CHECKOUT_MSG.notFound);
    return row;
  }

  /** The lines of a checkout; once paid, each with its order number. */
  async function linesOf(sessionId: string, invoiceId: number | null) {
    const lines = await repo.findLines(db, sessionId);
    if (invoiceId === null) return lines.map(toCheckoutLine);
    const numbers = await db
      .select({ product_id: orders.productId, order_number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.invoiceId, invoiceId));
    return lines.map((l) =>
      toCheckoutLine({
        ...l,
        order_number: numbers.find((n) => n.product_id === l.product_id)?.order_number,
      }),
    );
  }

  /** Purchased products of this invoice the buyer has not reviewed yet. */
  async function toReview(userId: number, invoiceId: number) {
    const reviewed = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, orders.productId), eq(reviews.userId, userId)));
    const rows = await db
      .selectDistinctOn([orders.productId], {
        product_id: orders.productId,
        product_name: orders.productName,
        product_image: orders.productImage,
      })
      .from(orders)
      .where(and(eq(orders.invoiceId, invoiceId), notExists(reviewed)))
      .orderBy(asc(orders.productId));
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
      };
    },

    /**
     * The invoice of the buyer's latest checkout; an open one is purchased first when a payment
     * on record for it is approved by the provider now. Without an approved payment: 409.
     */
    async invoice(userId: number): Promise<InvoiceResult> {
      const session = await repo.findLatestSession(db, userId);
      if (!session) throw new AppError(409, CHECKOUT_MSG.noApprovedPayment);
      let invoice = await findIssuedInvoice(db, session.id);
      if (!invoice) {
        // Payments seen pending may have been approved since: the provider is asked again.
        for (const paymentId of await purchases.findPaymentIds(db, session.id)) {
          const confirmation = await confirmPayment(paymentId, userId).catch(() => null);
          if (confirmation?.status === 'approved') break;
        }
        invoice = await findIssuedInvoice(db, session.id);
        if (!invoice) throw new AppError(409, CHECKOUT_MSG.noApprovedPayment);
      }
      return {
        invoice: toCheckoutInvoice(invoice),
        lines: await linesOf(session.id, invoice.id),
        reviews: await toReview(userId, invoice.id),
      };
    },
  };
}
