import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { adminProductsRoutes } from './admin-products.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService } from './catalog.service.js';
import { registerProductChanges } from './product-changes.js';
import { searchWordsRoutes } from './search-words.routes.js';
import { sellingRoutes } from './selling.routes.js';

export { type EventPrice, endEventPrices, startEventPrices } from './event-prices.js';
export { setFreeShippingFrom } from './free-shipping.js';
/**
 * Catalog: owns `products` and `product_images` (written only through `productWrites`), the
 * categories and audiences, the search tables and the filters' counts (kept by triggers), and
 * `seller_counts`. Publishes `catalog.products`, `catalog.pictures`, `catalog.categories`,
 * `catalog.genres` and `catalog.seller_counts` for other modules' reads. After a committed write
 * of products, the writer calls `productsChanged(events, ids)` so every cache drops them. A
 * write that lowers a product's lowest price queues PRICE_DROPPED_KIND itself (a trigger, 0030).
 */
export {
  PRICE_DROPPED_KIND,
  type PriceDropped,
  type ProductPriceNow,
  priceDroppedSchema,
  productPriceNow,
} from './price-drops.js';
export { PRODUCTS_CHANGED_KIND, productsChanged } from './product-changes.js';
export * as productWrites from './product-writes.js';
export { activeProductDetail, sellerProductsPage } from './seller-products.js';

/** The public catalog, the back office's product grid, and the seller's side (publish, edit, list). */
async function registerCatalog(app: FastifyInstance): Promise<void> {
  const cache = registerProductChanges(app);
  // Made per request on the database the route reads (a standby or the primary, readsOf).
  const catalogOn = (database: Database) => createCatalogService(database, cache);
  await app.register(catalogRoutes, { catalogOn });
  await app.register(adminProductsRoutes);
  await app.register(sellingRoutes);
  await app.register(searchWordsRoutes);
}

export const catalogPlugin = fp(registerCatalog, {
  name: 'catalog',
  dependencies: ['auth', 'events', 'outbox', 'rate-limit', 'uploads'],
});
