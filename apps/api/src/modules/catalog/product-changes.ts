import type { FastifyInstance } from 'fastify';
import { CatalogCache } from './catalog-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called after a committed write of `products` (see catalog/product-writes.ts) with the ids
     * it touched: this instance's catalog cache drops them at once, other instances through the
     * `productsChanged` event.
     */
    productsChanged(productIds: readonly number[], options?: { listings?: boolean }): void;
  }
}

/**
 * Product writes anywhere (selling, checkout, the back office, reviews) must call
 * app.productsChanged(ids): this instance drops the cached reads showing them and lets its
 * listings refresh; other instances hear the event (Redis pub/sub with REDIS_URL) and do the
 * same at once. Answers the cache, which the catalog's and the product pages' reads share.
 */
export function registerProductChanges(app: FastifyInstance): CatalogCache {
  const cache = new CatalogCache(app.env.CATALOG_CACHE_MS);
  // `listings`: the write can put a product into lists (created, edited, shown again).
  app.decorate('productsChanged', (productIds: readonly number[], options?: { listings?: boolean }) => {
    if (productIds.length === 0) return;
    const listings = options?.listings ?? false;
    cache.invalidateProducts(productIds, listings);
    app.events.publish('productsChanged', { productIds: [...productIds], listings });
  });
  app.events.subscribe('productsChanged', ({ productIds, listings }) =>
    cache.invalidateProducts(productIds, listings),
  );
  return cache;
}

/**
 * A person (its seller or an administrator) edited, published, hid or showed a product: every
 * list may change, and the live dashboard shows the change.
 */
export function productEditedNotifier(app: FastifyInstance): (productId: number) => void {
  return (productId) => {
    app.productsChanged([productId], { listings: true });
    app.events.publish('productChanged', { productId });
  };
}
