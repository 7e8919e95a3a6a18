import { CHECKOUT_MSG, type PaymentConfirmation } from '@bazar/shared';
import * as checkout from '../modules/checkout/index.js';
import { AppError } from '../platform/errors/app-error.js';
import type { ProviderPayment } from '../platform/payments/provider.js';
import type { CheckoutFlow } from './checkout.js';
import type { FlowContext } from './context.js';
import type { Purchase, PurchaseResult } from './purchase.js';
import type { SplitPaymentFlow } from './split-payment.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => AppError.notFound(CHECKOUT_MSG.paymentNotFound);

/** An approved payment's purchase, as the buyer's screen and the provider are answered. */
export function answer(sold: PurchaseResult): PaymentConfirmation {
  switch (sold.outcome) {
    case 'sold':
      return { status: 'approved', invoiceId: sold.invoiceId, invoiceNumber: sold.invoiceNumber };
    // On record, not yet invoiced (reconciliation will, or the checkout's other parts): the
    // buyer's screen keeps asking.
    case 'deferred':
    case 'partsDue':
      return { status: 'pending', invoiceId: null, invoiceNumber: null };
    // The payment was given back whole: the units were gone.
    case 'unsold':
      throw new AppError(409, CHECKOUT_MSG.expired);
    case 'paymentUsed':
      throw new AppError(409, CHECKOUT_MSG.paymentUsed);
    case 'missing':
      throw AppError.notFound(CHECKOUT_MSG.notFound);
  }
}

/**
 * What every payment door does with a payment, only as its provider reports it. Steps:
 *   1. read the payment in the account it belongs to (the shop's, or a linked seller's:
 *      payment-links' tokens) — the sandbox's 'Pagar' hands over the payment it just made;
 *   2. match it to one of our checkouts (of this buyer, when a buyer asks), of this provider;
 *   3. a replay of the payment that made the sale answers the invoice;
 *   4. a part of a split checkout goes to the split payment flow; a rejected payment releases the
 *      checkout (the checkout flow); a pending one is recorded; an approved one for exactly the
 *      checkout's amount and currency goes to the purchase.
 * Doors: the sandbox's 'Pagar' (`settle`), the provider's webhook, /ResponseMP and POST /api/invoice
 * (`confirm`); reconciliation calls the purchase directly with a payment verified before.
 */
export function createPaymentFlow(
  ctx: FlowContext,
  purchase: Purchase,
  checkouts: Pick<CheckoutFlow, 'reject'>,
  split: SplitPaymentFlow,
) {
  const { db, log, payments, sellerAccess } = ctx;

  async function settle(
    state: checkout.PaymentState,
    payment: ProviderPayment,
    via: number | null = null,
  ): Promise<PaymentConfirmation> {
    const { session } = state;
    // A checkout split by seller is paid part by part; a payment of the whole is none of them.
    if (state.parts.total > 0 || payment.part !== null) {
      if (state.parts.total === 0 || payment.part === null)
        throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
      return split.settle(state, payment, via, () => checkouts.reject(session));
    }
    if (payment.status === 'rejected') {
      await checkouts.reject(session);
      return { status: 'rejected', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status === 'pending') {
      // Kept on record so POST /api/invoice (or reconciliation) can ask again once approved.
      await checkout.recordPayment(db, payments.name, session.id, payment);
      return { status: 'pending', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status !== 'approved') throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    if (payment.amountCents !== session.total_cents || payment.currency !== session.currency) {
      log.warn(
        { paymentId: payment.id, checkoutId: session.id },
        'pago con importe o moneda distintos a la compra',
      );
      throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    }
    return answer(await purchase(session.id, payment));
  }

  /**
   * Step 1: reads the payment in the account it belongs to: a notification names its collector
   * (Mercado Pago's user_id), a linked seller's account is read with their token; otherwise the
   * shop's. The buyer's return names none: the shop's account is asked first, then those of the
   * sellers of the buyer's open split checkout (a handful at most).
   */
  async function read(
    paymentId: string,
    buyerId: number | undefined,
    collectorId: string | undefined,
  ): Promise<{ payment: ProviderPayment | undefined; via: number | null }> {
    const seller = collectorId ? await sellerAccess.ofAccount(collectorId) : undefined;
    if (seller) return { payment: await payments.getPayment(paymentId, seller), via: seller.sellerId };
    const payment = await payments.getPayment(paymentId);
    // Should the shop's account see a seller's payment too, it is read again in the seller's own
    // account: what counts for a seller's part is what their account answers.
    const owner = payment?.collectorId ? await sellerAccess.ofAccount(payment.collectorId) : undefined;
    if (owner) return { payment: await payments.getPayment(paymentId, owner), via: owner.sellerId };
    if (payment || buyerId === undefined || payments.name === 'sandbox') return { payment, via: null };
    for (const sellerId of await checkout.sellersOfLatestCheckout(db, buyerId)) {
      const account = await sellerAccess.ofSeller(sellerId);
      const found = account && (await payments.getPayment(paymentId, account));
      if (found) return { payment: found, via: sellerId };
    }
    return { payment: undefined, via: null };
  }

  async function confirm(
    paymentId: string,
    buyerId?: number,
    collectorId?: string,
  ): Promise<PaymentConfirmation> {
    const { payment, via } = await read(paymentId, buyerId, collectorId);
    // 2. One of our checkouts; another buyer's payment answers the same as an unknown one.
    if (!payment?.checkoutId || !UUID.test(payment.checkoutId)) throw notFound();
    const state = await checkout.readPaymentState(db, payment.checkoutId);
    if (!state || (buyerId !== undefined && state.session.user_id !== buyerId)) throw notFound();
    if (state.session.provider !== payments.name) throw notFound();
    // 3. A replay of the payment that made the sale (the buyer's return, a webhook retry): one read.
    if (payment.status === 'approved' && state.invoice?.payment_ref === payment.id) {
      return { status: 'approved', invoiceId: state.invoice.id, invoiceNumber: state.invoice.invoice_number };
    }
    return settle(state, payment, via);
  }

  return { confirm, settle };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
