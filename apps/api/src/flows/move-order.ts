import { type OrderLine, shopDay, type UpdateOrderStatusBody } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as money from '../modules/money/index.js';
import * as orders from '../modules/orders/index.js';
import type { SessionUser } from '../platform/auth/sessions.js';
import { notify } from '../platform/notifications/index.js';
import type { FlowContext } from './context.js';

/**
 * An order moves forward (decision record 0023), in one transaction under the order's lock:
 *   1. lock the order and check the move: forward only, each by its owner, never received before
 *      shipped, and not at all once refunded in full (orders, asking money what was refunded);
 *   2. shipped (home delivery): carrier, tracking and history (orders) → the sale's money is
 *      scheduled for release RELEASE_DAYS later unless the buyer confirms first (money) → the buyer
 *      is told; ready (pickup, decision record 0032): the same, the buyer told where to collect it;
 *      received: status and history (orders) → the sale's money is released now, unless a claim
 *      is open (money) → buyer and seller are told.
 * Idempotency: the order's lock and its forward-only status (a repeat answers 409); the release's
 * ledger key 'release:<order>' and the notices' keys.
 */
export function createMoveOrderFlow(ctx: FlowContext, ordersService: orders.OrdersService) {
  const { db } = ctx;
  return async function moveOrder(
    caller: SessionUser,
    orderNumber: string,
    body: UpdateOrderStatusBody,
  ): Promise<OrderLine> {
    await transaction(db, async (tx) => {
      const order = await orders.lockOrder(tx, orderNumber);
      orders.checkMove(caller, order, body.status);
      orders.checkNotRefunded(order, await money.refundedOf(tx, order.id));
      if (body.status === 'shipped' && body.carrier && body.trackingNumber) {
        const notices = await orders.ship(tx, caller, order, body.carrier, body.trackingNumber);
        await money.scheduleRelease(tx, order.id, ctx.env.RELEASE_DAYS);
        await notify(tx, notices);
      } else if (body.status === 'ready') {
        // A pickup waiting at the seller's: its money is scheduled as a shipped order's is.
        const notices = await orders.ready(tx, caller, order);
        await money.scheduleRelease(tx, order.id, ctx.env.RELEASE_DAYS);
        await notify(tx, notices);
      } else if (body.status === 'received') {
        const notices = await orders.receive(tx, caller, order, shopDay(new Date(), ctx.env.SHOP_TIME_ZONE));
        await money.releaseOrder(tx, order.id);
        await notify(tx, notices);
      }
    });
    return ordersService.lineOf(orderNumber);
  };
}
