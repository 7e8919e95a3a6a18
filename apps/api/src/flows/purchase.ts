import { formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import { type Executor, planOncePerStatement } from '../db/client.js';
import { lastWrite, together, transaction } from '../db/transaction.js';
import * as cart from '../modules/cart/index.js';
import * as catalog from '../modules/catalog/index.js';
import * as checkout from '../modules/checkout/index.js';
import * as invoices from '../modules/invoices/index.js';
import * as money from '../modules/money/index.js';
import * as orders from '../modules/orders/index.js';
import * as promotions from '../modules/promotions/index.js';
import { enqueue, type OutboxItem } from '../platform/outbox/outbox.js';
import type { ProviderPayment } from '../platform/payments/provider.js';
import type { FlowContext } from './context.js';

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

/** A payment that can be no sale, given back whole by the refund flow (once per payment). */
export type GiveBackWhole = (
  paymentRowId: number,
  amountCents: number,
  why: 'unsold' | 'duplicate' | 'split',
) => Promise<void>;

/**
 * The purchase of a checkout with an approved, verified payment: the one door every payment
 * door ends in (the sandbox's 'Pagar', the provider's webhook, /ResponseMP, POST /api/invoice,
 * reconciliation, and the last part of a split checkout). The first delivery sells; the others
 * find the sale and write nothing. Decision records 0003, 0008, 0015, 0016.
 *
 * Steps, in one transaction that holds the checkout's lock:
 *   1. record the payment (checkout; an upsert: a replay changes nothing) and lock the checkout
 *      with what the sale needs, read the commission rates set (money): sent together;
 *   2. decide from the locked state: sold before → settle the payment; released → take the
 *      units again, all or none (catalog), or give the payment back; split → wait for its parts;
 *   3. issue the invoice (invoices) → create one order per line (orders) → post each order's sale
 *      (money, priced by `salePosting`) → clear the bought lines from the cart (cart) → mark the
 *      checkout sold (checkout) → its coupons' uses spent (promotions) → tell each seller
 *      '¡Vendiste!' (orders) → queue the receipt and
 *      the sale event (outbox): sent together, the last carrying the COMMIT.
 * After the commit: wake the outbox, or give back a payment that is no sale.
 * Idempotency: the payment's unique (provider, id), the checkout's row lock and its unique invoice.
 */
export function createPurchaseFlow(ctx: FlowContext, giveBackWhole: GiveBackWhole) {
  const { db, log, payments } = ctx;

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
      const recorded = await checkout.recordPayment(db, provider, checkoutId, payment);
      return recorded.checkout_session_id === checkoutId
        ? { outcome: 'deferred' }
        : { outcome: 'paymentUsed' };
    }
    if (decided.outcome === 'sold') {
      if (decided.created) ctx.kickOutbox();
      const { duplicate, ...sold } = decided;
      if (duplicate !== undefined) await giveBack(checkoutId, duplicate, payment, 'duplicate');
      return sold;
    }
    if (decided.outcome !== 'unsold') return decided;
    if (!decided.refunded) await giveBack(checkoutId, decided.paymentRowId, payment, 'unsold');
    return { outcome: 'unsold' };
  }

  async function steps(
    tx: Executor,
    checkoutId: string,
    payment: ProviderPayment,
    provider: string,
  ): Promise<Decided> {
    await planOncePerStatement(tx);

    // 1. Record the payment and lock the checkout; the rates set travel with them.
    const [recorded, state, rates] = await together(tx, [
      () => checkout.recordPayment(tx, provider, checkoutId, payment),
      () => checkout.lockPurchase(tx, checkoutId),
      () => money.ratesSet(tx),
    ]);

    // 2. Decide from where the checkout stands.
    const situation = checkout.purchaseSituation(checkoutId, state, recorded);
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
    const retaken = situation === 'released';
    if (retaken && !(await reserveAgain(tx, state, recorded.id))) {
      log.error({ checkoutId, paymentId: payment.id }, 'pago aprobado sin stock: se reembolsa');
      return { outcome: 'unsold', paymentRowId: recorded.id, refunded: false };
    }

    // 3. The sale: each owner's write, sent together, the outbox's carrying the COMMIT.
    const { session, lines } = state;
    const invoiceNumber = formatInvoiceNumber(state.invoice_seq ?? 0);
    const orderNumbers = (state.order_seqs ?? []).map((n) => formatOrderNumber(BigInt(n)));
    const [invoice] = await together(tx, [
      () =>
        invoices.issueInvoice(tx, {
          invoiceNumber,
          userId: session.user_id,
          checkoutSessionId: session.id,
          paymentId: recorded.id,
          totalCents: session.total_cents,
        }),
      () =>
        orders.createOrdersOfIssuedInvoice(tx, {
          checkoutSessionId: session.id,
          lineIds: lines.map((l) => l.id),
          orderNumbers,
        }),
      () =>
        money.recordSales(
          tx,
          session.id,
          lines.flatMap((l) => postingsOf(l, rates)),
        ),
      () =>
        cart.removeBoughtLines(
          tx,
          session.user_id,
          lines.map((l) => l.variant_id),
        ),
      () => checkout.markSold(tx, session.id, recorded.id),
      // Only a checkout with a coupon has uses to spend: the usual purchase sends no statement for it.
      () =>
        lines.some((l) => l.coupon_id !== null) ? promotions.markUsed(tx, session.id) : Promise.resolve(),
      () => orders.notifySellersOfCheckout(tx, session.id),
      () =>
        lastWrite(tx, () =>
          enqueue(
            tx,
            afterSale({ ...state, invoiceNumber, orderNumbers }, retaken),
            invoices.saleEvent(session.id),
          ),
        ),
    ]);
    return { outcome: 'sold', invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, created: true };
  }

  /** A released checkout's units taken again (false: some are gone, or the payment was given back). */
  async function reserveAgain(tx: Executor, { lines }: checkout.PurchaseState, paymentRowId: number) {
    if (await money.givenBackWhole(tx, paymentRowId)) return false;
    return catalog.productWrites.sellReleased(
      tx,
      lines.map((l) => ({ productId: l.product_id, variantId: l.variant_id, quantity: l.quantity })),
    );
  }

  /** Sold by an earlier delivery (a replay, a parallel one that held the lock first): the payment is settled. */
  async function soldBefore(
    tx: Executor,
    state: checkout.PurchaseState,
    recorded: checkout.RecordedPayment,
    payment: ProviderPayment,
  ): Promise<Decided> {
    // A delivery that waited for the lock read the invoice from before the wait (the locked row
    // is the new version, the statement's other reads are not): a new statement reads it again.
    const invoice = state.invoice ?? (await checkout.readPaymentState(tx, state.session.id))?.invoice;
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
    if (!recorded.settled) await lastWrite(tx, () => checkout.settlePayment(tx, recorded.id));
    return sold;
  }

  /**
   * After the commit that recorded a payment that can be no sale: it goes back whole, then the
   * payment is marked so that it is never sold nor reconciled again. Should either fail, the
   * payment stays approved without invoice, and reconciliation comes back here.
   */
  async function giveBack(
    checkoutId: string,
    paymentRowId: number,
    payment: ProviderPayment,
    why: 'unsold' | 'duplicate',
  ) {
    try {
      await giveBackWhole(paymentRowId, payment.amountCents, why);
      await checkout.markRefundDue(db, paymentRowId);
    } catch (error) {
      log.error({ err: error, checkoutId, paymentId: payment.id }, 'reembolso pendiente de la conciliación');
    }
  }

  return purchase;
}

