/**
 * Promotions: owns `coupons` and `coupon_uses`, the sellers' discount codes and each checkout's
 * use of one. The checkout flow reads a checkout's coupons with `couponsToJudge`, prices them with
 * `priceCoupons` and takes their uses with `takeUses` (its last write); releases give held uses back, the purchase marks them used, a cancellation
 * of all a coupon discounted gives its use back. Decision record 0033.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { couponRoutes } from './coupons.routes.js';

export { insertCoupon } from './coupons.repository.js';
export {
  couponsToJudge,
  giveBackHeld,
  giveBackUsed,
  isUsedUp,
  type LineToDiscount,
  markUsed,
  type PricedCoupons,
  priceCoupons,
  takeUses,
} from './coupons.service.js';

async function registerPromotions(app: FastifyInstance): Promise<void> {
  await app.register(couponRoutes);
}

export const promotionsPlugin = fp(registerPromotions, {
  name: 'promotions',
  dependencies: ['auth', 'rate-limit'],
});
