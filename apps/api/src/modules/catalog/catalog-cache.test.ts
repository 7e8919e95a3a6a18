import type { ProductPage } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createGenre, createProduct } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let productId = 0;

beforeAll(async () => {
  t = await buildTestApp({ CATALOG_CACHE_MS: '60000' });
  const category = await createCategory(t.db, 'Hogar');
  const genre = await createGenre(t.db, 'Unisex');
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
    t.app.productsChanged([productId], { listings: true });
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
