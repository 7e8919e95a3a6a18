import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { writeWebDist } from '../../../test/web-dist.js';

let t: TestApp;
const web = writeWebDist();
const productIds: number[] = [];

beforeAll(async () => {
  // A zone other than the default, so the pages are seen to carry the setting.
  t = await buildTestApp({ WEB_DIST: web.dir, SHOP_TIME_ZONE: 'Europe/Madrid' });
  const catalog = await catalogFixture(t.db);
  for (let i = 0; i < 8; i++) productIds.push((await catalog.product()).id);
});

afterAll(async () => {
  await t?.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compression', () => {
  it('sends JSON with brotli when the client accepts it, gzip otherwise', async () => {
    const plain = await get('/api/products');
    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses the HTML of every page', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('web assets', () => {
  it('serves the precompressed brotli twin of a hashed asset, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(web.script);
  });

  it('falls back to the gzip twin and to the plain file', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(web.script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
  });
});

describe('index.html', () => {
  it('is revalidated on every visit, and a matching ETag answers 304 with no body', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/', { 'if-none-match': 'W/"otra"' })).statusCode).toBe(200);
  });
});

describe('the static shell', () => {
  it('paints the home’s banner heading before any script runs, and only on the home', async () => {
    const home = await get('/');
    expect(home.body).toContain('<h1>Bienvenido a Bazar</h1>');
    const cart = await get('/cart');
    expect(cart.body).toContain('<header>Bazar</header>');
    expect(cart.body).not.toContain('Bienvenido');
    expect(cart.headers.etag).not.toBe(home.headers.etag);
  });
});

describe("the shop's settings", () => {
  it('tell the app the shop’s time zone and currency in the head of every page, before any script', async () => {
    const meta =
      '<meta name="shop-time-zone" content="Europe/Madrid" /><meta name="shop-currency" content="USD" /></head>';
    for (const url of ['/', '/cart', '/admin/ordenes', `/product/${productIds[0]}`, '/no-existe']) {
      expect((await get(url)).body, url).toContain(meta);
    }
  });
});

describe('pages and unknown paths', () => {
  it.each(['/', '/cart', '/admin/users', '/admin/', '/checkout/result/7', '/ResponseMP?payment_id=1'])(
    'answers 200 with the app for the page %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/una/ruta/inexistente', '/carrito', '/admin/otra', '/404', '/favicon.ico'])(
    'answers 404 with the app (which shows its not-found page) for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('still answers JSON for unknown API paths', async () => {
    const response = await get('/api/nada');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: MSG.routeNotFound });
  });
});

describe('public catalog reads', () => {
  it.each(['/api/products', '/api/products?page=2', '/api/categories', '/api/genres', '/api/products/1'])(
    '%s carries an ETag and a short cache, and answers 304 when it matches',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // A strong form of the same tag matches too (comparison is weak).
      expect((await get(url, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    },
  );

  it('gives a different page a different ETag', async () => {
    const one = await get('/api/products?page=1&pageSize=2');
    const two = await get('/api/products?page=2&pageSize=2');
    expect(one.headers.etag).not.toBe(two.headers.etag);
    expect(
      (await get('/api/products?page=2&pageSize=2', { 'if-none-match': String(one.headers.etag) }))
        .statusCode,
    ).toBe(200);
  });

  it('does not cache errors or private reads', async () => {
    const missing = await get('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const cart = await get('/api/shoppingCart');
    expect(cart.headers['cache-control'] ?? '').not.toContain('public');
  });
});
