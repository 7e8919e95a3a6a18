import type { ProductPage, SellerProductPage } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createGenre, createProduct, createUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { productsChanged } from './product-changes.js';

let t: TestApp;
let productId = 0;
const place = { categoryId: 0, genreId: 0 };

beforeAll(async () => {
  t = await buildTestApp({ CATALOG_CACHE_MS: '60000' });
  const category = await createCategory(t.db, 'Hogar');
  const genre = await createGenre(t.db, 'Unisex');
  Object.assign(place, { categoryId: category.id, genreId: genre.id });
  productId = (
    await createProduct(t.db, { name: 'Lámpara de Mesa', categoryId: category.id, genreId: genre.id })
  ).id;
});
afterAll(() => t?.close());

const listNames = async () =>
  ((await t.app.inject({ url: '/api/products' })).json() as ProductPage).items.map((p) => p.name);

describe('catalog reads with the cache on', () => {
  it('hide a deactivated product as soon as the change is announced', async () => {
    expect(await listNames()).toEqual(['Lámpara de Mesa']);
    expect((await t.app.inject({ url: `/api/products/${productId}` })).statusCode).toBe(200);

    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${productId}`);
    // Until the writer announces it, this instance may still serve the cached page…
    expect(await listNames()).toEqual(['Lámpara de Mesa']);
    productsChanged(t.app.events, [productId], { listings: true });
    // …and never after.
    expect(await listNames()).toEqual([]);
    expect((await t.app.inject({ url: `/api/products/${productId}` })).statusCode).toBe(404);
  });

  it('do not remember a refused request', async () => {
    expect((await t.app.inject({ url: '/api/products?category=Jardín' })).statusCode).toBe(400);
    await createCategory(t.db, 'Jardín');
    expect((await t.app.inject({ url: '/api/products?category=Jardín' })).statusCode).toBe(200);
  });
});

describe('a seller’s lists with the cache on', () => {
  it('follow their products’ writes like the catalog’s listings, and a ban at once', async () => {
    const seller = await createUser(t.db);
    const first = await createProduct(t.db, { name: 'Velador', sellerId: seller.id, ...place });
    const url = `/api/sellers/${seller.userName}/products`;
    const names = async () =>
      ((await t.app.inject({ url })).json() as SellerProductPage).items.map((p) => p.name);
    expect(await names()).toEqual(['Velador']);

    await t.db.execute(sql`UPDATE products SET name = 'Velador Nórdico' WHERE id = ${first.id}`);
    expect(await names()).toEqual(['Velador']);
    productsChanged(t.app.events, [first.id]);
    expect(await names()).toEqual(['Velador Nórdico']);

    // A new product: the cached page is served once more while it refreshes, then shows it.
    const second = await createProduct(t.db, { name: 'Aplique', sellerId: seller.id, ...place });
    productsChanged(t.app.events, [second.id], { listings: true });
    await t.app.inject({ url });
    await expect.poll(names, { timeout: 60_000 }).toEqual(['Aplique', 'Velador Nórdico']);

    // The seller is looked up on every request: a ban is a 404 even with the page cached.
    await t.db.execute(sql`UPDATE users SET banned = true WHERE id = ${seller.id}`);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
