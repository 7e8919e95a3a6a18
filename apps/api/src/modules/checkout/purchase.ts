import { formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { type Executor, planOncePerStatement } from '../../db/client.js';
import { lastWrite, together, transaction } from '../../db/transaction.js';
import { enqueue, type OutboxItem } from '../../platform/outbox/outbox.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import { removeBoughtLines } from '../cart/index.js';
import { productWrites } from '../catalog/index.js';
import { issueInvoice } from '../invoices/index.js';
import { recordSalesOfCheckout } from '../money/index.js';
import { createOrdersOfIssuedInvoice } from '../orders/index.js';
import type { CheckoutDeps } from './checkout-deps.js';
import * as purchases from './purchase.repository.js';
import { RECEIPT_KIND, type ReceiptPayload } from './receipt-mail.js';

/** What the outbox delivers once a sale is committed. */
export const SALE_KIND = 'sale-event';
export const PRODUCTS_CHANGED_KIND = 'products-changed';

/** How a purchase ended; each door answers it in its own terms. */
export type PurchaseResult =
  /** The sale is on record: made now (`created`), or by an earlier delivery. */
  | { outcome: 'sold'; invoiceId: number; invoiceNumber: string; created: boolean }
  /** The payment is on record, the sale is not: reconciliation finishes it. */
  | { outcome: 'deferred' }
  /** Paid after its units were gone: the payment is on record and given back whole. */
  | { outcome: 'unsold' }
  /** The provider's payment is on record for another checkout. */
  | { outcome: 'paymentUsed' }
  /** No such checkout. */
  | { outcome: 'missing' };

/** What the purchase's transaction decided; `unsold` leaves the refund for after its commit. */
type Decided =
  | Exclude<PurchaseResult, { outcome: 'unsold' | 'deferred' }>
  | { outcome: 'unsold'; paymentRowId: number; refunded: boolean };

/** Where a checkout stands once it is locked, with the payment recorded for it. */
type Situation = 'missing' | 'paymentUsed' | 'refunded' | 'sold' | 'open' | 'released';

function situationOf(
  checkoutId: string,
  state: purchases.PurchaseState | undefined,
  recorded: purchases.RecordedPayment,
): Situation {
  if (!state) return 'missing';
  if (recorded.checkout_session_id !== checkoutId) return 'paymentUsed';
  if (recorded.status === 'refund_due') return 'refunded';
  if (state.session.status === 'approved') return 'sold';
  // Expired or rejected: its units went back to stock, the sale needs them again.
  return state.session.status === 'open' ? 'open' : 'released';
}

export interface PurchaseDeps extends Pick<CheckoutDeps, 'db' | 'log' | 'payments'> {
  /** Wakes the outbox worker, so a committed sale's receipt and events leave at once. */
  kickOutbox(): void;
  /** The money module's refund of a whole payment that could not become a sale (once per payment). */
  refundUnsold(paymentRowId: number, amountCents: number): Promise<void>;
}

/**
 * The purchase of a checkout with an approved, verified payment, as named steps: reserve →
 * record the payment → invoice and orders → ledger entries → clear the cart → outbox. Every door
 * ends here (the sandbox's 'Pagar', the provider's webhook, /ResponseMP, POST /api/invoice,
 * reconciliation); the first one sells, the others find the sale and write nothing. Each
 * module writes its own tables through its own function, inside the one transaction that holds
 * the checkout's lock; statements that need no answer from each other travel together.
 */
export function createPurchase({ db, log, payments, kickOutbox, refundUnsold }: PurchaseDeps) {
  async function purchase(
    checkoutId: string,
    payment: ProviderPayment,
    provider: string = payments.name,
  ): Promise<PurchaseResult> {
    let decided: Decided;
    try {
      decided = await transaction(db, (tx) => purchaseIn(tx, checkoutId, payment, provider));
    } catch (error) {
      // A fault (the database, a bug): nothing of the transaction is kept. The approval must be,
      // before anybody is told anything: on its own now, and reconciliation finishes the sale.
      // Failing that, this throws and nobody is told 'approved'.
      log.error({ err: error, checkoutId, paymentId: payment.id }, 'venta diferida a la conciliación');
      const recorded = await purchases.recordPayment(db, provider, checkoutId, payment);
      return recorded.checkout_session_id === checkoutId
        ? { outcome: 'deferred' }
        : { outcome: 'paymentUsed' };
    }
    if (decided.outcome === 'sold' && decided.created) kickOutbox();
    if (decided.outcome !== 'unsold') return decided;
    if (!decided.refunded) await giveBack(checkoutId, decided.paymentRowId, payment);
    return { outcome: 'unsold' };
  }

  async function purchaseIn(
    tx: Executor,
    checkoutId: string,
    payment: ProviderPayment,
    provider: string,
  ): Promise<Decided> {
    await planOncePerStatement(tx);
    // Record the payment, and lock the checkout with what the sale needs (and the numbers its
    // invoice and orders take): sent together, the lock's answer decides.
    const [recorded, state] = await together(tx, [
      () => purchases.recordPayment(tx, provider, checkoutId, payment),
      () => purchases.lockPurchase(tx, checkoutId),
    ]);
    const situation = situationOf(checkoutId, state, recorded);
    if (!state || situation === 'missing') return { outcome: 'missing' };
    switch (situation) {
      case 'paymentUsed':
        return { outcome: 'paymentUsed' };
      case 'refunded':
        return { outcome: 'unsold', paymentRowId: recorded.id, refunded: true };
      case 'sold':
        return soldBefore(tx, state, recorded);
      case 'open':
        // Reserve: its units left the stock when the checkout was opened.
        return sell(tx, state, recorded.id, false);
      case 'released': {
        // Reserve: the units again, all of them or none; a payment already given back never sells.
        const units = state.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
        if (
          !(await purchases.refundedWhole(tx, recorded.id)) &&
          (await productWrites.sellReleased(tx, units))
        )
          return sell(tx, state, recorded.id, true);
        log.error({ checkoutId, paymentId: payment.id }, 'pago aprobado sin stock: se reembolsa');
        return { outcome: 'unsold', paymentRowId: recorded.id, refunded: false };
      }
    }
  }

  /**
   * Invoice and orders → ledger entries → clear the cart → the checkout sold → outbox: each
   * owner's write, sent together (each finds the new invoice by its checkout), the outbox's the
   * transaction's last write, its COMMIT written behind it.
   */
  async function sell(
    tx: Executor,
    { session, lines, buyer, invoice_seq, order_seqs }: purchases.PurchaseState,
    paymentRowId: number,
    retaken: boolean,
  ): Promise<Decided> {
    const invoiceNumber = formatInvoiceNumber(invoice_seq ?? 0);
    const receipt: ReceiptPayload = {
      email: buyer.email,
      name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
      invoiceNumber,
      totalCents: session.total_cents,
      lines: lines.map((l) => ({
        name: l.product_name,
        quantity: l.quantity,
        unitCents: l.total_cents / l.quantity,
        totalCents: l.total_cents,
      })),
    };
    const outbox: OutboxItem[] = [{ kind: RECEIPT_KIND, payload: receipt }];
    // Only a sale that took its units again changes products; the usual one's stock left at the
    // reservation, whose commit already dropped them from the caches.
    if (retaken)
      outbox.push({ kind: PRODUCTS_CHANGED_KIND, payload: { productIds: lines.map((l) => l.product_id) } });
    const [invoice] = await together(tx, [
      () =>
        issueInvoice(tx, {
          invoiceNumber,
          userId: session.user_id,
          checkoutSessionId: session.id,
          paymentId: paymentRowId,
          totalCents: session.total_cents,
        }),
      () =>
        createOrdersOfIssuedInvoice(tx, {
          checkoutSessionId: session.id,
          lineIds: lines.map((l) => l.id),
          orderNumbers: (order_seqs ?? []).map((n) => formatOrderNumber(BigInt(n))),
        }),
      () => recordSalesOfCheckout(tx, session.id),
      () =>
        removeBoughtLines(
          tx,
          session.user_id,
          lines.map((l) => l.product_id),
        ),
      () => purchases.markSold(tx, session.id, paymentRowId),
      () =>
        lastWrite(tx, () =>
          enqueue(tx, outbox, {
            // The live dashboard's event carries the new invoice's id: read by the statement.
            kind: SALE_KIND,
            payload: sql`jsonb_build_object('invoiceId', i.id, 'userId', i.user_id, 'totalCents', i.total_cents)
                         FROM invoices i WHERE i.checkout_session_id = ${session.id}::uuid`,
          }),
        ),
    ]);
    return { outcome: 'sold', invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created: true };
  }

  /** Sold by an earlier delivery (a replay, a parallel one that held the lock first): the payment is settled. */
  async function soldBefore(
    tx: Executor,
    state: purchases.PurchaseState,
    recorded: purchases.RecordedPayment,
  ): Promise<Decided> {
    // A delivery that waited for the lock read the invoice from before the wait (the locked row
    // is the new version, the statement's other reads are not): a new statement reads it again.
    const invoice = state.invoice ?? (await purchases.readPaymentState(tx, state.session.id))?.invoice;
    if (!invoice) throw new Error(`approved checkout ${state.session.id} without invoice`);
    if (!recorded.settled) await lastWrite(tx, () => purchases.settlePayment(tx, recorded.id));
    return { outcome: 'sold', invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created: false };
  }

  /**
   * After the commit that recorded a payment whose units were gone: the money module gives it
   * back whole, then the payment is marked so that it is never sold nor reconciled again. Should
   * either fail, the payment stays approved without invoice, and reconciliation comes back here.
   */
  async function giveBack(checkoutId: string, paymentRowId: number, payment: ProviderPayment) {
    try {
      await refundUnsold(paymentRowId, payment.amountCents);
      await purchases.markRefundDue(db, paymentRowId);
    } catch (error) {
      log.error({ err: error, checkoutId, paymentId: payment.id }, 'reembolso pendiente de la conciliación');
    }
  }

  return purchase;
}

export type Purchase = ReturnType<typeof createPurchase>;
