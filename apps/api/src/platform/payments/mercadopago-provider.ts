import { CHECKOUT_MSG } from '@bazar/shared';
import { AppError } from '../errors/app-error.js';
import {
  header,
  type NotificationInput,
  type PaymentProvider,
  type ProviderPayment,
  parseReference,
  type SellerAccess,
} from './provider.js';
import { assertFresh, hmacHex, invalidSignature, parseSignatureHeader, sameDigest } from './signatures.js';

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** MP_API_URL. The official SDK (mercadopago@3) hard-codes its base URL in a static AppConfig
   * with no option to change it, so this provider calls the same REST endpoints with fetch. */
  apiUrl: string;
  publicUrl: string;
  /** MP_MAX_INSTALLMENTS: the most installments a preference offers. */
  maxInstallments: number;
  timeoutMs?: number;
}

const STATUS: Record<string, ProviderPayment['status']> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'rejected',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  in_mediation: 'pending',
};

const unavailable = () => new AppError(502, CHECKOUT_MSG.providerUnavailable);

/** Mercado Pago Checkout Pro: preferences, payment lookup and x-signature webhooks. */
export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  /** A call in the shop's account, or in a linked seller's (their token, only in memory). */
  async function call(path: string, init: RequestInit = {}, seller?: SellerAccess): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${seller?.accessToken ?? options.accessToken}`,
          'content-type': 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
  }

  return {
    name: 'mercadopago',

    async prepare(checkout, seller) {
      // What the total holds beyond its lines is the shipping (decision record 0032): Checkout Pro
      // charges it as the preference's own shipping cost, so the buyer sees it apart.
      const linesCents = checkout.lines.reduce((sum, l) => sum + l.unitFinalCents * l.quantity, 0);
      const shippingCents = checkout.totalCents - linesCents;
      const response = await call(
        '/checkout/preferences',
        {
          method: 'POST',
          // A retry after a timeout must not create a second preference for the same checkout.
          headers: { 'x-idempotency-key': `preference-${checkout.id}` },
          body: JSON.stringify({
            items: checkout.lines.map((line) => ({
              id: String(line.productId),
              title: line.name,
              quantity: line.quantity,
              unit_price: line.unitFinalCents / 100,
              currency_id: checkout.currency,
            })),
            ...(shippingCents > 0 ? { shipments: { mode: 'not_specified', cost: shippingCents / 100 } } : {}),
            external_reference: checkout.id,
            back_urls: {
              success: `${publicUrl}/ResponseMP`,
              failure: `${publicUrl}/ResponseMP`,
              pending: `${publicUrl}/ResponseMP`,
            },
            auto_return: 'approved',
            notification_url: `${publicUrl}/api/webhooks/mercadopago`,
            // The most installments the buyer may choose on Mercado Pago's page (the page says so first).
            payment_methods: { installments: options.maxInstallments },
            // A seller's part: created with their token, so the payment is theirs, and the shop's
            // commission for these lines taken at the source (in currency units, as items are).
            ...(seller?.feeCents ? { marketplace_fee: seller.feeCents / 100 } : {}),
          }),
        },
        seller,
      );
      if (!response.ok) throw unavailable();
      const preference = (await response.json()) as { id?: unknown; init_point?: unknown };
      if (typeof preference.id !== 'string') throw unavailable();
      return {
        providerRef: preference.id,
        redirectUrl: typeof preference.init_point === 'string' ? preference.init_point : null,
      };
    },

    async getPayment(id, seller) {
      const response = await call(`/v1/payments/${encodeURIComponent(id)}`, {}, seller);
      if (response.status === 404 || response.status === 400) return undefined;
      if (!response.ok) throw unavailable();
      const raw = (await response.json()) as Record<string, unknown>;
      const amount = Number(raw.transaction_amount);
      const fee = Number(raw.marketplace_fee);
      return {
        id: String(raw.id ?? id),
        status: STATUS[String(raw.status)] ?? 'other',
        amountCents: Number.isFinite(amount) ? Math.round(amount * 100) : -1,
        currency: String(raw.currency_id ?? ''),
        ...parseReference(raw.external_reference),
        collectorId:
          raw.collector_id === undefined || raw.collector_id === null ? null : String(raw.collector_id),
        feeCents: raw.marketplace_fee === undefined || !Number.isFinite(fee) ? null : Math.round(fee * 100),
        raw,
      };
    },

    /**
     * POST /v1/payments/{id}/refunds with X-Idempotency-Key: an amount for a partial refund, an
     * empty body for the whole payment. A 4xx is a refusal (never retried: the same request would
     * be refused again); a 5xx or no answer is an outage (retried with the same key).
     */
    async refund({ paymentId, amountCents, whole, idempotencyKey, seller }) {
      // A payment split at the source is the seller's: refunded with their token (Mercado Pago
      // gives back the marketplace_fee in proportion).
      const response = await call(
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        {
          method: 'POST',
          headers: { 'x-idempotency-key': idempotencyKey },
          body: JSON.stringify(whole ? {} : { amount: amountCents / 100 }),
        },
        seller,
      );
      if (response.status >= 500) throw unavailable();
      const raw = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        status?: unknown;
        message?: unknown;
      };
      if (!response.ok || raw.status === 'rejected' || raw.status === 'cancelled')
        return {
          status: 'refused',
          error: `${response.status} ${String(raw.message ?? raw.status ?? '')}`.trim(),
        };
      if (raw.id === undefined || raw.id === null) throw unavailable();
      return { status: 'done', refundId: String(raw.id) };
    },

    /**
     * Mercado Pago signs "id:<data.id>;request-id:<x-request-id>;ts:<ts>;" with the webhook
     * secret (HMAC-SHA256, hex) and sends it as x-signature "ts=…,v1=…".
     */
    verifyNotification({ headers, query, body }: NotificationInput) {
      const { ts, v1 } = parseSignatureHeader(header(headers, 'x-signature'));
      const requestId = header(headers, 'x-request-id');
      const payload = (body ?? {}) as { type?: unknown; action?: unknown; data?: { id?: unknown } };
      const queryId = query['data.id'];
      const rawId = typeof queryId === 'string' ? queryId : payload.data?.id;
      const dataId = typeof rawId === 'number' ? String(rawId) : typeof rawId === 'string' ? rawId : '';
      if (!requestId || !dataId) throw invalidSignature();
      // Alphanumeric ids are signed in lower case.
      const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
      if (!sameDigest(hmacHex(options.webhookSecret, manifest), v1)) throw invalidSignature();
      assertFresh(ts);
      const topic = payload.type ?? query.type ?? query.topic;
      return topic === 'payment' ? dataId : null;
    },
  };
}
