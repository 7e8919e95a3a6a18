import type { FastifyInstance } from 'fastify';
import { adminProductsRoutes } from './admin-products.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { type CatalogService, createCatalogService } from './catalog.service.js';
import type { CatalogCache } from './catalog-cache.js';
import { registerProductChanges } from './product-changes.js';

/**
 * Catalog: owns `products` (and its categories, genres and images as the listings read them).
 * Other modules change a product only through `productWrites`, inside their own transaction,
 * then report the ids with `app.productsChanged`.
 */
export { toProductDetail, toProductSummary } from './catalog.mapper.js';
export {
  type ProductDetailRow,
  type ProductRow,
  productColumns,
  productDetailColumns,
  productDetailRow,
  productJoins,
  productRow,
} from './catalog.repository.js';
export type { CatalogService } from './catalog.service.js';
export type { CatalogCache } from './catalog-cache.js';
export { productEditedNotifier } from './product-changes.js';
export * as productWrites from './product-writes.js';
export {
  type ProductFields,
  type ProductImage,
  type ReservedLine,
  reservedLine,
  type UnitsOf,
} from './product-writes.js';

/**
 * The public catalog, the back office's product grid, and the cache both share with product pages
 * (and with the other public lists of products: a seller's page).
 */
export async function registerCatalog(
  app: FastifyInstance,
): Promise<{ catalog: CatalogService; catalogCache: CatalogCache }> {
  const catalogCache = registerProductChanges(app);
  const catalog = createCatalogService(app.database, catalogCache);
  await app.register(catalogRoutes, { catalog });
  await app.register(adminProductsRoutes);
  return { catalog, catalogCache };
}
