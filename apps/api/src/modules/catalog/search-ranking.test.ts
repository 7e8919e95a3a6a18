import { CATALOG_WINDOW, type ProductPage, SEARCH_TOTAL_CAP } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, type NewProduct } from '../../../seed/insert-products.js';
import { createCategory, createGenre, createProduct, setStock } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { rowsRunner } from '../../db/client.js';
import { searchVariants } from './search.js';
import { findTermCandidates } from './search.repository.js';

let t: TestApp;
/** Lamps past the count cap: 10 sold out first (lowest ids), then in stock. */
const LAMPS = SEARCH_TOTAL_CAP + 30;
const SOLD_OUT_LAMPS = 10;
let lampIds: number[] = [];
const place = { categoryId: 0, genreId: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const muebles = await createCategory(t.db, 'Muebles');
  const hogar = await createCategory(t.db, 'Iluminación');
  const genre = await createGenre(t.db, 'Unisex');
  Object.assign(place, { categoryId: muebles.id, genreId: genre.id });
  const add = (name: string, stock: number) =>
    createProduct(t.db, { name, stock, categoryId: muebles.id, genreId: genre.id, brand: 'Roble Sur' });
  // Created in this order so that ids alone would rank them differently.
  await add('Mesa Rústica', 0);
  await add('Mesada Moderna', 5);
  await add('Mesa Nórdica', 3);
  await add('Mesa Plegable', 2);

  const lamp = (i: number): NewProduct => ({
    sellerId: 0,
    name: `Lámpara Colgante ${i}`,
    description: 'Lámpara de techo',
    priceCents: 1000 + i,
    discount: 0,
    brand: 'Luz',
    color: 'Blanco',
    warrantyMonths: 0,
    stock: i < SOLD_OUT_LAMPS ? 0 : 1,
    categoryId: hogar.id,
    genreId: genre.id,
    pictures: [],
  });
  lampIds = await insertProducts(
    t.db,
    Array.from({ length: LAMPS }, (_, i) => ({ ...lamp(i), sellerId: null as unknown as number })),
  );
});

afterAll(() => t?.close());

async function list(query: string): Promise<ProductPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as ProductPage;
}
const names = (page: ProductPage) => page.items.map((p) => p.name);

describe('search ranking', () => {
  it('ranks in-stock products first, whole-word matches before longer words, then by age', async () => {
    const page = await list('?name=mesa');
    expect(names(page)).toEqual(['Mesa Nórdica', 'Mesa Plegable', 'Mesada Moderna', 'Mesa Rústica']);
    expect(page).toMatchObject({ total: 4, totalCapped: false });
  });

  it('keeps typo and accent tolerance', async () => {
    expect(names(await list('?name=mesa%20nordika'))).toEqual(['Mesa Nórdica']);
    expect(names(await list('?name=RUSTICA'))).toEqual(['Mesa Rústica']);
    expect(names(await list('?name=plegabel'))).toEqual(['Mesa Plegable']);
  });

  it('prices the similarity operator so that typo corrections go through the trigram index', async () => {
    const [row] = (
      await t.db.execute(sql`SELECT procost::int AS cost FROM pg_proc WHERE proname = 'similarity_op'`)
    ).rows as { cost: number }[];
    expect(row?.cost).toBe(100);
  });

  it('plans the word candidates once per connection and reuses the plan', async () => {
    // A statement planned anew at every search cost a millisecond at a million products.
    const client = await t.database.pool.connect();
    try {
      const onThisConnection = { ...t.database, rows: rowsRunner(client) };
      for (const words of [
        ['mesa'],
        ['lampara'],
        ['rustica'],
        ['nordika'],
        ['plegable'],
        ['mesda'],
        ['colgante'],
        ['luz'],
      ])
        await findTermCandidates(onThisConnection, searchVariants(words), 20);
      // Earlier tests may have run other word counts on this connection: each text has its own plan.
      const plans = await client.query<{ words: number; generic: number; custom: number }>(
        `SELECT array_length(parameter_types, 1) AS words, generic_plans::int AS generic,
                custom_plans::int AS custom
         FROM pg_prepared_statements WHERE statement LIKE '%query_word%'`,
      );
      // PostgreSQL tries five custom plans, then keeps the generic one if it costs no more.
      expect(plans.rows.every((plan) => plan.custom <= 5)).toBe(true);
      // One singular word: itself as its own form, and three forms its synonyms are looked up by
      // ('mesa', 'mesas', 'mesaes'), each a [typed word, form] pair: 8 placeholders.
      expect(plans.rows.find((plan) => plan.words === 8)?.generic).toBeGreaterThanOrEqual(3);
    } finally {
      client.release();
    }
  });

  it('lists in-stock products first when no order is asked for', async () => {
    const page = await list('?category=Muebles');
    expect(names(page).at(-1)).toBe('Mesa Rústica');
    expect(page.totalCapped).toBe(false);
  });
});

