import type { ProductDetail, SellerProfile } from '@bazar/shared';
import { PRIVATE_WEB_PATHS } from '@bazar/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { readsOf } from '../../platform/standby-reads.js';
import { productHead } from './product-head.js';
import { sellerHead } from './seller-head.js';
import { activeProductsInRange, maxProductId, maxUserId, sellersInRange } from './seo.repository.js';
import { robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndex, sitemapRange, urlSet } from './sitemap.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back for these now and then; an hour old is fresh enough. */
const CRAWLER_CACHE = 'public, max-age=3600';
const MAX_ID = 2_147_483_647;

/** What the two pages' heads show, read by their owners (catalog, sellers) and wired by the root. */
export interface SeoReads {
  /** An active product's detail, read on `database`; undefined when there is none. */
  productOf(database: Database, id: number): Promise<ProductDetail | undefined>;
  /** A seller's public profile, read on `database`; a 404 AppError when there is none. */
  sellerOf(database: Database, userName: string): Promise<SellerProfile>;
}

/** What search engines and link previews read: product pages with their own head, sitemaps, robots.txt. */
export const seoRoutes: FastifyPluginAsync<SeoReads> = async (app, { productOf, sellerOf }) => {
  const baseUrl = app.env.publicUrl.replace(/\/+$/, '');
  const hide = { schema: { hide: true } };
  const shell = app.webShell;
  const productPagePreloads = shell?.modulePreloads('src/features/catalog/pages/product-page.tsx') ?? '';

  if (shell) {
    // The same page as the app's /product/:id, with the product's own title, description and
    // structured data in the HTML; a missing or inactive product is a 404.
    app.get<{ Params: { id: string } }>('/product/:id', hide, async (request, reply) => {
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const product = id >= 1 && id <= MAX_ID ? await productOf(readsOf(request), id) : undefined;
      if (!product) return shell.send(request, reply, { status: 404 });
      return shell.send(request, reply, { head: productHead(product, baseUrl, productPagePreloads) });
    });
    // A seller's page likewise: their own title and description; no such seller is a 404.
    app.get<{ Params: { userName: string } }>('/vendedor/:userName', hide, async (request, reply) => {
      const { userName } = request.params;
      const seller =
        userName.length <= 100 ? await orUndefined(sellerOf(readsOf(request), userName)) : undefined;
      if (!seller) return shell.send(request, reply, { status: 404 });
      return shell.send(request, reply, { head: sellerHead(seller, baseUrl) });
    });
  }

  /** The thing, or undefined for a 404 of the service (any other failure stays one). */
  async function orUndefined<T>(found: Promise<T>): Promise<T | undefined> {
    try {
      return await found;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  app.get('/robots.txt', hide, (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(baseUrl, PRIVATE_WEB_PATHS)),
  );

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const reads = readsOf(request);
    return reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type(XML)
      .send(sitemapIndex(baseUrl, await maxProductId(reads), await maxUserId(reads)));
  });

  app.get('/sitemaps/pages.xml', hide, (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type(XML)
      .send(urlSet([{ loc: `${baseUrl}/` }])),
  );

  app.get<{ Params: { page: string } }>('/sitemaps/products-:page.xml', hide, async (request, reply) => {
    const page = /^\d{1,5}$/.test(request.params.page) ? Number(request.params.page) : -1;
    if (page < 0 || page * SITEMAP_PAGE_SIZE >= MAX_ID) return reply.callNotFound();
    const { from, to } = sitemapRange(page);
    const rows = await activeProductsInRange(readsOf(request), from, to);
    const urls = rows.map((row) => ({ loc: `${baseUrl}/product/${row.id}`, lastmod: row.updated }));
    return reply.header('Cache-Control', CRAWLER_CACHE).type(XML).send(urlSet(urls));
  });

  // Sellers with at least one active product, by ranges of user ids as the products' files.
  app.get<{ Params: { page: string } }>('/sitemaps/sellers-:page.xml', hide, async (request, reply) => {
    const page = /^\d{1,5}$/.test(request.params.page) ? Number(request.params.page) : -1;
    if (page < 0 || page * SITEMAP_PAGE_SIZE >= MAX_ID) return reply.callNotFound();
    const { from, to } = sitemapRange(page);
    const rows = await sellersInRange(readsOf(request), from, to);
    const urls = rows.map((row) => ({ loc: `${baseUrl}/vendedor/${encodeURIComponent(row.user_name)}` }));
    return reply.header('Cache-Control', CRAWLER_CACHE).type(XML).send(urlSet(urls));
  });
};
