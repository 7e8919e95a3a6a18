import { createHmac } from 'node:crypto';
import type { PaymentStatus } from '@bazar/shared';
import { shopCurrency } from '@bazar/shared';
import { header, type NotificationInput, type PaymentProvider, type ProviderPayment } from './provider.js';
import { assertFresh, hmacHex, invalidSignature, parseSignatureHeader, sameDigest } from './signatures.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const STATUS_CODE: Record<PaymentStatus, string> = { approved: 'a', rejected: 'r', pending: 'p' };
const CODE_STATUS = new Map(
  Object.entries(STATUS_CODE).map(([status, code]) => [code, status as PaymentStatus]),
);

export interface SandboxProvider extends PaymentProvider {
  /** What the hosted page's buttons do: the "provider" records a payment for a checkout. */
  createPayment(input: {
    checkoutId: string;
    /** A part of a checkout split by seller (its position), or none for the whole checkout. */
    part?: number | null;
    status: PaymentStatus;
    amountCents: number;
  }): string;
  /** The headers and body a sandbox notification is sent with. */
  signNotification(paymentId: string, now?: number): { headers: Record<string, string>; body: string };
}

/**
 * The built-in test provider. It keeps no state: a payment id carries its checkout, status and
 * amount, signed with a key derived from the webhook secret, so nobody can invent or alter one
 * and any instance can answer for it, the way a real provider's API would.
 */
export function createSandboxProvider(secret: string): SandboxProvider {
  const idKey = createHmac('sha256', secret).update('sandbox-payment-id').digest();
  const sign = (payload: string) =>
    createHmac('sha256', idKey).update(payload).digest('base64url').slice(0, 22);

  return {
    name: 'sandbox',

    async prepare() {
      return { providerRef: null, redirectUrl: null };
    },

    createPayment({ checkoutId, part = null, status, amountCents }) {
      const payload = [
        'sb',
        `${checkoutId.replaceAll('-', '')}${part === null ? '' : `p${part}`}`,
        STATUS_CODE[status],
        amountCents.toString(36),
        Date.now().toString(36),
      ].join('.');
      return `${payload}.${sign(payload)}`;
    },

    async getPayment(id): Promise<ProviderPayment | undefined> {
      const parts = id.split('.');
      if (parts.length !== 6 || parts[0] !== 'sb') return undefined;
      const [, reference = '', code = '', amount = '', , signature = ''] = parts;
      if (sign(parts.slice(0, 5).join('.')) !== signature) return undefined;
      const status = CODE_STATUS.get(code);
      const match = /^([0-9a-f]{32})(?:p(\d{1,3}))?$/.exec(reference);
      const hex = match?.[1];
      if (!status || !hex) return undefined;
      const checkoutId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return {
        id,
        status,
        amountCents: Number.parseInt(amount, 36),
        // The sandbox charges in the shop's currency, as the checkout asked.
        currency: shopCurrency(),
        checkoutId,
        part: match[2] === undefined ? null : Number(match[2]),
        // The sandbox keeps no accounts: whose the money is, is the shop's record of the part.
        collectorId: null,
        feeCents: null,
        raw: { id },
      };
    },

    /**
     * Refunds like a real provider would answer: only a payment it issued, approved, never more
     * than it was for; the refund's id is derived from the payment and the idempotency key, so a
     * retry gets the same refund. What was refunded so far is the shop's ledger's to check.
     */
    async refund({ paymentId, amountCents, idempotencyKey }) {
      const payment = await this.getPayment(paymentId);
      if (payment?.status !== 'approved')
        return { status: 'refused', error: 'payment not found or not approved' };
      if (amountCents > payment.amountCents)
        return { status: 'refused', error: 'amount exceeds the payment' };
      return { status: 'done', refundId: `sbr.${sign(`refund.${paymentId}.${idempotencyKey}`)}` };
    },

    signNotification(paymentId, now = Date.now()) {
      const body = JSON.stringify({ type: 'payment', data: { id: paymentId } });
      const ts = String(now);
      return {
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: `t=${ts},v1=${hmacHex(secret, `${ts}.${body}`)}`,
        },
        body,
      };
    },

    verifyNotification({ headers, rawBody, body }: NotificationInput) {
      const { ts, v1 } = parseSignatureHeader(header(headers, SANDBOX_SIGNATURE_HEADER));
      if (!sameDigest(hmacHex(secret, `${ts}.${rawBody}`), v1)) throw invalidSignature();
      assertFresh(ts);
      const { type, data } = (body ?? {}) as { type?: unknown; data?: { id?: unknown } };
      return type === 'payment' && typeof data?.id === 'string' ? data.id : null;
    },
  };
}
