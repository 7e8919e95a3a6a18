import {
  type Coupon,
  type CouponBody,
  type CouponCheck,
  type CouponCheckBody,
  couponShares,
  couponStatus,
  COUPON_MSG as M,
  shopDay,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './coupons.repository.js';

/** A line of a purchase a coupon may discount (a checkout's reserved line, or a cart's). */
export interface LineToDiscount {
  product_id: number;
  seller_id: number | null;
  /** Price × units with the product's own discount: what the coupon is taken from. */
  total_cents: number;
  /**
   * The shop collects this line's payment (false: paid at the source into its seller's account,
   * 0028). Only such lines take a coupon the shop funds: the shop pays the seller the difference.
   */
  shop_collects?: boolean;
}

/** Coupons of seller 0 are the shop's: funded by it, for any seller's lines (decision record 0033). */
export const SHOP = 0;

/** The coupons a checkout carries: each line's share, and each coupon's use to record. */
export interface PricedCoupons {
  /** Per line, in the lines' order: what its seller's coupon takes off it (0: none). */
  lines: { couponId: number | null; code: string | null; discountCents: number; byShop: boolean }[];
  uses: { couponId: number; discountCents: number }[];
}

const statusOf = (c: repo.CouponRow, now: Date, timeZone: string) =>
  couponStatus(
    {
      startsOn: c.starts_on,
      endsOn: c.ends_on,
      paused: c.paused,
      maxUses: c.max_uses,
      usesTaken: c.uses_taken,
    },
    now,
    timeZone,
  );

/**
 * Whether a coupon applies to a buyer's lines, and each line's share; every refusal is its own
 * Spanish message under `param` (a code unknown, the buyer's own, expired, paused, not started,
 * used up, of a seller not in the cart, covering none of the lines, under the minimum).
 */
function judge(
  coupon: repo.CouponRow | undefined,
  buyerId: number | null,
  lines: readonly LineToDiscount[],
  now: Date,
  timeZone: string,
  param: string,
): number[] {
  if (!coupon) throw AppError.badRequest(M.notFound, param);
  const shops = coupon.seller_id === SHOP;
  if (!shops && buyerId !== null && coupon.seller_id === buyerId)
    throw AppError.badRequest(M.ownCoupon, param);
  const status = statusOf(coupon, now, timeZone);
  if (status === 'expired') throw AppError.badRequest(M.expired, param);
  if (status === 'paused') throw AppError.badRequest(M.pausedNow, param);
  if (status === 'scheduled') throw AppError.badRequest(M.notStarted(coupon.starts_on), param);
  if (status === 'used_up') throw new AppError(409, M.usedUp);
  // A seller's coupon takes off their lines; the shop's, any line it collects but the buyer's own.
  const ofSeller = lines.map((l) =>
    shops
      ? l.shop_collects !== false && (buyerId === null || l.seller_id !== buyerId)
      : l.seller_id === coupon.seller_id,
  );
  if (!ofSeller.some(Boolean)) throw AppError.badRequest(shops ? M.noProducts : M.notInCart, param);
  const sellerCents = lines.reduce((sum, l, i) => sum + (ofSeller[i] ? l.total_cents : 0), 0);
  if (coupon.min_purchase_cents !== null && sellerCents < coupon.min_purchase_cents)
    throw AppError.badRequest(M.underMinimum(coupon.min_purchase_cents - sellerCents), param);
  const shares = couponShares(
    { kind: coupon.kind, value: coupon.value, productIds: coupon.product_ids },
    lines.map((l, i) => ({ productId: l.product_id, totalCents: ofSeller[i] ? l.total_cents : 0 })),
  );
  if (!shares.some((s) => s > 0)) throw AppError.badRequest(M.noProducts, param);
  return shares;
}

/** A buyer past their own limit of a coupon (their checkout lock keeps two tabs from both passing). */
function checkBuyerLimit(coupon: repo.CouponRow, buyerUses: number) {
  if (buyerUses >= coupon.max_uses_per_buyer) throw new AppError(409, M.usedByYou);
}

/** What a checkout's coupons are judged on: the codes' coupons with the buyer's uses (one read). */
export const couponsToJudge = (
  tx: Executor,
  codes: readonly string[],
  buyerId: number,
): Promise<repo.CouponWithBuyerUses[]> =>
  codes.length === 0 ? Promise.resolve([]) : repo.couponsForBuyer(tx, [...new Set(codes)], buyerId);

/**
 * The coupons a checkout is opened with: each code judged on the buyer's lines (one per seller,
 * the shop's alone), and each line's share for the snapshot. Pure: the coupons were read with
 * `couponsToJudge`; the uses are taken with `takeUses`, the checkout's last write, where the
 * coupon's limit has the last word among racing buyers.
 */
export function priceCoupons(
  found: readonly repo.CouponWithBuyerUses[],
  asked: { buyerId: number; codes: readonly string[]; lines: readonly LineToDiscount[] },
  now: Date,
  timeZone: string,
): PricedCoupons {
  const out: PricedCoupons = {
    lines: asked.lines.map(() => ({ couponId: null, code: null, discountCents: 0, byShop: false })),
    uses: [],
  };
  const codes = [...new Set(asked.codes)];
  // The shop's coupon is the purchase's only one: it is not added to a seller's.
  if (codes.length > 1 && found.some((c) => c.seller_id === SHOP))
    throw AppError.badRequest(M.notCombinable, 'coupons');
  const sellers = new Set<number>();
  for (const code of codes) {
    const coupon = found.find((c) => c.code === code);
    const shares = judge(coupon, asked.buyerId, asked.lines, now, timeZone, 'coupons');
    if (!coupon) continue;
    if (sellers.has(coupon.seller_id)) throw AppError.badRequest(M.oneBySeller, 'coupons');
    sellers.add(coupon.seller_id);
    checkBuyerLimit(coupon, coupon.buyer_uses);
    shares.forEach((cents, i) => {
      if (cents > 0)
        out.lines[i] = {
          couponId: coupon.id,
          code: coupon.code,
          discountCents: cents,
          byShop: coupon.seller_id === SHOP,
        };
    });
    out.uses.push({ couponId: coupon.id, discountCents: shares.reduce((a, b) => a + b, 0) });
  }
  return out;
}

/** The uses a new checkout takes, in one statement (see `repo.takeUses`): its last write. */
export const takeUses = (tx: Executor, sessionId: string, buyerId: number, priced: PricedCoupons) =>
  repo.takeUses(tx, sessionId, buyerId, priced.uses);

/** The database refused a use past a coupon's limit: the checkout is answered 'used up'. */
export function isUsedUp(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23514' && pg.constraint === repo.USES_WITHIN_LIMIT) return true;
  }
  return false;
}

