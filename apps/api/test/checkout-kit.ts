import type { CheckoutSession, PaymentConfirmation } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { checkoutSessions, invoices, orders, products } from '../src/db/schema.js';
import { type CatalogFixture, catalogSuite, shopper } from './catalog-fixtures.js';

/** Test helpers of the checkout suites (not loaded by the app). */

export type Shopper = Awaited<ReturnType<typeof shopper>>;

export async function buyerWith(
  app: FastifyInstance,
  lines: { productId: number; variantId?: number; quantity: number }[],
) {
  const buyer = await shopper(app);
  for (const line of lines) {
    const added = await buyer.call('POST', '/api/shoppingCart', line);
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  }
  return buyer;
}

export async function openCheckout(buyer: Shopper): Promise<CheckoutSession> {
  const response = await buyer.call('POST', '/api/checkout');
  if (response.statusCode !== 200)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<CheckoutSession>();
}

/** Presses a button of the sandbox page, as its script does. */
export function sandboxPay(app: FastifyInstance, checkoutId: string, decision: 'approve' | 'reject') {
  return app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/sandbox/pay`,
    payload: { decision },
  });
}

export async function confirm(buyer: Shopper, paymentId: string) {
  const response = await buyer.call('GET', `/api/paymentIdPM?payment_id=${encodeURIComponent(paymentId)}`);
  return { response, body: response.json<PaymentConfirmation & { msg?: string }>() };
}

/** The buyer's return confirms the payment as approved, naming the invoice the sale issued. */
export async function expectConfirmedAs(
  buyer: Shopper,
  paymentId: string,
  invoice: { id: number; invoiceNumber: string } | undefined,
) {
  const { response, body } = await confirm(buyer, paymentId);
  expect(response.statusCode).toBe(200);
  expect(body).toEqual({ status: 'approved', invoiceId: invoice?.id, invoiceNumber: invoice?.invoiceNumber });
}

export async function stockOf(db: Executor, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? -1;
}

export async function invoicesOf(db: Executor, userId: number) {
  return db.select().from(invoices).where(eq(invoices.userId, userId));
}

export async function ordersOf(db: Executor, userId: number) {
  return db.select().from(orders).where(eq(orders.buyerId, userId));
}

export async function sessionOf(db: Executor, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** The app's sandbox provider (the default provider in tests). */
export function sandboxOf(app: FastifyInstance) {
  const provider = app.sandboxPayments;
  if (!provider) throw new Error('sandbox provider expected');
  return provider;
}

/** A buyer with one product (given stock, $20) in an open checkout. */
export async function openPurchase(app: FastifyInstance, fixture: CatalogFixture, stock = 5, quantity = 1) {
  const product = await fixture.product({ priceCents: 2000, stock });
  const buyer = await buyerWith(app, [{ productId: product.id, quantity }]);
  const checkout = await openCheckout(buyer);
  return { product, buyer, checkout };
}

/** catalogSuite() with the checkout suites' shorthands bound to its app and fixture. */
export function checkoutSuite() {
  const { t, fixture } = catalogSuite();
  return {
    t,
    fixture,
    sandbox: () => sandboxOf(t.app),
    openPurchase: (stock = 5, quantity = 1) => openPurchase(t.app, fixture, stock, quantity),
  };
}
