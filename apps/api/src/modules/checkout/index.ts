/**
 * Checkout: owns `checkout_sessions`, `checkout_lines`, `checkout_parts` and `payments`: a
 * snapshot of the cart at server prices whose stock stays reserved until it is paid or released,
 * a split checkout's parts (decision record 0028), and the payments recorded for them. Opening,
 * paying and releasing a checkout are flows (flows/checkout.ts, flows/payment.ts,
 * flows/purchase.ts, flows/split-payment.ts): these are checkout's own rows and rules.
 */

export { linesToCollect } from './checkout.mapper.js';
export { checkoutPlugin } from './checkout.plugin.js';
export {
  countDueSessions,
  findDueSessionIds,
  findOpenWithLines,
  findSession,
  insertSession,
  lockBuyer,
  type SessionRow,
  type SnapshotLineRow,
  setProviderRef,
  setShippingAddress,
} from './checkout.repository.js';
export { createCheckoutData } from './checkout-data.service.js';
export { closedPage, mercadoPagoPage, sandboxPage } from './checkout-page.js';
export { drawParts } from './checkout-parts.js';
export {
  hasPaidParts,
  insertParts,
  lockSession,
  markPartPaid,
  type PartRow,
  readParts,
  releasedWithPaidParts,
  sellersOfLatestCheckout,
  setPartPreference,
} from './checkout-parts.repository.js';
export {
  findUnsettled,
  lockPurchase,
  markRefundDue,
  markSold,
  type PaymentState,
  type PurchaseState,
  paymentOfLine,
  type RecordedPayment,
  readPaymentState,
  readPurchase,
  recordPayment,
  type SoldLineRow,
  settlePayment,
} from './purchase.repository.js';
export { purchaseSituation } from './purchase-situation.js';
export { RECEIPT_KIND, receiptOf } from './receipt-mail.js';
export { checkBuyable, closeSession, nextPart, sameSnapshot, toCheckoutSession } from './sessions.js';
