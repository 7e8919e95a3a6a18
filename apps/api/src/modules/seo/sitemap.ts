import { escapeHtml } from '../../platform/mail/mailer.js';

/** The protocol's limit per sitemap file; a million products make 20 files. */
export const SITEMAP_PAGE_SIZE = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Ids [page × size + 1, (page + 1) × size]: each file is one bounded range of the primary key. */
export function sitemapRange(page: number): { from: number; to: number } {
  return { from: page * SITEMAP_PAGE_SIZE + 1, to: (page + 1) * SITEMAP_PAGE_SIZE };
}

/** The index: the fixed pages, then a file per range of product ids and of user ids (sellers). */
export function sitemapIndex(baseUrl: string, maxProductId: number, maxUserId = 0): string {
  const files = (name: string, maxId: number) =>
    Array.from(
      { length: Math.max(1, Math.ceil(maxId / SITEMAP_PAGE_SIZE)) },
      (_, page) => `${baseUrl}/sitemaps/${name}-${page}.xml`,
    );
  const entries = [
    `${baseUrl}/sitemaps/pages.xml`,
    ...files('products', maxProductId),
    ...files('sellers', maxUserId),
  ];
  const body = entries.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n');
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export function urlSet(urls: { loc: string; lastmod?: string }[]): string {
  const body = urls
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `${HEADER}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

/** Crawlers stay out of accounts, purchases and the back office; the catalog is theirs. */
export function robotsTxt(baseUrl: string, privatePaths: readonly string[]): string {
  const rules = privatePaths.map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\n${rules}\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
