export const checkoutKeys = {
  all: ['checkout'] as const,
  session: (token: string, addressId?: number) =>
    ['checkout', 'session', token, addressId ?? 'default'] as const,
  confirmation: (paymentId: string) => ['checkout', 'confirmation', paymentId] as const,
  data: (invoiceId: number) => ['checkout', 'data', invoiceId] as const,
  /** The open checkout read after coming back from one part of a split one. */
  afterPayment: (paymentId: string | null) => ['checkout', 'after-payment', paymentId ?? ''] as const,
};
