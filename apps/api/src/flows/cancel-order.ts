import type { CancelOrderBody, OrderLine } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as orders from '../modules/orders/index.js';
import * as promotions from '../modules/promotions/index.js';
import type { SessionUser } from '../platform/auth/sessions.js';
import { notify } from '../platform/notifications/index.js';
import type { FlowContext } from './context.js';
import type { RefundFlow } from './refund.js';

/**
 * The seller (or an administrator) cancels an order not shipped yet (decision record 0023):
 *   1. in one transaction: lock the order and check who cancels and when (orders) → ask the
 *      refund of everything left to refund (the refund flow's "ask": money), before the status
 *      changes, so each unit refunded of an unshipped order comes back to stock → mark it
 *      cancelled with its reason and history (orders) → when it was the last live order a coupon
 *      discounted in its purchase, the coupon's use comes back (promotions) → tell the buyer;
 *   2. after the commit: the provider is asked and the refund settled (the refund flow); a
 *      refund left unanswered is retried by its job.
 * Idempotency: the order's lock and status (a second cancel answers 409), the refund's row.
 */
export function createCancelOrderFlow(
  ctx: FlowContext,
  refunds: RefundFlow,
  ordersService: orders.OrdersService,
) {
  const { db } = ctx;
  return async function cancelOrder(
    caller: SessionUser,
    orderNumber: string,
    body: CancelOrderBody,
  ): Promise<OrderLine> {
    const asked = await transaction(db, async (tx) => {
      const order = await orders.lockOrder(tx, orderNumber);
      orders.checkCancel(caller, order);
      const refund = await refunds.askLocked(tx, order, 'rest', caller.id, body.reason);
      await notify(tx, await orders.cancel(tx, caller, order, body.reason));
      const freed = await orders.couponUseFreedBy(tx, order);
      if (freed) await promotions.giveBackUsed(tx, freed.sessionId, freed.couponId);
      return refund;
    });
    if (asked) await refunds.complete(asked.refundId);
    return ordersService.lineOf(orderNumber);
  };
}
