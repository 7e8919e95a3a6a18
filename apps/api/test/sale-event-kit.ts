import { type SaleEvent, type SaleEventBodyInput, shopDay } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authHeader } from './auth.js';
import { uploaded } from './selling-fixtures.js';

/** Test helpers of the sale events' suites (not loaded by the app). */

let serial = 0;
/** A slug no other test took. */
export const freshSlug = (prefix = 'hot-sale') =>
  `${prefix}-${process.pid % 1000}-${Date.now() % 100_000}-${serial++}`;

/** A shop day `offset` days from `from` (now by default), as YYYY-MM-DD. */
export const dayFrom = (app: FastifyInstance, offset = 0, from = Date.now()) =>
  shopDay(new Date(from + offset * 86_400_000), app.env.SHOP_TIME_ZONE);

/** An event the administrator creates: today to a week ahead, 15 % minimum, unless told otherwise. */
export async function createEvent(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<SaleEventBodyInput> = {},
): Promise<SaleEvent> {
  const banner = body.bannerUrl ?? (await uploaded(app, adminToken)).secure_url;
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/saleEvents',
    headers: authHeader(adminToken),
    payload: {
      name: 'Hot Sale',
      slug: freshSlug(),
      startsOn: dayFrom(app),
      endsOn: dayFrom(app, 7),
      minDiscount: 15,
      ...body,
      bannerUrl: banner,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<SaleEvent>();
}

/**
 * The first instant of the shop day after today's (the shop's midnight), found by walking the
 * clock: by hours, then back by minutes. The shop's zone may be any.
 */
export function nextShopMidnight(app: FastifyInstance, from = Date.now()): number {
  const zone = app.env.SHOP_TIME_ZONE;
  const today = shopDay(new Date(from), zone);
  let at = from;
  while (shopDay(new Date(at), zone) === today) at += 3_600_000;
  while (shopDay(new Date(at - 60_000), zone) !== today) at -= 60_000;
  // Down to the second is enough: the job reads days.
  while (shopDay(new Date(at - 1000), zone) !== today) at -= 1000;
  return at;
}
