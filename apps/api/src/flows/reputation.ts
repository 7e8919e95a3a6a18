import * as catalog from '../modules/catalog/index.js';
import * as sellers from '../modules/sellers/index.js';
import type { FlowContext } from './context.js';

/**
 * The reputation job (decision record 0026): a turn recomputes the sellers whose facts changed
 * and, as their level moves, their products' place in search. Steps:
 *   1. the sellers to recompute and the turn's start (sellers);
 *   2. per batch: recompute and store their reputation (sellers) → move their products to their
 *      seller's new search tier (catalog, reading the sellers' published reputation);
 *   3. record the turn's start (sellers).
 * Each batch is its own short statements: a turn is safe to stop and run again (a seller
 * recomputed twice gets the same reputation; a product already in its tier is not touched).
 */
export function createReputationFlow(ctx: FlowContext) {
  const { db } = ctx;
  return async function refreshReputations(): Promise<number> {
    const { sellerIds, started } = await sellers.sellersToRecompute(db);
    for (let i = 0; i < sellerIds.length; i += sellers.RECOMPUTE_BATCH) {
      const batch = sellerIds.slice(i, i + sellers.RECOMPUTE_BATCH);
      await sellers.recompute(db, batch);
      await catalog.productWrites.moveToSellerTiers(db, batch);
    }
    await sellers.markSeen(db, started);
    return sellerIds.length;
  };
}
