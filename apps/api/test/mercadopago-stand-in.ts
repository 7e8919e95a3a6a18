import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../src/platform/payments/signatures.js';

/**
 * A local stand-in of Mercado Pago's API for tests: Checkout Pro preferences, payment lookup, and
 * signed webhooks sent to the preference's notification_url, as the real service does.
 *
 * Marketplace (split payments): every call is made in the account its bearer token belongs to,
 * the shop's own (SHOP_COLLECTOR) or a linked seller's (a token /oauth/token issued). A preference
 * created with a seller's token may carry `marketplace_fee`; its payments belong to that seller
 * (`collector_id`), are visible and refundable only with that seller's token, and their
 * notifications name the seller (`user_id`). A refund gives back the fee in proportion.
 */

/** The shop's own account id (the collector of payments made with the shop's token). */
export const SHOP_COLLECTOR = 100_000_001;

interface Preference {
  id: string;
  /** The account it was created in: its payments are this collector's. */
  collectorId: number;
  body: {
    items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
    /** Checkout Pro's custom shipping: charged on top of the items ('not_specified' mode). */
    shipments?: { mode: string; cost?: number };
    external_reference: string;
    back_urls: Record<string, string>;
    notification_url: string;
    marketplace_fee?: number;
  };
}

interface Payment {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
  collector_id: number;
  marketplace_fee?: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

/** The marketplace application's credentials the stand-in's /oauth/token accepts. */
export const STAND_IN_CLIENT = { id: '8051234567890123', secret: 'stand-in-client-secret' };

export async function startMercadoPagoStandIn(options: { accessToken: string; webhookSecret: string }) {
  /** Codes issued by the authorization page, each once, with the PKCE challenge it was asked with. */
  const codes = new Map<string, { challenge: string; userId: number; redirectUri: string }>();
  /** Live refresh tokens and whose they are; a revoked one is removed. */
  const grants = new Map<string, number>();
  const issued: { accessToken: string; userId: number }[] = [];
  let nextSeller = 300_000_001;
  const preferences = new Map<string, Preference>();
  const payments = new Map<string, Payment>();
  let nextPayment = 900_000_001;
  let nextRefund = 700_000_001;
  const refunds: {
    key: string;
    /** The account the refund was made in (whose token asked). */
    collectorId: number;
    /** The marketplace's fee given back with it, in proportion to the amount. */
    feeRefunded: number;
    refund: { id: number; payment_id: number; amount: number; status: string; date_created: string };
  }[] = [];
  let failing = false;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failing) return send(500, { message: 'internal_error' });
    if (request.method === 'POST' && request.url === '/oauth/token')
      return send(...(await oauthToken(request)));
    const collectorId = accountOf(request.headers.authorization);
    if (collectorId === undefined) return send(401, { message: 'invalid access token' });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(await readBody(request)) as Preference['body'];
      // Only a marketplace's seller (a token issued through its OAuth) can be charged a fee.
      if (body.marketplace_fee !== undefined && collectorId === SHOP_COLLECTOR)
        return send(400, { message: 'marketplace_fee requires a seller access token' });
      if (body.shipments && (body.shipments.mode !== 'not_specified' || !((body.shipments.cost ?? 0) >= 0)))
        return send(400, { message: 'invalid shipments' });
      const total = preferenceTotal(body);
      if (body.marketplace_fee !== undefined && !(body.marketplace_fee >= 0 && body.marketplace_fee <= total))
        return send(400, { message: 'invalid marketplace_fee' });
      const id = `pref-${randomUUID()}`;
      preferences.set(id, { id, collectorId, body });
      return send(201, {
        id,
        collector_id: collectorId,
        marketplace_fee: body.marketplace_fee ?? 0,
        init_point: `${standIn.url}/checkout/v1/redirect?pref_id=${id}`,
      });
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
      const earlier = refunds.find((r) => r.key === key && r.collectorId === collectorId);
      if (earlier) return send(201, earlier.refund);
      const payment = payments.get(paymentId);
      // Another account's payment is not found, as for an unknown id.
      if (!payment || payment.collector_id !== collectorId)
        return send(404, { message: 'Payment not found' });
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
      const feeRefunded =
        Math.round(((payment.marketplace_fee ?? 0) * amount * 100) / payment.transaction_amount) / 100;
      refunds.push({ key, collectorId, feeRefunded, refund });
      payment.status = amount === remaining ? 'refunded' : 'partially_refunded';
      return send(201, refund);
    }
    const match = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1] ?? ''));
      return payment && payment.collector_id === collectorId
        ? send(200, payment)
        : send(404, { message: 'Payment not found' });
    }
    return send(404, { message: 'not found' });
  });
  /** The account a bearer token acts for: the shop's own, or a seller's issued token. */
  function accountOf(authorization: string | undefined): number | undefined {
    if (authorization === `Bearer ${options.accessToken}`) return SHOP_COLLECTOR;
    return issued.find((i) => authorization === `Bearer ${i.accessToken}`)?.userId;
  }

  /**
   * POST /oauth/token as Mercado Pago documents it: the application's client_id and client_secret,
   * then grant_type authorization_code (a code issued once, its PKCE code_verifier, the same
   * redirect_uri) or refresh_token (a live one; it is replaced by the new one).
   */
  async function oauthToken(request: IncomingMessage): Promise<[number, unknown]> {
    const text = await readBody(request);
    const form = (request.headers['content-type'] ?? '').includes('json')
      ? new URLSearchParams(JSON.parse(text) as Record<string, string>)
      : new URLSearchParams(text);
    if (form.get('client_id') !== STAND_IN_CLIENT.id || form.get('client_secret') !== STAND_IN_CLIENT.secret)
      return [401, { error: 'invalid_client', message: 'invalid client_id or client_secret' }];
    let userId: number | undefined;
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri'))
        return [400, { error: 'invalid_grant', message: 'invalid authorization code' }];
      userId = code.userId;
    } else if (form.get('grant_type') === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      userId = grants.get(token);
      grants.delete(token);
      if (userId === undefined) return [400, { error: 'invalid_grant', message: 'invalid refresh_token' }];
    } else return [400, { error: 'unsupported_grant_type' }];
    const accessToken = `APP_USR-${randomUUID()}`;
    const refreshToken = `TG-${randomUUID()}`;
    grants.set(refreshToken, userId);
    issued.push({ accessToken, userId });
    return [
      200,
      {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 15_552_000,
        scope: 'offline_access payments read write',
        user_id: userId,
        refresh_token: refreshToken,
        public_key: `APP_USR-pk-${userId}`,
        live_mode: false,
      },
    ];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * Signs a webhook the way Mercado Pago documents it; `userId` is the account the payment belongs
   * to (a seller's, for a marketplace's split payment), as its notifications carry it.
   */
  function signedWebhook(
    dataId: string,
    ts = Math.floor(Date.now() / 1000),
    secret = options.webhookSecret,
    userId?: number,
  ) {
    const requestId = randomUUID();
    const v1 = hmacHex(secret, `id:${dataId};request-id:${requestId};ts:${ts};`);
    return {
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        action: 'payment.created',
        api_version: 'v1',
        type: 'payment',
        live_mode: false,
        ...(userId === undefined ? {} : { user_id: userId }),
        data: { id: dataId },
      }),
    };
  }

  /** Delivers a payment's signed notification to its preference's notification_url. */
  async function notify(paymentId: string): Promise<number> {
    const payment = payments.get(paymentId);
    const preference = [...preferences.values()].find(
      (p) =>
        p.body.external_reference === payment?.external_reference && p.collectorId === payment?.collector_id,
    );
    if (!payment || !preference) throw new Error(`unknown payment ${paymentId}`);
    const { headers, body } = signedWebhook(paymentId, undefined, undefined, payment.collector_id);
    const target = new URL(preference.body.notification_url);
    target.searchParams.set('data.id', paymentId);
    target.searchParams.set('type', 'payment');
    return (await fetch(target, { method: 'POST', headers, body })).status;
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
    /**
     * The buyer pays a preference: the payment is recorded in the preference's account (with its
     * marketplace_fee) and its webhook delivered, unless `deliver` is false.
     */
    async pay(
      preferenceId: string,
      overrides: Partial<Omit<Payment, 'id'>> = {},
      deliver = true,
    ): Promise<{ paymentId: string; webhookStatus: number }> {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`unknown preference ${preferenceId}`);
      const amount = preferenceTotal(preference.body);
      const payment: Payment = {
        id: nextPayment++,
        status: 'approved',
        transaction_amount: Math.round(amount * 100) / 100,
        currency_id: preference.body.items[0]?.currency_id ?? 'USD',
        external_reference: preference.body.external_reference,
        collector_id: preference.collectorId,
        ...(preference.body.marketplace_fee === undefined
          ? {}
          : { marketplace_fee: preference.body.marketplace_fee }),
        ...overrides,
      };
      payments.set(String(payment.id), payment);
      if (!deliver) return { paymentId: String(payment.id), webhookStatus: 0 };
      // The shop's own payments are notified as before (no user_id); a seller's name the seller.
      if (payment.collector_id === SHOP_COLLECTOR) {
        const { headers, body } = signedWebhook(String(payment.id));
        const target = new URL(preference.body.notification_url);
        target.searchParams.set('data.id', String(payment.id));
        target.searchParams.set('type', 'payment');
        const delivered = await fetch(target, { method: 'POST', headers, body });
        return { paymentId: String(payment.id), webhookStatus: delivered.status };
      }
      return { paymentId: String(payment.id), webhookStatus: await notify(String(payment.id)) };
    },
    /** The signed notification of an existing payment, delivered again (a retry, a race). */
    notify,
    payments,
    /**
     * A seller signs in at the authorization page the shop sent them to and allows it: the code
     * Mercado Pago would put in the redirect, for the challenge of that page's URL.
     */
    authorize(authorizationUrl: string): {
      code: string;
      state: string;
      redirectUri: string;
      userId: number;
    } {
      const url = new URL(authorizationUrl);
      const challenge = url.searchParams.get('code_challenge') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const code = `TG-code-${randomUUID()}`;
      const userId = nextSeller++;
      codes.set(code, { challenge, userId, redirectUri });
      return { code, state: url.searchParams.get('state') ?? '', redirectUri, userId };
    },
    /** The seller revokes the shop's permission in their Mercado Pago account. */
    revokeGrants(userId: number) {
      for (const [token, owner] of grants) if (owner === userId) grants.delete(token);
    },
    /** Every access token issued, and to whom. */
    issued,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/** What a preference charges: its items and, in 'not_specified' mode, its shipping cost. */
function preferenceTotal(body: {
  items: { unit_price: number; quantity: number }[];
  shipments?: { cost?: number };
}) {
  return body.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) + (body.shipments?.cost ?? 0);
}
