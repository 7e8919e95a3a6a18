import { transaction } from '../db/transaction.js';
import * as money from '../modules/money/index.js';
import * as orders from '../modules/orders/index.js';
import type { FlowContext } from './context.js';

/**
 * The release job (decision record 0022): a shipped order's sale moves from the seller's
 * 'pending' to 'available' RELEASE_DAYS after shipping, unless a claim is open. For each order
 * due (money's schedule), in its own short transaction:
 *   1. take its schedule row (money; FOR UPDATE SKIP LOCKED: on several instances each order is
 *      released by one);
 *   2. lock the order (orders), so a refund racing the release is judged before or after it;
 *   3. release what the order's movements left pending (money, priced by `releasePosting`).
 * The receipt confirmed by the buyer and a claim's resolution release through the same
 * `money.releaseOrder` in their own flows. Idempotency: the ledger key 'release:<order>'.
 */
export function createReleaseMoneyFlow(ctx: FlowContext) {
  const { db } = ctx;
  return {
    async releaseDue(limit = 200): Promise<number> {
      let released = 0;
      for (const orderId of await money.dueReleases(db, limit)) {
        const done = await transaction(db, async (tx) => {
          if (!(await money.takeDueRelease(tx, orderId))) return false;
          await orders.lockOrderById(tx, orderId);
          return money.releaseOrder(tx, orderId);
        });
        if (done) released += 1;
      }
      return released;
    },
    countDue: () => money.countDueReleases(db),
  };
}
