import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/index.js';
import { seoRoutes } from './seo.routes.js';

/** SEO: product pages with their own head, sitemaps and robots.txt. Owns no table. */
export async function registerSeo(app: FastifyInstance, deps: { catalog: CatalogService }): Promise<void> {
  await app.register(seoRoutes, deps);
}
