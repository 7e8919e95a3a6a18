import { formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { type Executor, planOncePerStatement } from '../../db/client.js';
import { lastWrite, together, transaction } from '../../db/transaction.js';
import { type DerivedOutboxItem, enqueue, type OutboxItem } from '../../platform/outbox/outbox.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import { removeBoughtLines } from '../cart/index.js';
import { productWrites } from '../catalog/index.js';
import { issueInvoice } from '../invoices/index.js';
import { recordSalesOfCheckout } from '../money/index.js';
import { createOrdersOfIssuedInvoice, notifySellersOfCheckout } from '../orders/index.js';
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
  /** A part of a checkout split by seller: the sale waits for its other parts. */
  | { outcome: 'partsDue' }
  /** Paid after its units were gone: the payment is on record and given back whole. */
  | { outcome: 'unsold' }
  /** The provider's payment is on record for another checkout. */
  | { outcome: 'paymentUsed' }
  /** No such checkout. */
  | { outcome: 'missing' };

/** What the purchase's transaction decided; `unsold` leaves the refund for after its commit. */
type Decided =
  | Exclude<PurchaseResult, { outcome: 'sold' | 'unsold' | 'deferred' }>
  /** `duplicate`: this payment is a second one for a checkout sold by another: given back after commit. */
  | (Extract<PurchaseResult, { outcome: 'sold' }> & { duplicate?: number })
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

/**
 * What the outbox delivers after the sale: the buyer's receipt (everything it shows captured
 * now) and, for a sale that took its units again, the products changed. The usual sale changes no
 * product: its stock left at the reservation, whose commit already dropped them from the caches.
 */
function afterSale({ session, lines, buyer, invoice_seq }: purchases.PurchaseState, retaken: boolean) {
  const receipt: ReceiptPayload = {
    email: buyer.email,
    name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
    invoiceNumber: formatInvoiceNumber(invoice_seq ?? 0),
    totalCents: session.total_cents,
    lines: lines.map((l) => ({
      name: l.product_name,
      quantity: l.quantity,
      unitCents: l.total_cents / l.quantity,
      totalCents: l.total_cents,
    })),
  };
  const items: OutboxItem[] = [{ kind: RECEIPT_KIND, payload: receipt }];
  if (retaken)
    items.push({ kind: PRODUCTS_CHANGED_KIND, payload: { productIds: lines.map((l) => l.product_id) } });
  return items;
}

/** The live dashboard's sale event, whose payload the outbox's statement reads from the new invoice. */
const saleEvent = (checkoutId: string): DerivedOutboxItem => ({
  kind: SALE_KIND,
  payload: sql`jsonb_build_object('invoiceId', i.id, 'userId', i.user_id, 'totalCents', i.total_cents)
               FROM invoices i WHERE i.checkout_session_id = ${checkoutId}::uuid`,
});

export interface PurchaseDeps extends Pick<CheckoutDeps, 'db' | 'log' | 'payments'> {
  /** Wakes the outbox worker, so a committed sale's receipt and events leave at once. */
  kickOutbox(): void;
  /** The money module's refund of a whole payment that could not become a sale (once per payment). */
  refundUnsold(paymentRowId: number, amountCents: number, why: 'unsold' | 'duplicate'): Promise<void>;
}

/**
 * The purchase of a checkout with an approved, verified payment, in named steps: reserve (done
 * when the checkout was opened; again here for a checkout whose reservation was released) →
 * record the payment → invoice and orders → ledger entries → clear the cart → outbox. Every door
 * ends here (the sandbox's 'Pagar', the provider's webhook, /ResponseMP, POST /api/invoice,
 * reconciliation); the first one sells, the others find the sale and write nothing. Each module
 * writes its own tables through its own function, inside the one transaction that holds the
 * checkout's lock; statements that need no answer from each other travel together.
 */
export function createPurchase({ db, log, payments, kickOutbox, refundUnsold }: PurchaseDeps) {
  async function purchase(
    checkoutId: string,
    payment: ProviderPayment,
    provider: string = payments.name,
  ): Promise<PurchaseResult> {
    let decided: Decided;
    try {
      decided = await transaction(db, (tx) => steps(tx, checkoutId, payment, provider));
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
    // After the commit: the outbox worker is woken, or a payment that is no sale given back.
    if (decided.outcome === 'sold') {
      if (decided.created) kickOutbox();
      const { duplicate, ...sold } = decided;
      if (duplicate !== undefined) await giveBack(checkoutId, duplicate, payment, 'duplicate');
      return sold;
    }
    if (decided.outcome !== 'unsold') return decided;
    if (!decided.refunded) await giveBack(checkoutId, decided.paymentRowId, payment);
    return { outcome: 'unsold' };
  }

  /** The steps, in the purchase's transaction. */
  async function steps(
    tx: Executor,
    checkoutId: string,
    payment: ProviderPayment,
    provider: string,
  ): Promise<Decided> {
    await planOncePerStatement(tx);

    // Record the payment (an upsert), and lock the checkout with what the sale needs and the
    // numbers its invoice and orders take: sent together. The locked state decides what follows.
    const [recorded, state] = await together(tx, [
      () => purchases.recordPayment(tx, provider, checkoutId, payment),
      () => purchases.lockPurchase(tx, checkoutId),
    ]);
    const situation = situationOf(checkoutId, state, recorded);
    if (!state || situation === 'missing') return { outcome: 'missing' };
    if (situation === 'paymentUsed') return { outcome: 'paymentUsed' };
    if (situation === 'refunded') return { outcome: 'unsold', paymentRowId: recorded.id, refunded: true };
    if (situation === 'sold') return soldBefore(tx, state, recorded, payment);
    // A checkout split by seller sells once every part is paid, and only while its reservation
    // holds: a released one had its paid parts given back, so this payment goes back too.
    if (state.parts.total > 0) {
      if (situation === 'released') return { outcome: 'unsold', paymentRowId: recorded.id, refunded: false };
      if (state.parts.unpaid > 0) return { outcome: 'partsDue' };
    }

    // Reserve: an open checkout's units left the stock when it was opened; a released one takes
    // them again, all or none, unless its payment was already given back.
    const { session, lines } = state;
    const retaken = situation === 'released';
    if (retaken && !(await reserveAgain(tx, state, recorded.id))) {
      log.error({ checkoutId, paymentId: payment.id }, 'pago aprobado sin stock: se reembolsa');
      return { outcome: 'unsold', paymentRowId: recorded.id, refunded: false };
    }

    // Invoice and orders → ledger entries → clear the cart → the checkout sold → outbox: each
    // owner's write, sent together (each statement finds the new invoice by its checkout), the
    // outbox's the transaction's last write, its COMMIT written right behind it.
    const [invoice] = await together(tx, [
      () =>
        issueInvoice(tx, {
          invoiceNumber: formatInvoiceNumber(state.invoice_seq ?? 0),
          userId: session.user_id,
          checkoutSessionId: session.id,
          paymentId: recorded.id,
          totalCents: session.total_cents,
        }),
      () =>
        createOrdersOfIssuedInvoice(tx, {
          checkoutSessionId: session.id,
          lineIds: lines.map((l) => l.id),
          orderNumbers: (state.order_seqs ?? []).map((n) => formatOrderNumber(BigInt(n))),
        }),
      () => recordSalesOfCheckout(tx, session.id),
      () =>
        removeBoughtLines(
          tx,
          session.user_id,
          lines.map((l) => l.product_id),
        ),
      () => purchases.markSold(tx, session.id, recorded.id),
      () => notifySellersOfCheckout(tx, session.id),
      () => lastWrite(tx, () => enqueue(tx, afterSale(state, retaken), saleEvent(session.id))),
    ]);
    return { outcome: 'sold', invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created: true };
  }

  /** A released checkout's units taken again (false: some are gone, or the payment was given back). */
  async function reserveAgain(tx: Executor, { lines }: purchases.PurchaseState, paymentRowId: number) {
    if (await purchases.refundedWhole(tx, paymentRowId)) return false;
    return productWrites.sellReleased(
      tx,
      lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    );
  }

  /** Sold by an earlier delivery (a replay, a parallel one that held the lock first): the payment is settled. */
  async function soldBefore(
    tx: Executor,
    state: purchases.PurchaseState,
    recorded: purchases.RecordedPayment,
    payment: ProviderPayment,
  ): Promise<Decided> {
    // A delivery that waited for the lock read the invoice from before the wait (the locked row
    // is the new version, the statement's other reads are not): a new statement reads it again.
    const invoice = state.invoice ?? (await purchases.readPaymentState(tx, state.session.id))?.invoice;
    if (!invoice) throw new Error(`approved checkout ${state.session.id} without invoice`);
    const sold = {
      outcome: 'sold',
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoice_number,
      created: false,
    } as const;
    // Another payment than the one the invoice was issued for: the buyer paid twice (two tabs,
    // a retried payment). It is given back whole after the commit, and stays unsettled until then,
    // so reconciliation comes back here should that fail.
    if (invoice.payment_ref !== payment.id) return { ...sold, duplicate: recorded.id };
    if (!recorded.settled) await lastWrite(tx, () => purchases.settlePayment(tx, recorded.id));
    return sold;
  }

  /**
   * After the commit that recorded a payment whose units were gone: the money module gives it
   * back whole, then the payment is marked so that it is never sold nor reconciled again. Should
   * either fail, the payment stays approved without invoice, and reconciliation comes back here.
   */
  async function giveBack(
    checkoutId: string,
    paymentRowId: number,
    payment: ProviderPayment,
    why: 'unsold' | 'duplicate' = 'unsold',
  ) {
    try {
      await refundUnsold(paymentRowId, payment.amountCents, why);
      await purchases.markRefundDue(db, paymentRowId);
    } catch (error) {
      log.error({ err: error, checkoutId, paymentId: payment.id }, 'reembolso pendiente de la conciliación');
    }
  }

  return purchase;
}

export type Purchase = ReturnType<typeof createPurchase>;
