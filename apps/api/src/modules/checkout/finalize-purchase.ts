import { CHECKOUT_MSG, formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import { type Executor, planOncePerStatement } from '../../db/client.js';
import { lastWrite, together, transaction } from '../../db/transaction.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { OutboxItem } from '../../platform/outbox/outbox.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import { productWrites } from '../catalog/index.js';
import { recordSalesOfCheckout } from '../money/index.js';
import type { CheckoutDeps } from './checkout-deps.js';
import * as purchases from './purchase.repository.js';
import { RECEIPT_KIND, type ReceiptPayload } from './receipt-mail.js';

export interface FinalizedPurchase {
  invoiceId: number;
  invoiceNumber: string;
  /** False when an earlier delivery already finalized it (nothing was written). */
  created: boolean;
}

/** A purchase the one-transaction path leaves to the step-by-step one (see finalize). */
class Unusual extends Error {}

/** What the outbox delivers once a sale is committed. */
export const SALE_KIND = 'sale-event';
export const PRODUCTS_CHANGED_KIND = 'products-changed';

/**
 * The purchase, as named idempotent steps: reserve (checkout-session.service) → record payment
 * → issue invoice → create orders → clear cart. Whichever delivery comes first (the sandbox
 * page, a webhook, /ResponseMP, POST /api/invoice, reconciliation) runs them; the others find
 * the invoice and write nothing.
 */
export interface FinalizerDeps extends Pick<CheckoutDeps, 'db' | 'log' | 'payments'> {
  /** Wakes the outbox worker, so a committed sale's receipt and events leave at once. */
  kickOutbox(): void;
}

export function createPurchaseFinalizer({ db, log, payments, kickOutbox }: FinalizerDeps) {
  /** Step "record payment" on its own (a short transaction, before anybody is told 'approved'). */
  const recordPayment = (sessionId: string, payment: ProviderPayment) =>
    purchases.recordPayment(db, payments.name, sessionId, payment);

  /**
   * Steps "issue invoice", "create orders" and "clear cart", inside the caller's transaction,
   * given the checkout the caller locked FOR UPDATE with everything the sale needs (and its
   * numbers): the units taken again only for a checkout whose reservation was released, then one
   * statement writing the sale and its outbox rows, the transaction's last write.
   * Unique invoices.checkout_session_id backs the lock. `usualOnly`: a checkout that is neither
   * open nor already sold is not handled here (see finalize).
   */
  async function issueIn(
    tx: Executor,
    state: purchases.PurchaseState | undefined,
    paymentRowId: number,
    payment: ProviderPayment,
    usualOnly = false,
  ) {
    if (!state) throw AppError.notFound(CHECKOUT_MSG.notFound);
    const sessionId = state.session.id;
    if (state.session.status === 'approved') {
      // Finalized by a parallel delivery while this one waited for the lock: the locked row is
      // the new version, but the statement's other reads used the snapshot from before the
      // wait, so the invoice is read again by a new statement.
      const invoice = state.invoice ?? (await purchases.readPaymentState(tx, sessionId))?.invoice;
      if (!invoice) throw new Error(`approved checkout ${sessionId} without invoice`);
      await purchases.settlePayment(tx, paymentRowId);
      return { invoice, created: false };
    }
    // Only a sale that takes its units again changes products; the usual one's stock left at
    // the reservation, whose commit already dropped them from the caches.
    const retaken = state.session.status !== 'open';
    if (retaken) {
      if (usualOnly) throw new Unusual();
      // Paid after its reservation was released: the sale goes through only if the stock is still there.
      const units = state.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
      if ((await productWrites.sellReleased(tx, units)) < units.length) {
        log.error(
          { checkoutId: sessionId, paymentId: payment.id },
          'pago aprobado sin stock: requiere reembolso',
        );
        throw new AppError(409, CHECKOUT_MSG.expired);
      }
    }
    const invoiceNumber = formatInvoiceNumber(state.invoice_seq ?? 0);
    const receipt: ReceiptPayload = {
      email: state.buyer.email,
      name: [state.buyer.first_name, state.buyer.last_name].filter(Boolean).join(' '),
      invoiceNumber,
      totalCents: state.session.total_cents,
      lines: state.lines.map((l) => ({
        name: l.product_name,
        quantity: l.quantity,
        unitCents: l.total_cents / l.quantity,
        totalCents: l.total_cents,
      })),
    };
    const outbox: OutboxItem[] = [{ kind: RECEIPT_KIND, payload: receipt }];
    if (retaken)
      outbox.push({
        kind: PRODUCTS_CHANGED_KIND,
        payload: { productIds: state.lines.map((l) => l.product_id) },
      });
    // The sale (invoice, orders, cart, outbox) and its ledger entries: two statements, none
    // waiting for the other's answer, the second the transaction's last write.
    const [invoice] = await together(tx, [
      () =>
        purchases.writeSale(tx, {
          state,
          paymentId: paymentRowId,
          invoiceNumber,
          orderNumbers: (state.order_seqs ?? []).map((n) => formatOrderNumber(BigInt(n))),
          outbox,
          saleEventKind: SALE_KIND,
        }),
      () => lastWrite(tx, () => recordSalesOfCheckout(tx, sessionId)),
    ]);
    return { invoice, created: true };
  }

  const issue = (sessionId: string, paymentRowId: number, payment: ProviderPayment) =>
    transaction(db, async (tx) => {
      await planOncePerStatement(tx);
      return issueIn(tx, await purchases.lockPurchase(tx, sessionId), paymentRowId, payment);
    });

  /**
   * Steps "record payment" to "clear cart" in one transaction: one commit for the usual purchase.
   * Recording the payment and locking its checkout travel together.
   */
  const recordAndIssue = (sessionId: string, payment: ProviderPayment) =>
    transaction(db, async (tx) => {
      await planOncePerStatement(tx);
      const [recorded, state] = await together(tx, [
        () => purchases.recordPayment(tx, payments.name, sessionId, payment),
        () => purchases.lockPurchase(tx, sessionId),
      ]);
      if (recorded.checkout_session_id !== sessionId) throw new Unusual();
      return issueIn(tx, state, recorded.id, payment, true);
    });

  return {
    recordPayment,

    /**
     * Finalizes an approved, verified payment of this checkout. The payment is on record before
     * anybody is told 'approved': committed with its sale, or, when that fails, on its own first;
     * if the sale then fails, it stays approved and unsettled and the reconciliation job finishes
     * it (answered null). A failure to record it is thrown: nobody may be told 'approved' then.
     */
    async finalize(sessionId: string, payment: ProviderPayment): Promise<FinalizedPurchase | null> {
      // The usual purchase (an open checkout, or one a parallel delivery just sold) records the
      // payment and writes the sale in one transaction: both are on record, with one commit,
      // before anybody is told 'approved'. Anything else, or any failure there, rolls both back
      // and goes step by step below, where the payment is committed first and kept whatever
      // happens to the sale.
      try {
        const { invoice, created } = await recordAndIssue(sessionId, payment);
        if (created) kickOutbox();
        return { invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created };
      } catch (error) {
        if (!(error instanceof Unusual))
          log.warn({ err: error, checkoutId: sessionId, paymentId: payment.id }, 'venta en un paso fallida');
      }
      const recorded = await recordPayment(sessionId, payment);
      if (recorded.checkout_session_id !== sessionId) throw new AppError(409, CHECKOUT_MSG.paymentUsed);
      try {
        return await this.finalizeRecorded(sessionId, recorded.id, payment);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The approval is on record: reconciliation finishes the sale. Null says "deferred".
        log.error(
          { err: error, checkoutId: sessionId, paymentId: payment.id },
          'venta diferida a la conciliación',
        );
        return null;
      }
    },

    /** The sale of a payment already recorded (reconciliation starts here). */
    async finalizeRecorded(
      sessionId: string,
      paymentRowId: number,
      payment: ProviderPayment,
    ): Promise<FinalizedPurchase> {
      const { invoice, created } = await issue(sessionId, paymentRowId, payment);
      if (created) {
        kickOutbox();
      }
      return { invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created };
    },
  };
}

export type PurchaseFinalizer = ReturnType<typeof createPurchaseFinalizer>;
