import { shopDay } from '@bazar/shared';
import { z } from 'zod';
import { transaction } from '../db/transaction.js';
import * as catalog from '../modules/catalog/index.js';
import * as wishlist from '../modules/wishlist/index.js';
import { type Notice, notify } from '../platform/notifications/index.js';
import { enqueue } from '../platform/outbox/outbox.js';
import type { FlowContext } from './context.js';

/** The outbox kind of the fan-out's next page (the first page is the catalog's PRICE_DROPPED_KIND). */
export const PRICE_ALERT_PAGE_KIND = 'price-alert-page';

/** Holders told per delivery: one statement of notices, well inside the outbox's lease. */
export const PRICE_ALERT_PAGE = 500;

const pageSchema = catalog.priceDroppedSchema.extend({ afterUserId: z.number().int() });
type AlertPage = z.infer<typeof pageSchema>;

/**
 * A product's lowest price went down (decision record 0034): everyone who keeps it on their wish
 * list hears of it in the bell, and by e-mail unless they turned 'wishlist' mails off. The drop was
 * queued by the catalog in the transaction that lowered the price (migration 0030's trigger), so
 * this runs after that commit and the seller's save never waits for it. Steps, per delivery:
 *   1. read the product now (catalog): told only while it is active and still cheaper than before
 *      the drop (a price put back up before delivery tells nobody), at its price now;
 *   2. one page of its holders in user id order (wishlist): never its seller, never a banned account;
 *   3. in one transaction: their notices (platform/notifications, which queues each e-mail the
 *      person has not turned off) and, when the page was full, the next page queued in the outbox.
 * Idempotency: each notice's key is the product, the person and the shop's day of the drop
 * (SHOP_TIME_ZONE), so a redelivered page, a second drop the same day or a page delivered twice
 * after a crash finds the key taken and tells nobody again: at most one alert a day per product
 * and person. The next shop day's drop has a new key.
 */
export function createPriceDropAlerts(ctx: FlowContext) {
  const { db, env } = ctx;

  async function tellPage(drop: AlertPage): Promise<void> {
    const product = await catalog.productPriceNow(db, drop.productId);
    if (!product?.active || product.lowestCents >= drop.fromCents) return;
    const holders = await wishlist.holdersOf(db, drop.productId, {
      afterUserId: drop.afterUserId,
      limit: PRICE_ALERT_PAGE,
      sellerId: product.sellerId,
    });
    if (holders.length === 0) return;
    const day = shopDay(drop.at, env.SHOP_TIME_ZONE);
    const notices: Notice[] = holders.map((userId) => ({
      userId,
      event: 'price_dropped',
      key: `price-drop:${drop.productId}:${userId}:${day}`,
      data: {
        productId: drop.productId,
        productName: product.name,
        fromCents: drop.fromCents,
        toCents: product.lowestCents,
      },
    }));
    const last = holders.at(-1) ?? drop.afterUserId;
    await transaction(db, async (tx) => {
      await notify(tx, notices);
      if (holders.length === PRICE_ALERT_PAGE)
        await enqueue(tx, [{ kind: PRICE_ALERT_PAGE_KIND, payload: { ...drop, afterUserId: last } }]);
    });
    ctx.kickOutbox();
  }

  return {
    /** The catalog's drop: the first page. */
    dropped: (payload: unknown) => tellPage({ ...catalog.priceDroppedSchema.parse(payload), afterUserId: 0 }),
    /** A page after the first. */
    nextPage: (payload: unknown) => tellPage(pageSchema.parse(payload)),
    summary: (payload: { productId?: number }) => `Baja de precio del producto ${payload.productId ?? '?'}`,
  };
}