export type Purchase = ReturnType<typeof createPurchaseFlow>;

/**
 * One line's sale and, when it carries shipping, its shipping income apart, priced by the money
 * module's rules with the rates set read under the lock (shipping's fee fixed at the checkout).
 */
function postingsOf(line: checkout.SoldLineRow, rates: ReadonlyMap<number, number | null>) {
  const sale = saleOf(line, rates);
  if (line.shipping_cents === 0) return [sale];
  const generalBp = money.rateInForce(rates, null);
  return [
    sale,
    {
      variantId: line.variant_id,
      ...money.shippingPosting({
        sellerId: line.seller_id,
        grossCents: line.shipping_cents,
        rateInForceBp: line.shipping_commission ? generalBp : 0,
        split:
          line.fee_cents === null
            ? null
            : { feeCents: line.shipping_fee_cents ?? 0, rateBp: line.shipping_commission ? generalBp : 0 },
      }),
    },
  ];
}

function saleOf(line: checkout.SoldLineRow, rates: ReadonlyMap<number, number | null>) {
  return {
    variantId: line.variant_id,
    ...money.salePosting({
      sellerId: line.seller_id,
      // A coupon the shop funds: the seller sold at the full price, the shop paid the difference (0033).
      grossCents: line.coupon_by_shop ? line.total_cents + line.coupon_discount_cents : line.total_cents,
      ...(line.coupon_by_shop ? { shopFundedCents: line.coupon_discount_cents } : {}),
      rateInForceBp: money.rateInForce(rates, line.category_id),
      split:
        line.fee_cents === null
          ? null
          : {
              feeCents: line.fee_cents,
              rateBp: line.fee_rate_bp ?? money.rateInForce(rates, line.category_id),
            },
    }),
  };
}

/**
 * What the outbox delivers after the sale: the buyer's receipt and, for a sale that took its
 * units again, the products changed. The usual sale changes no product: its stock left at the
 * reservation, whose commit already dropped them from the caches.
 */
function afterSale(
  state: checkout.PurchaseState & { invoiceNumber: string; orderNumbers: string[] },
  retaken: boolean,
) {
  const items: OutboxItem[] = [{ kind: checkout.RECEIPT_KIND, payload: checkout.receiptOf(state) }];
  if (retaken)
    items.push({
      kind: catalog.PRODUCTS_CHANGED_KIND,
      payload: { productIds: state.lines.map((l) => l.product_id) },
    });
  return items;
}
