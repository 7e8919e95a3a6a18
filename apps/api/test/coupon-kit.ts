import { type Coupon, type CouponBodyInput, shopDay } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client.js';
import type { Shopper } from './checkout-kit.js';

/** Test helpers of the coupon suites (not loaded by the app). */

let serial = 0;
/** A code no other test took: letters and digits. */
export const freshCode = (prefix = 'CUPON') =>
  `${prefix}${process.pid % 1000}${Date.now() % 100_000}${serial++}`.toUpperCase().slice(0, 20);

/** A shop day `offset` days from today, as the coupons' dates are written (YYYY-MM-DD). */
export function shopDayFrom(app: FastifyInstance, offset = 0): string {
  return shopDay(new Date(Date.now() + offset * 86_400_000), app.env.SHOP_TIME_ZONE);
}

/** A seller's coupon, valid from today to a week ahead unless told otherwise. */
export async function createCoupon(
  app: FastifyInstance,
  seller: Shopper,
  body: Partial<CouponBodyInput> = {},
): Promise<Coupon> {
  const created = await seller.call('POST', '/api/coupons', {
    code: freshCode(),
    kind: 'percent',
    value: 10,
    startsOn: shopDayFrom(app),
    endsOn: shopDayFrom(app, 7),
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Coupon>();
}

/** A checkout opened with coupon codes. */
export const openWith = (buyer: Shopper, coupons: string[], extra: Record<string, unknown> = {}) =>
  buyer.call('POST', '/api/checkout', { coupons, ...extra });

/** A coupon's counter and its uses by status, read from its tables. */
export async function usesOf(db: Executor, couponId: number) {
  const [row] = (
    await db.execute<{ taken: number; held: number; used: number; returned: number }>(sql`
      SELECT c.uses_taken AS taken,
        (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.status = 'held') AS held,
        (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.status = 'used') AS used,
        (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.status = 'returned') AS returned
      FROM coupons c WHERE c.id = ${couponId}`)
  ).rows;
  return row;
}
