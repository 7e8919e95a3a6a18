import type { CouponBody } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/** A coupon as stored, with its figures when read for its seller. */
export const couponRow = z.strictObject({
  id: z.number(),
  seller_id: z.number(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number(),
  min_purchase_cents: z.number().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  max_uses: z.number().nullable(),
  max_uses_per_buyer: z.number(),
  product_ids: z.array(z.number()).nullable(),
  paused: z.boolean(),
  uses_taken: z.number(),
  created_at: rowTimestamp,
});
export type CouponRow = z.infer<typeof couponRow>;

const columns = sql`id, seller_id, code, kind, value, min_purchase_cents, starts_on::text AS starts_on,
  ends_on::text AS ends_on, max_uses, max_uses_per_buyer, product_ids, paused, uses_taken, created_at`;

/** A new coupon; undefined when its code is taken (the unique index decides, racing sellers too). */
export async function insertCoupon(
  ex: Executor,
  sellerId: number,
  c: CouponBody,
): Promise<CouponRow | undefined> {
  const [row] = await checkedRows(
    ex,
    couponRow,
    sql`INSERT INTO coupons (seller_id, code, kind, value, min_purchase_cents, starts_on, ends_on, max_uses,
          max_uses_per_buyer, product_ids)
        VALUES (${sellerId}, ${c.code}, ${c.kind}, ${c.value}, ${c.minPurchase}, ${c.startsOn}::date, ${c.endsOn}::date,
          ${c.maxUses}, ${c.maxUsesPerBuyer}, ${c.productIds === null ? null : sql.param(c.productIds)}::int[])
        ON CONFLICT (code) DO NOTHING
        RETURNING ${columns}`,
  );
  return row;
}

const figuresRow = couponRow.extend({ uses: z.number(), held: z.number(), given_cents: z.number() });
export type CouponWithFigures = z.infer<typeof figuresRow>;

/** A seller's coupons, newest first, each with its paid uses, held uses and what it gave away. */
export function sellerCoupons(ex: Executor, sellerId: number): Promise<CouponWithFigures[]> {
  return checkedRows(
    ex,
    figuresRow,
    sql`SELECT ${columns},
          (SELECT count(*) FILTER (WHERE u.status = 'used') FROM coupon_uses u WHERE u.coupon_id = c.id)::int AS uses,
          (SELECT count(*) FILTER (WHERE u.status = 'held') FROM coupon_uses u WHERE u.coupon_id = c.id)::int AS held,
          (SELECT coalesce(sum(u.discount_cents) FILTER (WHERE u.status = 'used'), 0) FROM coupon_uses u
            WHERE u.coupon_id = c.id)::bigint AS given_cents
        FROM coupons c WHERE c.seller_id = ${sellerId} ORDER BY c.id DESC LIMIT 500`,
  );
}

/** Paused or resumed by its seller; undefined when it is not theirs (or not there). */
export async function setPaused(ex: Executor, sellerId: number, id: number, paused: boolean) {
  const [row] = await checkedRows(
    ex,
    couponRow,
    sql`UPDATE coupons SET paused = ${paused} WHERE id = ${id} AND seller_id = ${sellerId} RETURNING ${columns}`,
  );
  return row;
}

/** The coupons of these codes. */
export function couponsByCode(ex: Executor, codes: readonly string[]): Promise<CouponRow[]> {
  return checkedRows(
    ex,
    couponRow,
    sql`SELECT ${columns} FROM coupons c WHERE code = ANY(${sql.param([...codes])}::text[])`,
  );
}

const withBuyerUses = couponRow.extend({ buyer_uses: z.number() });
export type CouponWithBuyerUses = z.infer<typeof withBuyerUses>;

/** The coupons of these codes with a buyer's uses of each not given back (their own limit). */
export function couponsForBuyer(ex: Executor, codes: readonly string[], userId: number) {
  return checkedRows(
    ex,
    withBuyerUses,
    sql`SELECT ${columns}, (SELECT count(*) FROM coupon_uses u WHERE u.coupon_id = c.id AND u.user_id = ${userId}
          AND u.status <> 'returned')::int AS buyer_uses
        FROM coupons c WHERE code = ANY(${sql.param([...codes])}::text[])`,
  );
}

/** The check that keeps a coupon's uses within its limit (migration 0029). */
export const USES_WITHIN_LIMIT = 'coupons_uses_within_limit';

/**
 * A new checkout's uses, taken and recorded in one statement: each coupon's counter goes up by one
 * and the constraint `coupons_uses_within_limit` refuses the one that would pass its limit (the
 * whole checkout then rolls back). Racing buyers queue on the coupon's row and each re-checks the
 * count, so exactly as many as are left get one; sent last, with the COMMIT, the row is held for
 * one round trip (decision record 0033).
 */
export async function takeUses(
  ex: Executor,
  sessionId: string,
  userId: number,
  uses: readonly { couponId: number; discountCents: number }[],
): Promise<void> {
  const ids = sql.param(uses.map((u) => u.couponId));
  await ex.execute(sql`WITH taken AS (
      UPDATE coupons SET uses_taken = uses_taken + 1 WHERE id = ANY(${ids}::int[]) RETURNING id
    )
    INSERT INTO coupon_uses (coupon_id, user_id, checkout_session_id, discount_cents)
    SELECT u.coupon_id, ${userId}, ${sessionId}::uuid, u.discount_cents
    FROM unnest(${ids}::int[], ${sql.param(uses.map((u) => u.discountCents))}::bigint[]) AS u(coupon_id, discount_cents)
    WHERE EXISTS (SELECT 1 FROM taken)`);
}

/** How many of these products the seller has (catalog's published view): a coupon covers only theirs. */
export async function ownProductCount(ex: Executor, sellerId: number, productIds: readonly number[]) {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM catalog.products
        WHERE id = ANY(${sql.param([...productIds])}::int[]) AND seller_id = ${sellerId}`,
  );
  return row?.n ?? 0;
}

/** How many of these products exist (catalog's published view): a shop coupon may cover any. */
export async function productCount(ex: Executor, productIds: readonly number[]) {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM catalog.products WHERE id = ANY(${sql.param([...productIds])}::int[])`,
  );
  return row?.n ?? 0;
}

