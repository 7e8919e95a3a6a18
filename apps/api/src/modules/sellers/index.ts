/**
 * Sellers: the seller's public page and reputation. Owns `seller_reputation`,
 * `reputation_watermark` (the job's) and `seller_facts`, kept by triggers on orders, claims,
 * questions and reviews (migration 0017). The rule that turns facts into a level lives in
 * @bazar/shared (`reputationOf`); the job that applies it is a flow (flows/reputation.ts), since
 * a seller's level moves their products in search.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { productsCache } from '../../platform/cache/catalog-cache.js';
import { sellersRoutes } from './sellers.routes.js';
import { createSellers, type SellerProductsPage } from './sellers.service.js';

export { markSeen, RECOMPUTE_BATCH, recompute, sellersToRecompute } from './reputation.js';
export type { SellerProductsPage } from './sellers.service.js';
export { sellerProfile } from './sellers.service.js';

async function registerSellers(app: FastifyInstance, { productsPage }: { productsPage: SellerProductsPage }) {
  const cache = productsCache(app);
  // Made per request on the database the route reads (a standby or the primary, readsOf).
  const sellersOn = (database: Database) => createSellers({ database, cache, productsPage });
  await app.register(sellersRoutes, { sellersOn });
}

export const sellersPlugin = fp(registerSellers, { name: 'sellers', dependencies: ['events'] });
