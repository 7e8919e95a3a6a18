import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/index.js';
import type { SellersService } from '../sellers/index.js';
import { seoRoutes } from './seo.routes.js';

/** SEO: product and seller pages with their own head, sitemaps and robots.txt. Owns no table. */
export async function registerSeo(
  app: FastifyInstance,
  deps: { catalog: CatalogService; sellers: SellersService },
): Promise<void> {
  await app.register(seoRoutes, deps);
}
