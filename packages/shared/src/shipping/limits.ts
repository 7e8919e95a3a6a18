/** Bounds of a seller's shipping settings: past them a price or a delay is a typo, not a rule. */
export const SHIPPING_LIMITS = {
  /** A shipping price, in cents: 10 000 000 is 100 000 in the shop's currency. */
  maxPriceCents: 10_000_000,
  /** A free-shipping threshold, in cents. */
  maxFreeFromCents: 10_000_000_000,
  /** Business days to dispatch. */
  maxDispatchDays: 30,
  /** Business days in transit. */
  maxTransitDays: 60,
  pickupAddress: 200,
  postalCode: 10,
} as const;