/** A checkout released unpaid (abandoned, rejected, expired, replaced): its held uses come back. */
export const giveBackHeld = (tx: Executor, sessionId: string) =>
  repo.giveBack(tx, sessionId, { status: 'held' });

/** Every order a coupon discounted in a purchase was cancelled before shipping: its use comes back. */
export const giveBackUsed = (tx: Executor, sessionId: string, couponId: number) =>
  repo.giveBack(tx, sessionId, { status: 'used', couponId });

/** A checkout paid: its uses are spent. */
export const markUsed = (tx: Executor, sessionId: string) => repo.markUsed(tx, sessionId);

/** A code tried in the cart: its discount on the cart's lines now, or why it does not apply. */
export async function checkCode(
  ex: Executor,
  buyerId: number | null,
  body: CouponCheckBody,
  now: Date,
  timeZone: string,
): Promise<CouponCheck> {
  const [found, lines] = await Promise.all([
    buyerId === null
      ? repo.couponsByCode(ex, [body.code]).then((rows) => rows.map((c) => ({ ...c, buyer_uses: 0 })))
      : repo.couponsForBuyer(ex, [body.code], buyerId),
    repo.linesToPrice(ex, body.lines),
  ]);
  const coupon = found[0];
  const shares = judge(coupon, buyerId, lines, now, timeZone, 'code');
  if (!coupon) throw AppError.badRequest(M.notFound, 'code');
  checkBuyerLimit(coupon, coupon.buyer_uses);
  return {
    code: coupon.code,
    sellerId: coupon.seller_id,
    sellerName: lines.find((l) => l.seller_id === coupon.seller_id)?.seller_name ?? null,
    discountCents: shares.reduce((a, b) => a + b, 0),
  };
}

const toCoupon = (c: repo.CouponWithFigures, now: Date, timeZone: string): Coupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  minPurchaseCents: c.min_purchase_cents,
  startsOn: c.starts_on,
  endsOn: c.ends_on,
  maxUses: c.max_uses,
  maxUsesPerBuyer: c.max_uses_per_buyer,
  productIds: c.product_ids,
  paused: c.paused,
  status: statusOf(c, now, timeZone),
  uses: c.uses,
  held: c.held,
  givenCents: c.given_cents,
  createdAt: toIso(c.created_at),
});

/** A seller's coupons with what each has done. */
export async function listCoupons(ex: Executor, sellerId: number, now: Date, timeZone: string) {
  return { coupons: (await repo.sellerCoupons(ex, sellerId)).map((c) => toCoupon(c, now, timeZone)) };
}

/** A seller's new coupon: ending today or later, covering only their own products, its code free. */
export async function createCoupon(
  ex: Executor,
  sellerId: number,
  body: CouponBody,
  now: Date,
  timeZone: string,
): Promise<Coupon> {
  if (body.endsOn < shopDay(now, timeZone)) throw AppError.badRequest(M.endsInPast, 'endsOn');
  if (body.productIds) {
    const found =
      sellerId === SHOP
        ? await repo.productCount(ex, body.productIds)
        : await repo.ownProductCount(ex, sellerId, body.productIds);
    if (found !== body.productIds.length)
      throw AppError.badRequest(sellerId === SHOP ? M.productsUnknown : M.productsNotYours, 'productIds');
  }
  const row = await repo.insertCoupon(ex, sellerId, body);
  if (!row) throw AppError.badRequest(M.codeTaken, 'code');
  return toCoupon({ ...row, uses: 0, held: 0, given_cents: 0 }, now, timeZone);
}

/** Paused or resumed; a coupon of another seller is as absent as one that does not exist. */
export async function pauseCoupon(
  ex: Executor,
  sellerId: number,
  id: number,
  paused: boolean,
  now: Date,
  timeZone: string,
): Promise<Coupon> {
  const row = await repo.setPaused(ex, sellerId, id, paused);
  if (!row) throw AppError.notFound(M.notFound);
  const figures = (await repo.sellerCoupons(ex, sellerId)).find((c) => c.id === id);
  return toCoupon(figures ?? { ...row, uses: 0, held: 0, given_cents: 0 }, now, timeZone);
}