describe('a search with more matches than the count cap', () => {
  it(`answers a capped total of ${SEARCH_TOTAL_CAP}, in-stock matches first in id order`, async () => {
    const page = await list('?name=lampara');
    expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, page: 1, pageSize: 6 });
    expect(page.items.map((p) => p.id)).toEqual(lampIds.slice(SOLD_OUT_LAMPS, SOLD_OUT_LAMPS + 6));
    expect(page.items.every((p) => p.stock > 0)).toBe(true);
  });

  it('pages through the best matches without repeating or losing any, then stops', async () => {
    const first = await list('?name=lampara&pageSize=100');
    const second = await list('?name=lampara&pageSize=100&page=2');
    expect(second.items.map((p) => p.id)).toEqual(lampIds.slice(SOLD_OUT_LAMPS + 100, SOLD_OUT_LAMPS + 200));
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(200);
    // The last page of the capped window is partial; past it nothing is listed.
    const lastPage = Math.ceil(SEARCH_TOTAL_CAP / 6);
    expect((await list(`?name=lampara&page=${lastPage}`)).items).toHaveLength(
      SEARCH_TOTAL_CAP - (lastPage - 1) * 6,
    );
    expect((await list(`?name=lampara&page=${lastPage + 1}`)).items).toEqual([]);
  });

  it('ranks sold-out matches after every in-stock one', async () => {
    // All 30 lamps past the cap are in stock: sold-out ones never reach the capped window.
    const last = await list(`?name=lampara&pageSize=100&page=${SEARCH_TOTAL_CAP / 100}`);
    expect(last.items.every((p) => p.stock > 0)).toBe(true);
    const withCategory = await list('?name=colgante&category=Iluminaci%C3%B3n&pageSize=6');
    expect(withCategory.items.map((p) => p.id)).toEqual(lampIds.slice(SOLD_OUT_LAMPS, SOLD_OUT_LAMPS + 6));
  });

  it('walks two words the same way, and sorts on request', async () => {
    const both = await list('?name=lampara%20colgante');
    expect(both).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(both.items.map((p) => p.id)).toEqual(lampIds.slice(SOLD_OUT_LAMPS, SOLD_OUT_LAMPS + 6));
    const cheapest = await list('?name=lampara&sort=price_asc');
    expect(cheapest.items.map((p) => p.finalPriceCents)).toEqual([1000, 1001, 1002, 1003, 1004, 1005]);
  });

  it('counts exactly below the cap', async () => {
    const few = await list('?name=lampara%20blanco&category=Muebles');
    expect(few).toMatchObject({ total: 0, totalCapped: false, items: [] });
    expect(await list('?name=colgante%201017')).toMatchObject({ total: 1, totalCapped: false });
  });

  it('ranks and pages a few matches of several words, and knows their number past the last page', async () => {
    // 'mesa roble' matches the four tables (the brand is a word of every one of them).
    const first = await list('?name=mesa%20roble&pageSize=2');
    expect(first).toMatchObject({ total: 4, totalCapped: false });
    const second = await list('?name=mesa%20roble&pageSize=2&page=2');
    expect([...names(first), ...names(second)]).toEqual([
      'Mesa Nórdica',
      'Mesa Plegable',
      'Mesada Moderna',
      'Mesa Rústica',
    ]);
    expect(await list('?name=mesa%20roble&pageSize=2&page=3')).toMatchObject({ total: 4, items: [] });
    const zToA = await list('?name=mesa%20roble&sort=za');
    expect(names(zToA)).toEqual(['Mesada Moderna', 'Mesa Rústica', 'Mesa Plegable', 'Mesa Nórdica']);
  });
});

describe('paging window', () => {
  it(`lists only the first ${CATALOG_WINDOW} products, and still counts them all`, async () => {
    const all = await list('?pageSize=1');
    expect(all.total).toBeGreaterThan(CATALOG_WINDOW);
    const last = await list(`?pageSize=100&page=${CATALOG_WINDOW / 100}`);
    expect(last.items).toHaveLength(100);
    const edge = await list(`?pageSize=7&page=${Math.ceil(CATALOG_WINDOW / 7)}`);
    expect(edge.items).toHaveLength(CATALOG_WINDOW % 7);
    const past = await list(`?pageSize=100&page=${CATALOG_WINDOW / 100 + 1}`);
    expect(past).toMatchObject({ items: [], total: all.total, totalCapped: false });
  });
});

describe('the posting lists follow product writes', () => {
  it('re-rank a product that runs out, forget a renamed word, hide inactive and deleted products', async () => {
    const low = await createProduct(t.db, { name: 'Silla Baja', stock: 1, ...place });
    await createProduct(t.db, { name: 'Silla Media', stock: 1, ...place });
    expect(names(await list('?name=silla'))).toEqual(['Silla Baja', 'Silla Media']);

    await setStock(t.db, low.id, 0);
    expect(names(await list('?name=silla'))).toEqual(['Silla Media', 'Silla Baja']);

    await t.db.execute(sql`UPDATE products SET name = 'Banqueta Baja' WHERE id = ${low.id}`);
    expect(names(await list('?name=silla'))).toEqual(['Silla Media']);
    expect(names(await list('?name=banqueta'))).toEqual(['Banqueta Baja']);

    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${low.id}`);
    expect(await list('?name=banqueta')).toMatchObject({ total: 0, items: [] });
    await t.db.execute(sql`UPDATE products SET active = true WHERE id = ${low.id}`);
    expect((await list('?name=banqueta')).total).toBe(1);

    await t.db.execute(sql`DELETE FROM products WHERE id = ${low.id}`);
    expect(await list('?name=banqueta')).toMatchObject({ total: 0, items: [] });
    const left = await t.db.execute(sql`SELECT 1 FROM product_words WHERE product_id = ${low.id}`);
    expect(left.rows).toEqual([]);
  });
});
