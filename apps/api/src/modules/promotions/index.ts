/**
 * Promotions: owns `coupons` and `coupon_uses`, the sellers' discount codes and each checkout's
 * use of one. The checkout flow prices a checkout's coupons with `priceCoupons` and records them
 * with `recordUses`; releases give held uses back, the purchase marks them used, a cancellation
 * of all a coupon discounted gives its use back. Decision record 0033.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { couponRoutes } from './coupons.routes.js';

export { insertCoupon } from './coupons.repository.js';
export {
  giveBackHeld,
  giveBackUsed,
  type LineToDiscount,
  markUsed,
  type PricedCoupons,
  priceCoupons,
  recordUses,
} from './coupons.service.js';

async function registerPromotions(app: FastifyInstance): Promise<void> {
  await app.register(couponRoutes);
}

export const promotionsPlugin = fp(registerPromotions, {
  name: 'promotions',
  dependencies: ['auth', 'rate-limit'],
});
