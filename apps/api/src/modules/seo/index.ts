import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type SeoReads, seoRoutes } from './seo.routes.js';

/**
 * SEO: product and seller pages with their own head, sitemaps and robots.txt. Owns no table: the
 * sitemaps read the catalog's and accounts' published views, and the two pages' heads are read
 * through the catalog's and the sellers' own reads, which the root (app.ts) hands over.
 */
async function registerSeo(app: FastifyInstance, reads: SeoReads): Promise<void> {
  await app.register(seoRoutes, reads);
}

export const seoPlugin = fp(registerSeo, { name: 'seo', dependencies: ['web'] });
