import type { FastifyInstance } from 'fastify';
import { productsCache } from '../../platform/cache/catalog-cache.js';
import type { EventBus } from '../../platform/events/events.js';

/** The outbox kind a transaction queues when it changed products and cannot tell the caches itself. */
export const PRODUCTS_CHANGED_KIND = 'products-changed';

/**
 * After a committed write of `products` (catalog/product-writes.ts), whoever wrote it tells the
 * caches, with the ids it touched: `productsChanged(app.events, ids)`. This instance's catalog
 * cache drops them inside the call (it listens `now`), so the writer's next read is fresh; other
 * instances hear the same event through Redis when REDIS_URL is set. `listings`: the write can
 * put a product into lists (created, edited, shown again), so every cached listing goes.
 */
export function productsChanged(
  events: EventBus,
  productIds: readonly number[],
  options?: { listings?: boolean },
): void {
  if (productIds.length === 0) return;
  events.publish('productsChanged', { productIds: [...productIds], listings: options?.listings ?? false });
}

/**
 * The cache the catalog's and the product pages' reads share, kept current by the event above;
 * and the outbox's delivery of that event for a transaction that queued it.
 */
export function registerProductChanges(app: FastifyInstance) {
  const cache = productsCache(app);
  app.outbox.handle<{ productIds: number[] }>(PRODUCTS_CHANGED_KIND, ({ productIds }) =>
    productsChanged(app.events, productIds),
  );
  return cache;
}

/**
 * A person (its seller or an administrator) edited, published, hid or showed a product: every
 * list may change, and the live dashboard shows the change. An edit that lowered the price queued
 * its alert (PRICE_DROPPED_KIND) with the write: the outbox is woken so it leaves at once.
 */
export function productEditedNotifier(app: FastifyInstance): (productId: number) => void {
  return (productId) => {
    productsChanged(app.events, [productId], { listings: true });
    app.events.publish('productChanged', { productId });
    app.outbox.worker.kick();
  };
}

/**
 * The administrator changed the synonyms: a search may now find other products, so every cached
 * listing goes (here and, through Redis, on the other instances), as after a new product.
 */
export function searchWordsChanged(events: EventBus): void {
  events.publish('productsChanged', { productIds: [], listings: true });
}
