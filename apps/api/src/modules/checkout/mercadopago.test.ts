import { createServer } from 'node:net';
import { CHECKOUT_MSG, MONEY_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import {
  buyerWith,
  confirm,
  expectConfirmedAs,
  invoicesOf,
  openCheckout,
  ordersOf,
  stockOf,
} from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { SHOP_COLLECTOR, startMercadoPagoStandIn } from '../../../test/mercadopago-stand-in.js';

const ACCESS_TOKEN = 'TEST-0000-acceso';
const WEBHOOK_SECRET = 'secreto-de-webhooks-de-prueba';

let t: TestApp;
let mp: Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  // The stand-in delivers webhooks over HTTP, so this app listens on a real port.
  const port = await freePort();
  t = await buildAccountsApp({
    PAYMENT_PROVIDER: 'mercadopago',
    MP_ACCESS_TOKEN: ACCESS_TOKEN,
    MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MP_API_URL: mp.url,
    MP_MAX_INSTALLMENTS: '6',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  fixture = await catalogFixture(t.db);
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
});

/** A buyer's checkout whose frame was loaded (which creates the preference). */
async function checkoutWithPreference(priceCents = 2000, discount = 0, quantity = 2) {
  const product = await fixture.product({ name: 'Mochila urbana', priceCents, discount, stock: 5 });
  const buyer = await buyerWith(t.app, [{ productId: product.id, quantity }]);
  const checkout = await openCheckout(buyer);
  const page = await t.app.inject({ method: 'GET', url: checkout.url });
  const preference = mp.latestPreference(checkout.id);
  if (!preference) throw new Error('no preference was created');
  return { product, buyer, checkout, page, preference };
}

describe('Mercado Pago provider', () => {
  it('creates a Checkout Pro preference at server prices, bound to the checkout, with our return and webhook URLs', async () => {
    const { checkout, page, preference, product } = await checkoutWithPreference(1999, 15);
    expect(checkout.provider).toBe('mercadopago');
    expect(preference.body).toMatchObject({
      items: [
        {
          id: String(product.id),
          title: 'Mochila urbana',
          quantity: 2,
          unit_price: 16.99,
          currency_id: 'USD',
        },
      ],
      external_reference: checkout.id,
      back_urls: { success: `${t.app.env.publicUrl}/ResponseMP` },
      notification_url: `${t.app.env.publicUrl}/api/webhooks/mercadopago`,
      payment_methods: { installments: 6 },
    });
    expect(page.statusCode).toBe(200);
    // The installments the preference offers are said before paying.
    expect(page.body).toContain(
      '<p class="note" id="installments">Hasta 6 cuotas con tarjeta de crédito</p>',
    );
    expect(page.body).toContain(`${mp.url}/checkout/v1/redirect?pref_id=${preference.id}`);
    // Only with this provider does the CSP allow Mercado Pago's script host.
    expect(page.headers['content-security-policy']).toContain('https://sdk.mercadopago.com');
  });

  it('a signed webhook for an approved payment finalizes; /ResponseMP then finds the same invoice', async () => {
    const { buyer, preference, product } = await checkoutWithPreference();
    const { paymentId, webhookStatus } = await mp.pay(preference.id);
    expect(webhookStatus).toBe(200);
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(invoice?.totalCents).toBe(4000);
    await expectConfirmedAs(buyer, paymentId, invoice);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
  });

  it('refuses webhooks with a wrong secret, a changed request id or a stale timestamp', async () => {
    const { buyer, preference } = await checkoutWithPreference();
    const { paymentId } = await mp.pay(preference.id, { status: 'pending' });
    const deliver = (headers: Record<string, string>, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`,
        headers,
        body,
      });

    const forged = mp.signedWebhook(paymentId, undefined, 'otro-secreto');
    expect((await deliver(forged.headers, forged.body)).statusCode).toBe(401);
    const valid = mp.signedWebhook(paymentId);
    const otherRequest = { ...valid.headers, 'x-request-id': 'otra-solicitud' };
    expect((await deliver(otherRequest, valid.body)).statusCode).toBe(401);
    const stale = mp.signedWebhook(paymentId, Math.floor(Date.now() / 1000) - 3600);
    const staleAnswer = await deliver(stale.headers, stale.body);
    expect(staleAnswer.statusCode).toBe(401);
    expect(staleAnswer.json()).toEqual({ msg: CHECKOUT_MSG.staleNotification });
    const unsigned = await deliver({ 'content-type': 'application/json' }, valid.body);
    expect(unsigned.statusCode).toBe(401);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
  });

  it('refuses a payment for less than the total or in another currency', async () => {
    const { buyer, preference } = await checkoutWithPreference();
    const under = await mp.pay(preference.id, { transaction_amount: 39.99 });
    expect(under.webhookStatus).toBe(200);
    expect((await confirm(buyer, under.paymentId)).body).toEqual({ msg: CHECKOUT_MSG.paymentMismatch });
    const otherCurrency = await mp.pay(preference.id, { currency_id: 'ARS' });
    expect((await confirm(buyer, otherCurrency.paymentId)).response.statusCode).toBe(409);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
  });

  it('a rejected payment releases the stock; an invented id is unknown to the provider', async () => {
    const { buyer, preference, product } = await checkoutWithPreference();
    expect(await stockOf(t.db, product.id)).toBe(3);
    await mp.pay(preference.id, { status: 'rejected' });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect((await confirm(buyer, '123456789')).response.statusCode).toBe(404);
  });

  it('a payment seen pending becomes the invoice when POST /api/invoice finds it approved later', async () => {
    const { buyer, preference } = await checkoutWithPreference();
    const { paymentId, webhookStatus } = await mp.pay(preference.id, { status: 'in_process' });
    expect(webhookStatus).toBe(200);
    const early = await buyer.call('POST', '/api/invoice');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ msg: CHECKOUT_MSG.noApprovedPayment });
    mp.setPaymentStatus(paymentId, 'approved');
    const late = await buyer.call('POST', '/api/invoice');
    expect(late.statusCode).toBe(200);
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(late.json()).toMatchObject({ invoice: { id: invoice?.id, totalCents: 4000 } });
    expect(late.json().reviews).toHaveLength(1);
  });

  it('answers 502 with a Spanish message while the provider is down', async () => {
    const { buyer } = await checkoutWithPreference();
    mp.setFailing(true);
    try {
      const { response, body } = await confirm(buyer, '900000001');
      expect(response.statusCode).toBe(502);
      expect(body).toEqual({ msg: CHECKOUT_MSG.providerUnavailable });
      const page = await t.app.inject({ method: 'GET', url: (await openCheckout(buyer)).url });
      expect(page.statusCode).toBe(502);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(CHECKOUT_MSG.providerUnavailable);
    } finally {
      mp.setFailing(false);
    }
  });

  it('refunds through POST /v1/payments/{id}/refunds: part with an amount, the rest; an outage is retried with the same key', async () => {
    const { buyer, preference } = await checkoutWithPreference(2000, 0, 2);
    const { paymentId } = await mp.pay(preference.id);
    const [order] = await ordersOf(t.db, buyer.user.id);
    const admin = await rootSession(t.app, t.db);
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order?.orderNumber}/refunds`,
        headers: authHeader(admin.token),
        payload: { amountCents, reason: 'Devolución pedida' },
      });
    expect((await refund(1250)).json()).toMatchObject({ refundedCents: 1250, refunds: [{ status: 'done' }] });
    expect(mp.refunds.at(-1)).toMatchObject({ refund: { payment_id: Number(paymentId), amount: 12.5 } });
    const firstKey = mp.refunds.at(-1)?.key;

    // The provider is down: the refund is kept pending (its money waiting in the ledger) and
    // asked again later with the same key, which the provider answers once.
    mp.setFailing(true);
    try {
      const answer = await refund(2750);
      expect(answer.json()).toMatchObject({
        refundedCents: 4000,
        refundableCents: 0,
        refunds: [{}, { status: 'pending' }],
      });
    } finally {
      mp.setFailing(false);
    }
    expect(await t.app.retryRefunds(0)).toBe(1);
    expect(await t.app.retryRefunds(0)).toBe(0);
    const last = mp.refunds.at(-1);
    expect(last?.key).not.toBe(firstKey);
    expect(last?.refund.amount).toBe(27.5);
    expect(mp.refunds.filter((r) => r.refund.payment_id === Number(paymentId))).toHaveLength(2);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order?.orderNumber}/refunds`,
      headers: authHeader(admin.token),
    });
    expect(listed.json().refunds.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
  });

  it('a second payment of a checkout already sold is refunded whole, once; the sale stays', async () => {
    const { buyer, preference } = await checkoutWithPreference(1500, 0, 1);
    await mp.pay(preference.id);
    // The buyer pays the same preference again (a second tab), and its webhook is delivered twice.
    const { paymentId } = await mp.pay(preference.id);
    const { headers, body } = mp.signedWebhook(paymentId);
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`,
      headers,
      payload: body,
    });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(mp.refunds.filter((r) => r.refund.payment_id === Number(paymentId))).toEqual([
      {
        key: expect.stringMatching(/^bazar-refund-\d+$/),
        // In the shop's own account (not a seller's), with no marketplace fee to give back.
        collectorId: SHOP_COLLECTOR,
        feeRefunded: 0,
        refund: expect.objectContaining({ amount: 15 }),
      },
    ]);
    const [row] = (
      await t.db.execute<{ status: string; reason: string }>(sql`
        SELECT p.status, r.reason FROM payments p JOIN refunds r ON r.payment_id = p.id
        WHERE p.provider_payment_id = ${paymentId}`)
    ).rows;
    expect(row).toEqual({ status: 'refund_due', reason: MONEY_MSG.duplicateRefundReason });
  });
});
