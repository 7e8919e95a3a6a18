import { CHECKOUT_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import {
  checkoutSuite,
  confirm,
  invoicesOf,
  ordersOf,
  sandboxPay,
  sessionOf,
  stockOf,
} from '../../../test/checkout-kit.js';
import { payments } from '../../db/schema.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox-provider.js';
import { hmacHex } from '../../platform/payments/signatures.js';

const { t, sandbox, openPurchase } = checkoutSuite();

function deliver(headers: Record<string, string>, body: string) {
  return t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', headers, payload: body });
}

describe('POST /api/webhooks/sandbox', () => {
  it('finalizes on a valid notification and acknowledges it', async () => {
    const { buyer, checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { headers, body } = sandbox().signNotification(paymentId);
    const response = await deliver(headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
  });

  it('refuses a forged signature, changes nothing', async () => {
    const { buyer, checkout, product } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { body } = sandbox().signNotification(paymentId);
    const ts = String(Date.now());
    const forged = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `t=${ts},v1=${hmacHex('otro-secreto', `${ts}.${body}`)}`,
    };
    const response = await deliver(forged, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: CHECKOUT_MSG.invalidSignature });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('refuses a notification whose body was altered after signing', async () => {
    const { checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { headers } = sandbox().signNotification(paymentId);
    const other = sandbox().createPayment({ checkoutId: checkout.id, status: 'approved', amountCents: 1 });
    expect(other).not.toBe(paymentId);
    const response = await deliver(headers, JSON.stringify({ type: 'payment', data: { id: other } }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unsigned notification', async () => {
    const { buyer, checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { body } = sandbox().signNotification(paymentId);
    const response = await deliver({ 'content-type': 'application/json' }, body);
    expect(response.statusCode).toBe(401);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
  });

  it('refuses a stale notification, even correctly signed', async () => {
    const { buyer, checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { headers, body } = sandbox().signNotification(paymentId, Date.now() - 10 * 60_000);
    const response = await deliver(headers, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: CHECKOUT_MSG.staleNotification });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
  });

  it('a replayed notification changes nothing', async () => {
    const { buyer, checkout, product } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const { headers, body } = sandbox().signNotification(paymentId);
    for (let i = 0; i < 3; i++) expect((await deliver(headers, body)).statusCode).toBe(200);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await ordersOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });
});

describe('GET /api/paymentIdPM', () => {
  it('answers 404 for an invented payment id', async () => {
    const buyer = await shopper(t.app);
    for (const id of ['12345', 'sb.00000000000000000000000000000000.a.1jk.abc.AAAAAAAAAAAAAAAAAAAAAA']) {
      const { response, body } = await confirm(buyer, id);
      expect(response.statusCode).toBe(404);
      expect(body).toEqual({ msg: CHECKOUT_MSG.paymentNotFound });
    }
  });

  it('refuses a payment id that is not text of the provider’s shape', async () => {
    const buyer = await shopper(t.app);
    const response = await buyer.call(
      'GET',
      `/api/paymentIdPM?payment_id=${encodeURIComponent("1' OR 1=1")}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('a rejected payment releases the reservation and keeps the cart', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'rejected',
      amountCents: 4000,
    });
    const { response, body } = await confirm(buyer, paymentId);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ status: 'rejected', invoiceId: null, invoiceNumber: null });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('rejected');
    expect((await buyer.call('GET', '/api/shoppingCart')).json().lines).toHaveLength(1);
    // Reported again, nothing is given back twice.
    await confirm(buyer, paymentId);
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('Cancelar pago on the sandbox page rejects through the notification', async () => {
    const { checkout, product } = await openPurchase();
    const response = await sandboxPay(t.app, checkout.id, 'reject');
    expect(response.json()).toMatchObject({ status: 'rejected' });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(409);
  });

  it('a pending payment finalizes nothing and keeps the reservation', async () => {
    const { buyer, checkout, product } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'pending',
      amountCents: 2000,
    });
    const { response, body } = await confirm(buyer, paymentId);
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe('pending');
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it("answers 404 for another buyer's payment", async () => {
    const { buyer, checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const stranger = await shopper(t.app);
    const { response } = await confirm(stranger, paymentId);
    expect(response.statusCode).toBe(404);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await invoicesOf(t.db, stranger.user.id)).toHaveLength(0);
  });

  it('refuses a payment for less than the server-side total', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 3999,
    });
    const { response, body } = await confirm(buyer, paymentId);
    expect(response.statusCode).toBe(409);
    expect(body).toEqual({ msg: CHECKOUT_MSG.paymentMismatch });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId))).toHaveLength(
      0,
    );
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('refuses a payment id already used for another checkout', async () => {
    const first = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: first.checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    expect((await confirm(first.buyer, paymentId)).response.statusCode).toBe(200);
    // The same provider payment recorded against a second checkout (as a tampered provider might report).
    const second = await openPurchase();
    await t.db
      .update(payments)
      .set({ checkoutSessionId: second.checkout.id })
      .where(eq(payments.providerPaymentId, paymentId));
    const { response } = await confirm(first.buyer, paymentId);
    expect(response.statusCode).toBe(409);
    expect((await confirm(first.buyer, paymentId)).body).toEqual({ msg: CHECKOUT_MSG.paymentUsed });
  });

  it('the same approval 5 times in a row gives one invoice', async () => {
    const { buyer, checkout } = await openPurchase();
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 2000,
    });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm(buyer, paymentId)).body);
    expect(new Set(answers.map((a) => a.invoiceNumber)).size).toBe(1);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await ordersOf(t.db, buyer.user.id)).toHaveLength(1);
  });

  it('the same approval 5 times at once (webhook and /ResponseMP mixed) gives one invoice', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 4000,
    });
    const { headers, body } = sandbox().signNotification(paymentId);
    const results = await Promise.all([
      confirm(buyer, paymentId),
      deliver(headers, body),
      confirm(buyer, paymentId),
      deliver(headers, body),
      buyer.call('GET', `/api/paymentIdPM?payment_id=${paymentId}`),
    ]);
    for (const r of results) expect('response' in r ? r.response.statusCode : r.statusCode).toBe(200);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await ordersOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId))).toHaveLength(
      1,
    );
  });
});
