/**
 * Sellers: the seller's public page and reputation. Owns `seller_reputation` and
 * `reputation_watermark` (the job's); `seller_facts` is kept by triggers on orders, claims,
 * questions and reviews (migration 0017). The rule that turns facts into a level lives in
 * @bazar/shared (`reputationOf`).
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from '../catalog/index.js';
import { refreshReputations } from './reputation.js';
import { sellersRoutes } from './sellers.routes.js';
import { createSellers, type SellersService } from './sellers.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a turn of the reputation job now (tests, and the demo seed after its orders). */
    refreshReputations: () => Promise<number>;
  }
}

export type { SellersService } from './sellers.service.js';

export async function registerSellers(
  app: FastifyInstance,
  { catalogCache }: { catalogCache: CatalogCache },
): Promise<{ sellers: SellersService }> {
  const sellers = createSellers({ database: app.database, cache: catalogCache });
  app.decorate('refreshReputations', () => refreshReputations(app.db));
  await app.register(sellersRoutes, { sellers });
  app.jobs.every({
    name: 'reputation',
    everyMs: app.env.REPUTATION_EVERY_MS,
    run: () => refreshReputations(app.db),
  });
  return { sellers };
}
