import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../src/platform/payments/signatures.js';

/**
 * A local stand-in of Mercado Pago's API for tests: Checkout Pro preferences, payment lookup, and
 * signed webhooks sent to the preference's notification_url, as the real service does.
 */

interface Preference {
  id: string;
  body: {
    items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
    external_reference: string;
    back_urls: Record<string, string>;
    notification_url: string;
  };
}

interface Payment {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

export async function startMercadoPagoStandIn(options: { accessToken: string; webhookSecret: string }) {
  const preferences = new Map<string, Preference>();
  const payments = new Map<string, Payment>();
  let nextPayment = 900_000_001;
  let nextRefund = 700_000_001;
  const refunds: {
    key: string;
    refund: { id: number; payment_id: number; amount: number; status: string; date_created: string };
  }[] = [];
  let failing = false;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failing) return send(500, { message: 'internal_error' });
    if (request.headers.authorization !== `Bearer ${options.accessToken}`)
      return send(401, { message: 'invalid access token' });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(await readBody(request)) as Preference['body'];
      const id = `pref-${randomUUID()}`;
      preferences.set(id, { id, body });
      return send(201, { id, init_point: `${standIn.url}/checkout/v1/redirect?pref_id=${id}` });
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (request.method === 'POST' && refundPath) {
      // POST /v1/payments/{id}/refunds: an amount for a partial refund, none for the rest of it;
      // the X-Idempotency-Key header is required, and the same key answers the same refund.
      const key = request.headers['x-idempotency-key'];
      if (typeof key !== 'string' || key === '')
        return send(400, { message: 'X-Idempotency-Key is required' });
      const paymentId = decodeURIComponent(refundPath[1] ?? '');
      const text = await readBody(request);
      const earlier = refunds.find((r) => r.key === key);
      if (earlier) return send(201, earlier.refund);
      const payment = payments.get(paymentId);
      if (!payment) return send(404, { message: 'Payment not found' });
      if (payment.status !== 'approved' && payment.status !== 'partially_refunded')
        return send(400, { message: 'Payment not refundable' });
      const refunded = refunds
        .filter((r) => r.refund.payment_id === payment.id)
        .reduce((s, r) => s + r.refund.amount, 0);
      const remaining = Math.round((payment.transaction_amount - refunded) * 100) / 100;
      const body = (text ? JSON.parse(text) : {}) as { amount?: number };
      const amount = body.amount ?? remaining;
      if (!(amount > 0) || amount > remaining) return send(400, { message: 'Invalid refund amount' });
      const refund = {
        id: nextRefund++,
        payment_id: payment.id,
        amount,
        status: 'approved',
        date_created: new Date().toISOString(),
      };
      refunds.push({ key, refund });
      payment.status = amount === remaining ? 'refunded' : 'partially_refunded';
      return send(201, refund);
    }
    const match = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1] ?? ''));
      return payment ? send(200, payment) : send(404, { message: 'Payment not found' });
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Signs a webhook the way Mercado Pago documents it. */
  function signedWebhook(dataId: string, ts = Math.floor(Date.now() / 1000), secret = options.webhookSecret) {
    const requestId = randomUUID();
    const v1 = hmacHex(secret, `id:${dataId};request-id:${requestId};ts:${ts};`);
    return {
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({ action: 'payment.created', type: 'payment', data: { id: dataId } }),
    };
  }

  const standIn = {
    url: `http://127.0.0.1:${port}`,
    preferences,
    /** Every refund made, with the idempotency key it was asked with. */
    refunds,
    setFailing(value: boolean) {
      failing = value;
    },
    latestPreference(externalReference: string): Preference | undefined {
      return [...preferences.values()].reverse().find((p) => p.body.external_reference === externalReference);
    },
    signedWebhook,
    /** The provider changes its mind about a payment (a pending one gets approved). */
    setPaymentStatus(paymentId: string, status: string) {
      const payment = payments.get(paymentId);
      if (payment) payment.status = status;
    },
    /** The buyer pays a preference: the payment is recorded and its webhook delivered. */
    async pay(
      preferenceId: string,
      overrides: Partial<Omit<Payment, 'id'>> = {},
    ): Promise<{ paymentId: string; webhookStatus: number }> {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`unknown preference ${preferenceId}`);
      const amount = preference.body.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
      const payment: Payment = {
        id: nextPayment++,
        status: 'approved',
        transaction_amount: Math.round(amount * 100) / 100,
        currency_id: preference.body.items[0]?.currency_id ?? 'USD',
        external_reference: preference.body.external_reference,
        ...overrides,
      };
      payments.set(String(payment.id), payment);
      const { headers, body } = signedWebhook(String(payment.id));
      const target = new URL(preference.body.notification_url);
      target.searchParams.set('data.id', String(payment.id));
      target.searchParams.set('type', 'payment');
      const delivered = await fetch(target, { method: 'POST', headers, body });
      return { paymentId: String(payment.id), webhookStatus: delivered.status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
