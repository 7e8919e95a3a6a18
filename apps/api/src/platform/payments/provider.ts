import type { PaymentStatus } from '@bazar/shared';

/** A payment as its provider reports it, in our units. */
export interface ProviderPayment {
  id: string;
  /** 'other' covers states that are neither paid nor final (refunded, charged back…): never accepted. */
  status: PaymentStatus | 'other';
  amountCents: number;
  currency: string;
  /** The checkout session the payment was made for (Mercado Pago's external_reference). */
  checkoutId: string | null;
  raw: unknown;
}

/** What a provider needs to start collecting a checkout (prices already from the server). */
export interface CheckoutToCollect {
  id: string;
  totalCents: number;
  currency: string;
  lines: { productId: number; name: string; quantity: number; unitFinalCents: number }[];
}

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  rawBody: string;
  body: unknown;
}

/** A refund asked of the provider: of part of a payment, or (no amount) of all of it. */
export interface RefundToAsk {
  paymentId: string;
  amountCents: number;
  /** The whole payment: providers refund it without an amount. */
  whole: boolean;
  /** The same key for every attempt of one refund: a retry never refunds twice. */
  idempotencyKey: string;
}

/** The provider's answer: done (with its id) or refused for good (never retried). */
export type RefundOutcome = { status: 'done'; refundId: string } | { status: 'refused'; error: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /** Prepares the provider's side of a checkout (a Checkout Pro preference); answers its reference. */
  prepare(checkout: CheckoutToCollect): Promise<{ providerRef: string | null; redirectUrl: string | null }>;
  /** Asks the provider itself; undefined when it does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /**
   * Checks a webhook's signature and freshness (throws AppError 401 when it fails) and answers the
   * payment id it announces, or null for a notification about something else.
   */
  verifyNotification(input: NotificationInput): string | null;
  /**
   * Refunds a payment, whole or in part. Throws AppError 502 when the provider cannot be reached
   * or fails (the refund stays pending and is asked again with the same key).
   */
  refund(refund: RefundToAsk): Promise<RefundOutcome>;
}

export const header = (headers: NotificationInput['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
};
