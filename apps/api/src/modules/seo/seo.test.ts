import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { writeWebDist } from '../../../test/web-dist.js';
import { SITEMAP_PAGE_SIZE } from './sitemap.js';

let t: TestApp;
const web = writeWebDist();
const BASE = 'https://tienda.example';
let catalog: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: web.dir, PUBLIC_URL: BASE });
  catalog = await catalogFixture(t.db);
});

afterAll(async () => {
  await t?.close();
  web.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function jsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '');
}

function metaContent(html: string, property: string): string | undefined {
  return html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
}

describe('GET /product/:id', () => {
  it('serves the app with the product’s title, description, canonical URL, Open Graph and JSON-LD', async () => {
    const product = await catalog.product({
      name: 'Mate de calabaza',
      description: 'Mate   artesanal\ncon bombilla.',
      brand: 'Pampa',
      priceCents: 2000,
      discount: 25,
      stock: 3,
    });
    await t.db.execute(sql`UPDATE products SET rating_count = 2, rating_sum = 9 WHERE id = ${product.id}`);
    const response = await get(`/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Mate de calabaza | Bazar</title>');
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<h1>Mate de calabaza</h1>');
    expect(metaContent(html, 'description')).toBe('Mate artesanal con bombilla.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/product/${product.id}" />`);
    expect(metaContent(html, 'og:title')).toBe('Mate de calabaza');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${BASE}/product/${product.id}`);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${BASE}/uploads/`));
    expect(html).toMatch(/<link rel="preload" as="image" href="\/uploads\/[^"]+" fetchpriority="high" \/>/);
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mate de calabaza',
      sku: String(product.id),
      brand: { '@type': 'Brand', name: 'Pampa' },
      offers: {
        '@type': 'Offer',
        price: '15.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${BASE}/product/${product.id}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('escapes what a seller wrote: no tag can be closed, the JSON-LD still parses to the same text', async () => {
    const name = '</script><b>"x"&\'y\'';
    const product = await catalog.product({ name, description: '<!-- </title> \u2028', stock: 0 });
    const html = (await get(`/product/${product.id}`)).body;
    expect(html).not.toContain('<b>');
    expect(html).toContain('<h1>&lt;/script&gt;&lt;b&gt;&quot;x&quot;&amp;&#39;y&#39;</h1>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;b&gt;&quot;x&quot;&amp;&#39;y&#39; | Bazar</title>');
    const data = jsonLd(html);
    expect(data.name).toBe(name);
    expect(data.description).toBe('<!-- </title> \u2028');
    expect(data).not.toHaveProperty('aggregateRating');
    const embedded = html.match(
      /<script type="application\/json" id="product-data">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(embedded ?? '')).toMatchObject({ id: product.id, name });
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
  });

  it.each([
    ['an inactive product', async () => (await catalog.product({ active: false })).id],
    ['a missing product', async () => 2_000_000_000],
    ['an id that is not a number', async () => 'abc'],
    ['an id out of range', async () => '99999999999'],
  ])('answers 404 with the app for %s', async (_case, id) => {
    const response = await get(`/product/${await id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<title>Bazar</title>');
  });
});

describe('GET /vendedor/:userName', () => {
  it('serves the app with the seller’s own title, description and canonical URL, whatever the case asked', async () => {
    const userName = `Tienda.Sol_${Date.now()}`;
    const { user } = await registerAndLogin(t.app, { userName });
    await catalog.product({ sellerId: user.id });
    const response = await get(`/vendedor/${userName.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${userName} | Vendedor en Bazar</title>`);
    expect(html).toContain(`<h1>${userName}</h1>`);
    expect(metaContent(html, 'description')).toBe(
      `${userName} vende en Bazar: 1 producto publicado. Nuevo vendedor.`,
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/vendedor/${userName}" />`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers 404 with the app for no such seller and for a banned one', async () => {
    const { user } = await registerAndLogin(t.app);
    await t.db.execute(sql`UPDATE users SET banned = true WHERE id = ${user.id}`);
    for (const name of ['nadie-se-llama-asi', user.userName, 'x'.repeat(101)]) {
      const response = await get(`/vendedor/${name}`);
      expect([response.statusCode, response.body.includes('<title>Bazar</title>')]).toEqual([404, true]);
    }
  });

  it('lists sellers with an active product in the sellers’ sitemap, not banned ones nor those with none', async () => {
    const selling = (await registerAndLogin(t.app)).user;
    const idle = (await registerAndLogin(t.app)).user;
    const banned = (await registerAndLogin(t.app)).user;
    await catalog.product({ sellerId: selling.id });
    await catalog.product({ sellerId: idle.id, active: false });
    await catalog.product({ sellerId: banned.id });
    await t.db.execute(sql`UPDATE users SET banned = true WHERE id = ${banned.id}`);
    const body = (await get(`/sitemaps/sellers-${Math.floor((selling.id - 1) / SITEMAP_PAGE_SIZE)}.xml`))
      .body;
    expect(body).toContain(`<loc>${BASE}/vendedor/${encodeURIComponent(selling.userName)}</loc>`);
    expect(body).not.toContain(`/vendedor/${encodeURIComponent(idle.userName)}<`);
    expect(body).not.toContain(`/vendedor/${encodeURIComponent(banned.userName)}<`);
    expect((await get('/sitemaps/sellers-x.xml')).statusCode).toBe(404);
  });
});

describe('sitemaps', () => {
  it('is an index with one file per range of 50 000 ids, up to the highest id', async () => {
    await t.db.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${SITEMAP_PAGE_SIZE * 2 + 10})`,
    );
    const far = await catalog.product();
    expect(far.id).toBeGreaterThan(SITEMAP_PAGE_SIZE * 2);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/products-0.xml`,
      `${BASE}/sitemaps/products-1.xml`,
      `${BASE}/sitemaps/products-2.xml`,
      `${BASE}/sitemaps/sellers-0.xml`,
    ]);

    const last = await get('/sitemaps/products-2.xml');
    expect(last.statusCode).toBe(200);
    expect(last.body).toContain(`<url><loc>${BASE}/product/${far.id}</loc><lastmod>`);
    expect(last.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists active products only, each in the file of its id range', async () => {
    const active = await catalog.product();
    const inactive = await catalog.product({ active: false });
    const page = Math.floor((active.id - 1) / SITEMAP_PAGE_SIZE);
    const body = (await get(`/sitemaps/products-${page}.xml`)).body;
    expect(body).toContain(`/product/${active.id}</loc>`);
    expect(body).not.toContain(`/product/${inactive.id}</loc>`);
    expect((await get(`/sitemaps/products-${page + 1}.xml`)).body).not.toContain(
      `/product/${active.id}</loc>`,
    );
  });

  it('lists the home page, and refuses a page that is not a number', async () => {
    expect((await get('/sitemaps/pages.xml')).body).toContain(`<loc>${BASE}/</loc>`);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin and user areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/admin', '/perfil', '/cart', '/userInvoices', '/userSales', '/myWishes']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
