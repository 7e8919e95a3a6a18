import { CATALOG_WINDOW, type ProductPage, searchTierOf } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, type NewProduct } from '../../../seed/insert-products.js';
import { createCategory, createGenre, createProduct, createUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Search ranks equally relevant matches by their seller's reputation (decision 0026): verde
 * first, rojo last, a new seller in the middle; stock and whole words still come first. Checked
 * on every path a search page can take: few matches sorted in full, a filtered window, and the
 * walk of the posting lists past the count cap.
 */
let t: TestApp;
const place = { categoryId: 0, genreId: 0 };
const sellers = { good: 0, fresh: 0, bad: 0 };
const farol: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  Object.assign(place, {
    categoryId: (await createCategory(t.db, 'Faroles')).id,
    genreId: (await createGenre(t.db, 'Unisex')).id,
  });
  for (const key of Object.keys(sellers) as (keyof typeof sellers)[])
    sellers[key] = (await createUser(t.db)).id;
  // Created worst seller first, so that ids alone would rank them the other way round.
  const add = async (name: string, sellerId: number, stock = 3) => {
    farol[name] = (await createProduct(t.db, { name, stock, sellerId, ...place, brand: 'Luz Sur' })).id;
  };
  await add('Farol Antiguo', sellers.bad);
  await add('Farol Colonial', sellers.fresh);
  await add('Farol Marino', sellers.good);
  await add('Farolito Solar', sellers.good);
  await add('Farol Vendido', sellers.good, 0);
});

afterAll(() => t?.close());

async function list(query: string): Promise<ProductPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as ProductPage;
}
const names = (page: ProductPage) => page.items.map((p) => p.name);

/**
 * A seller's sales of the last days as the order triggers count them (migration 0017): `sold`
 * sales, all shipped within 12 hours and received, `cancelled` of them cancelled.
 */
async function givenSales(sellerId: number, sold: number, cancelled: number) {
  await t.db.execute(sql`DELETE FROM seller_facts WHERE seller_id = ${sellerId}`);
  await t.db.execute(sql`
    INSERT INTO seller_facts (seller_id, day, fact, slot, n, changed_at)
    SELECT ${sellerId}, current_date - 1, f.fact, 0, f.n, now()
    FROM (VALUES ('sold', ${sold}::int), ('shipped', ${sold}::int), ('ship_h:12', ${sold}::int),
                 ('received', ${sold - cancelled}::int), ('cancelled', ${cancelled}::int)) AS f(fact, n)`);
}

const tiersOf = async (productIds: number[]) =>
  (
    await t.db.execute<{ tier: number }>(
      sql`SELECT DISTINCT seller_tier AS tier FROM product_words
        WHERE product_id = ANY (${sql.param(productIds)}::int[]) ORDER BY 1`,
    )
  ).rows.map((r) => r.tier);

describe('search ranks equal relevance by the seller’s reputation', () => {
  it('orders by id while every seller is alike, then by level once the job has run', async () => {
    expect(names(await list('?name=farol'))).toEqual([
      'Farol Antiguo',
      'Farol Colonial',
      'Farol Marino',
      'Farolito Solar',
      'Farol Vendido',
    ]);

    await givenSales(sellers.good, 20, 0);
    await givenSales(sellers.bad, 20, 10);
    await t.app.refreshReputations();
    const levels = await t.db.execute<{ seller_id: number; level: number | null; search_tier: number }>(
      sql`SELECT seller_id, level, search_tier FROM seller_reputation
        WHERE seller_id = ANY (${sql.param([sellers.good, sellers.bad])}::int[]) ORDER BY level DESC`,
    );
    expect(levels.rows.map((r) => [r.seller_id, r.level, r.search_tier])).toEqual([
      [sellers.good, 5, searchTierOf(5)],
      [sellers.bad, 1, searchTierOf(1)],
    ]);

    // Verde before the new seller before rojo; a longer word and no stock still rank lower.
    const ranked = ['Farol Marino', 'Farol Colonial', 'Farol Antiguo', 'Farolito Solar', 'Farol Vendido'];
    expect(names(await list('?name=farol'))).toEqual(ranked);
    // The same order through a filter's window, and two words walked as one.
    expect(names(await list('?name=farol&brand=Luz%20Sur'))).toEqual(ranked);
    expect(names(await list('?name=farol%20luz'))).toEqual(ranked);
    // An explicit sort is not touched.
    expect(names(await list('?name=farol&sort=az'))).toEqual([
      'Farol Antiguo',
      'Farol Colonial',
      'Farol Marino',
      'Farol Vendido',
      'Farolito Solar',
    ]);
    // The posting entries moved with their products.
    expect(await tiersOf([farol['Farol Marino'] ?? 0, farol['Farolito Solar'] ?? 0])).toEqual([0]);
    expect(await tiersOf([farol['Farol Antiguo'] ?? 0])).toEqual([4]);
  });

  it('ranks a new product of a known seller by their level from the moment it is listed', async () => {
    const fresh = await createProduct(t.db, { name: 'Farol Nuevo', sellerId: sellers.good, ...place });
    expect(fresh.sellerTier).toBe(searchTierOf(5));
    expect(names(await list('?name=farol&pageSize=2'))).toEqual(['Farol Marino', 'Farol Nuevo']);
  });

  it('walks the posting lists in the same order past the count cap', async () => {
    const cirio = (sellerId: number, i: number): NewProduct => ({
      sellerId,
      name: `Cirio Blanco ${i}`,
      description: 'Vela de cera',
      priceCents: 500,
      discount: 0,
      brand: 'Cera',
      color: 'Blanco',
      warrantyMonths: 0,
      stock: 1,
      categoryId: place.categoryId,
      genreId: place.genreId,
      pictures: [],
    });
    const bad = await insertProducts(t.db, [cirio(sellers.bad, 0), cirio(sellers.bad, 1)]);
    const fresh = await insertProducts(
      t.db,
      Array.from({ length: CATALOG_WINDOW + 10 }, (_, i) => cirio(sellers.fresh, i + 2)),
    );
    const good = await insertProducts(t.db, [cirio(sellers.good, 9000), cirio(sellers.good, 9001)]);

    const page = await list('?name=cirio&pageSize=4');
    expect(page).toMatchObject({ total: CATALOG_WINDOW, totalCapped: true });
    expect(page.items.map((p) => p.id)).toEqual([...good, ...fresh.slice(0, 2)]);
    // The window ends before rojo: every place in it went to better sellers.
    const last = await list(`?name=cirio&pageSize=100&page=${CATALOG_WINDOW / 100}`);
    expect(last.items.some((p) => bad.includes(p.id))).toBe(false);
    expect(last.items.at(-1)?.id).toBe(fresh[CATALOG_WINDOW - 3]);
  });

  it('moves a seller’s products when their level falls', async () => {
    await givenSales(sellers.good, 20, 10);
    await t.app.refreshReputations();
    expect(names(await list('?name=farol&pageSize=4'))).toEqual([
      'Farol Colonial',
      'Farol Antiguo',
      'Farol Marino',
      'Farol Nuevo',
    ]);
    expect(await tiersOf([farol['Farol Marino'] ?? 0])).toEqual([searchTierOf(1)]);
  });
});
