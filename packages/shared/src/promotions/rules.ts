import { allocateCents } from '../money.js';
import { shopDay } from '../shop-date.js';

/** Letters and digits, 4 to 20, kept upper-case: 'verano10' and 'VERANO10' are one code. */
export const COUPON_CODE = /^[A-Z0-9]{4,20}$/;
export const COUPON_LIMITS = {
  maxPercent: 90,
  maxAmountCents: 100_000_000,
  maxUses: 1_000_000,
  maxUsesPerBuyer: 100,
  /** Codes one checkout may carry (one per seller). */
  maxPerCheckout: 10,
  /** Wrong codes tried before the limit: per account and per IP, in 15 minutes. */
  attemptsPer15Min: 20,
} as const;

export type CouponKind = 'percent' | 'amount';

/** What a coupon discounts, as the rules need it. */
export interface CouponTerms {
  kind: CouponKind;
  /** Percent (1–90) or cents, by kind. */
  value: number;
  /** null: every product of the seller. */
  productIds: readonly number[] | null;
}

/** A line a coupon may discount: its product and its total (price × units, the product's own discount taken). */
export interface DiscountableLine {
  productId: number;
  totalCents: number;
}

/**
 * The discount of a coupon on its seller's lines, each line's share in cents (0 for a line it does
 * not cover). A percentage is taken of the covered lines' sum, rounded half up to the cent; a fixed
 * amount is at most that sum. Spread over the covered lines by their totals (`allocateCents`), so
 * a line never goes below 0 and each order carries what it gave away (a refund is of what was paid).
 */
export function couponShares(terms: CouponTerms, lines: readonly DiscountableLine[]): number[] {
  const covered = lines.map((l) => terms.productIds === null || terms.productIds.includes(l.productId));
  const base = lines.reduce((sum, l, i) => sum + (covered[i] ? l.totalCents : 0), 0);
  const wanted =
    terms.kind === 'percent' ? Math.floor((base * terms.value + 50) / 100) : Math.min(terms.value, base);
  const weights = lines.map((l, i) => (covered[i] ? l.totalCents : 0));
  if (base === 0) return lines.map(() => 0);
  return allocateCents(wanted, weights).map((share, i) => Math.min(share, weights[i] ?? 0));
}

/** The covered lines' sum, which the minimum purchase is compared with. */
export const coveredCents = (terms: Pick<CouponTerms, 'productIds'>, lines: readonly DiscountableLine[]) =>
  lines.reduce(
    (sum, l) =>
      sum + (terms.productIds === null || terms.productIds.includes(l.productId) ? l.totalCents : 0),
    0,
  );

export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'paused' | 'used_up';

/**
 * Where a coupon stands at `now`: its days are the shop's (from the first minute of `startsOn` to
 * the last of `endsOn` in the shop's time zone), whatever the server's or the buyer's clock zone.
 */
export function couponStatus(
  coupon: { startsOn: string; endsOn: string; paused: boolean; maxUses: number | null; usesTaken: number },
  now: Date,
  timeZone: string,
): CouponStatus {
  const today = shopDay(now, timeZone);
  if (today > coupon.endsOn) return 'expired';
  if (coupon.paused) return 'paused';
  if (coupon.maxUses !== null && coupon.usesTaken >= coupon.maxUses) return 'used_up';
  if (today < coupon.startsOn) return 'scheduled';
  return 'active';
}