/**
 * Uses given back: a checkout's held ones (released unpaid), or one coupon's used one (its orders
 * all cancelled before shipping). The coupons' counters go down by as many, in the same statement.
 */
export async function giveBack(
  ex: Executor,
  sessionId: string,
  which: { status: 'held' } | { status: 'used'; couponId: number },
): Promise<number> {
  const only = which.status === 'used' ? sql`AND coupon_id = ${which.couponId}` : sql``;
  const [row] = await checkedRows(
    ex,
    z.strictObject({ n: z.number() }),
    sql`WITH back AS (
          UPDATE coupon_uses SET status = 'returned', updated_at = now()
          WHERE checkout_session_id = ${sessionId}::uuid AND status = ${which.status} ${only}
          RETURNING coupon_id
        ), counted AS (
          UPDATE coupons c SET uses_taken = c.uses_taken - b.n
          FROM (SELECT coupon_id, count(*)::int AS n FROM back GROUP BY coupon_id) b WHERE c.id = b.coupon_id
          RETURNING b.n
        )
        SELECT coalesce(sum(n), 0)::int AS n FROM counted`,
  );
  return row?.n ?? 0;
}

/**
 * A paid checkout's uses become 'used'. One given back meanwhile (the checkout expired, then its
 * payment arrived and took its units again) is used again even past the limit, the buyer having
 * paid the discounted price; the counter then stops at the limit (its check), and the coupon's
 * figures count its used uses.
 */
export async function markUsed(ex: Executor, sessionId: string): Promise<void> {
  await ex.execute(sql`WITH old AS (
      SELECT id, coupon_id, status FROM coupon_uses
      WHERE checkout_session_id = ${sessionId}::uuid AND status <> 'used' FOR UPDATE
    ), used AS (
      UPDATE coupon_uses u SET status = 'used', updated_at = now() FROM old WHERE u.id = old.id
      RETURNING old.coupon_id, old.status AS was
    )
    UPDATE coupons c SET uses_taken = least(c.uses_taken + r.n, coalesce(c.max_uses, c.uses_taken + r.n))
    FROM (SELECT coupon_id, count(*)::int AS n FROM used WHERE was = 'returned' GROUP BY coupon_id) r
    WHERE c.id = r.coupon_id`);
}

const pricedLine = z.strictObject({
  product_id: z.number(),
  seller_id: z.number().nullable(),
  seller_name: z.string().nullable(),
  total_cents: z.number(),
});

/**
 * A cart's lines priced now (catalog's and accounts' published views), for a code tried in the cart:
 * each variant's price, or the product's when none is named, times its units; active products only.
 */
export function linesToPrice(
  ex: Executor,
  lines: readonly { productId: number; variantId?: number | undefined; quantity: number }[],
) {
  return checkedRows(
    ex,
    pricedLine,
    sql`SELECT p.id AS product_id, p.seller_id, u.user_name AS seller_name,
          (coalesce(v.final_price_cents, p.final_price_cents) * l.quantity)::bigint AS total_cents
        FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[],
                    ${sql.param(lines.map((l) => l.variantId ?? 0))}::int[],
                    ${sql.param(lines.map((l) => l.quantity))}::int[]) WITH ORDINALITY AS l(product_id, variant_id, quantity, ord)
          JOIN catalog.products p ON p.id = l.product_id AND p.active
          LEFT JOIN catalog.variants v ON v.id = l.variant_id AND v.product_id = p.id AND NOT v.hidden
          LEFT JOIN accounts.people u ON u.id = p.seller_id
        ORDER BY l.ord`,
  );
}
