import { CHECKOUT_MSG, formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import * as repo from './checkout.repository.js';
import * as sales from './finalize.repository.js';
import { sendReceipt } from './receipt-mail.js';

export interface FinalizedPurchase {
  invoiceId: number;
  invoiceNumber: string;
  /** False when an earlier delivery already finalized it (nothing was written). */
  created: boolean;
}

/**
 * Turns an approved payment's checkout into a sale, in one transaction, whichever delivery
 * arrives first (webhook, /ResponseMP, POST /api/invoice). The checkout row is locked FOR UPDATE
 * and invoices.checkout_session_id is unique, so replays and parallel duplicates change nothing.
 */
export async function finalizePurchase(
  app: FastifyInstance,
  sessionId: string,
  payment: ProviderPayment,
): Promise<FinalizedPurchase> {
  const result = await app.db.transaction(async (tx) => {
    const session = await repo.findSession(tx, sessionId, true);
    if (!session) throw AppError.notFound(CHECKOUT_MSG.notFound);
    const recorded = await sales.recordPayment(tx, app.payments.name, sessionId, payment);
    if (recorded.checkout_session_id !== sessionId) throw new AppError(409, CHECKOUT_MSG.paymentUsed);

    if (session.status === 'approved') {
      const invoice = await sales.findInvoiceBySession(tx, sessionId);
      if (!invoice) throw new Error(`approved checkout ${sessionId} without invoice`);
      return { invoice, created: false, userId: session.user_id, lines: [] };
    }
    const lines = await repo.findLines(tx, sessionId);
    if (session.status !== 'open') {
      // Paid after its reservation was released: the sale goes through only if the stock is still there.
      await repo.lockProducts(
        tx,
        lines.map((l) => l.product_id),
      );
      if ((await sales.retakeStock(tx, sessionId)) < lines.length) {
        app.log.error(
          { checkoutId: sessionId, paymentId: payment.id },
          'pago aprobado sin stock: requiere reembolso',
        );
        throw new AppError(409, CHECKOUT_MSG.expired);
      }
    }

    const invoice = await sales.insertInvoice(tx, {
      number: formatInvoiceNumber(await sales.nextInvoiceNumber(tx)),
      userId: session.user_id,
      sessionId,
      paymentId: recorded.id,
      totalCents: session.total_cents,
    });
    const numbers = await sales.nextOrderNumbers(tx, lines.length);
    await sales.insertOrders(
      tx,
      invoice.id,
      session.user_id,
      lines.map((line, i) => ({ ...line, orderNumber: formatOrderNumber(numbers[i] ?? 0) })),
    );
    await sales.removeFromCart(
      tx,
      session.user_id,
      lines.map((l) => l.product_id),
    );
    await repo.setStatus(tx, sessionId, 'approved');
    return { invoice, created: true, userId: session.user_id, lines };
  });

  const { invoice, created, userId, lines } = result;
  if (created) {
    app.catalogChanged();
    app.events.publish('sale', { invoiceId: invoice.id, userId, totalCents: invoice.total_cents });
    sendReceipt(app, { userId, invoice, lines }).catch((error: unknown) => {
      app.log.error({ err: error, invoiceId: invoice.id }, 'no se pudo enviar el comprobante');
    });
  }
  return { invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created };
}
