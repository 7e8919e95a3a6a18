import { shopDay } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as catalog from '../modules/catalog/index.js';
import * as saleEvents from '../modules/sale-events/index.js';
import type { FlowContext } from './context.js';

/** What a turn moved: enrolments whose event price was applied, and those taken off. */
export interface SaleEventTurn {
  started: number;
  ended: number;
}

/**
 * The sale events' job (decision record 0035): a turn applies the due ends, then the due starts,
 * on the shop's day of `now` (SHOP_TIME_ZONE), in one transaction:
 *   1. the enrolments whose event's last day is over and whose price is applied (sale-events);
 *   2. their products back to the seller's own discount (catalog);
 *   3. those enrolments marked ended (sale-events);
 *   4. the enrolments whose event runs today and whose price is not applied (sale-events);
 *   5. their products at the larger of the seller's discount and the event's, with the event's
 *      option keys (catalog);
 *   6. those enrolments marked applied (sale-events);
 * then the caches drop the products moved. Ends go first so that a product in two back-to-back
 * events leaves the first before it enters the second. Idempotent: the marks are written with
 * the prices, so a turn run twice, or again after a crash (which rolled everything back), finds
 * nothing more to do; the catalog's steps only move a product that holds no event or this one.
 */
export function createSaleEventPrices(ctx: FlowContext) {
  const { db, events } = ctx;
  const timeZone = ctx.env.SHOP_TIME_ZONE;
  return async function applyDueSaleEvents(now: Date = new Date()): Promise<SaleEventTurn> {
    const today = shopDay(now, timeZone);
    const moved = await transaction(db, async (tx) => {
      const ending = (await saleEvents.dueEnds(tx, today)).map((r) => ({
        eventId: r.event_id,
        productId: r.product_id,
      }));
      const back = await catalog.endEventPrices(tx, ending);
      await saleEvents.markEnded(tx, ending);
      const due = (await saleEvents.dueStarts(tx, today)).map((r) => ({
        eventId: r.event_id,
        productId: r.product_id,
        discount: r.discount,
      }));
      const started = await catalog.startEventPrices(tx, due);
      await saleEvents.markApplied(tx, started);
      return {
        ended: ending.length,
        started: started.length,
        ids: [...back, ...started.map((s) => s.productId)],
      };
    });
    if (moved.ids.length > 0) catalog.productsChanged(events, [...new Set(moved.ids)], { listings: true });
    return { started: moved.started, ended: moved.ended };
  };
}
