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
  /**
   * The part of a checkout split by seller it paid (the reference's ':<position>'), or null for a
   * checkout paid whole.
   */
  part: number | null;
  /** The account the money went to, when the provider says (Mercado Pago's collector_id). */
  collectorId: string | null;
  /** The marketplace's fee taken from it, in cents, when the provider says. */
  feeCents: number | null;
  raw: unknown;
}

/** A split checkout's part is referenced as '<checkout id>:<position>'. */
export const partReference = (checkoutId: string, position: number) => `${checkoutId}:${position}`;

/** The checkout and part a provider's reference names (null part: the whole checkout). */
export function parseReference(reference: unknown): { checkoutId: string | null; part: number | null } {
  if (typeof reference !== 'string') return { checkoutId: null, part: null };
  const match = /^([^:]+):(\d{1,3})$/.exec(reference);
  return match
    ? { checkoutId: match[1] ?? null, part: Number(match[2]) }
    : { checkoutId: reference, part: null };
}

/** Whose account a call is made in: the shop's own credentials, or a linked seller's token. */
export interface SellerAccess {
  accessToken: string;
  /** The shop's commission for the lines, taken at the source (Mercado Pago's marketplace_fee). */
  feeCents?: number;
}

/** What a provider needs to start collecting a checkout (prices already from the server). */
export interface CheckoutToCollect {
  /** The reference the provider keeps: the checkout's id, or a part's ('<id>:<position>'). */
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
  /** A payment split at the source is refunded in its seller's account, with their token. */
  seller?: SellerAccess;
}

/** The provider's answer: done (with its id) or refused for good (never retried). */
export type RefundOutcome = { status: 'done'; refundId: string } | { status: 'refused'; error: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /** Prepares the provider's side of a checkout (a Checkout Pro preference); answers its reference. */
  prepare(
    checkout: CheckoutToCollect,
    seller?: SellerAccess,
  ): Promise<{ providerRef: string | null; redirectUrl: string | null }>;
  /**
   * Asks the provider itself (in the seller's account for a payment split at the source); undefined
   * when it does not know the id.
   */
  getPayment(id: string, seller?: SellerAccess): Promise<ProviderPayment | undefined>;
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
