import {
  CATALOG_WINDOW,
  discountedCents,
  FILTER_MSG,
  PRICE_BAND_EDGES,
  type ProductFacets,
  type ProductPage,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCategory, createGenre, createProduct } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { suiteOf } from '../../../test/suite.js';
import { checkedRows } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { productWrites } from './index.js';

/** The catalog the filters are tried on: every product's fields, so each count has an oracle. */
interface Fixture {
  name: string;
  category: 'Ropa' | 'Calzado';
  genre: 'Hombre' | 'Mujer';
  brand: string;
  priceCents: number;
  discount: number;
  stock: number;
  ratings: number[];
  active?: boolean;
}

const FIXTURES: Fixture[] = [
  {
    name: 'Remera Lisa',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 1500,
    discount: 0,
    stock: 3,
    ratings: [5, 4],
  },
  {
    name: 'Remera Rayada',
    category: 'Ropa',
    genre: 'Mujer',
    brand: 'Adidas',
    priceCents: 5000,
    discount: 10,
    stock: 0,
    ratings: [3],
  },
  {
    name: 'Buzo Polar',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Adidas',
    priceCents: 9999,
    discount: 0,
    stock: 7,
    ratings: [],
  },
  {
    name: 'Campera Térmica',
    category: 'Ropa',
    genre: 'Mujer',
    brand: 'Puma',
    priceCents: 25000,
    discount: 20,
    stock: 1,
    ratings: [2, 2],
  },
  {
    name: 'Short Deportivo',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 4000,
    discount: 25,
    stock: 5,
    ratings: [4],
  },
  {
    name: 'Zapatillas Running',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 12000,
    discount: 0,
    stock: 2,
    ratings: [5, 5, 4],
  },
  {
    name: 'Zapatillas Urbanas',
    category: 'Calzado',
    genre: 'Mujer',
    brand: 'Vans',
    priceCents: 8000,
    discount: 15,
    stock: 0,
    ratings: [1],
  },
  {
    name: 'Botas de Lluvia',
    category: 'Calzado',
    genre: 'Mujer',
    brand: 'Prüne',
    priceCents: 6000,
    discount: 0,
    stock: 4,
    ratings: [],
  },
  {
    name: 'Ojotas Playeras',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Havaianas',
    priceCents: 1000,
    discount: 50,
    stock: 9,
    ratings: [3, 4],
  },
  {
    name: 'Zapatillas Ocultas',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 3000,
    discount: 0,
    stock: 3,
    ratings: [],
    active: false,
  },
];

const finalCents = (f: Fixture) => discountedCents(f.priceCents, f.discount);
const average = (f: Fixture) =>
  f.ratings.length ? f.ratings.reduce((a, b) => a + b, 0) / f.ratings.length : 0;

const { t, started } = suiteOf(async () => {
  const t = await buildTestApp();
  const categories = {
    Ropa: await createCategory(t.db, 'Ropa'),
    Calzado: await createCategory(t.db, 'Calzado'),
  };
  const genres = { Hombre: await createGenre(t.db, 'Hombre'), Mujer: await createGenre(t.db, 'Mujer') };
  const ids = new Map<string, number>();
  for (const f of FIXTURES) {
    const row = await createProduct(t.db, {
      name: f.name,
      categoryId: categories[f.category].id,
      genreId: genres[f.genre].id,
      brand: f.brand,
      priceCents: f.priceCents,
      discount: f.discount,
      stock: f.stock,
      active: f.active ?? true,
    });
    for (const rating of f.ratings) await productWrites.addRating(t.db, row.id, rating);
    ids.set(f.name, row.id);
  }
  return { t, categories, genres, ids };
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function list(query: string): Promise<ProductPage> {
  const size = query.includes('pageSize=') ? '' : 'pageSize=100&';
  const { status, body } = await get(`/api/products?${size}${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ProductPage;
}

async function facets(query: string): Promise<ProductFacets> {
  const { status, body } = await get(`/api/products/filters?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ProductFacets;
}

/** The filters as the oracle applies them (the same meaning the API gives its query). */
interface Choice {
  category?: Fixture['category'];
  brand?: string[];
  genre?: Fixture['genre'];
  priceMin?: number;
  priceMax?: number;
  rating?: number;
  inStock?: boolean;
  onSale?: boolean;
}
type Key = keyof Choice;

function passes(f: Fixture, choice: Choice, except?: Key): boolean {
  const on = (key: Key) => key !== except && choice[key] !== undefined;
  return (
    (f.active ?? true) &&
    (!on('category') || f.category === choice.category) &&
    (!on('brand') || (choice.brand ?? []).includes(f.brand)) &&
    (!on('genre') || f.genre === choice.genre) &&
    (!on('priceMin') || except === 'priceMax' || finalCents(f) >= (choice.priceMin ?? 0)) &&
    (!on('priceMax') || except === 'priceMin' || finalCents(f) <= (choice.priceMax ?? 0)) &&
    (!on('rating') || average(f) >= (choice.rating ?? 0)) &&
    (!on('inStock') || !choice.inStock || f.stock > 0) &&
    (!on('onSale') || !choice.onSale || f.discount > 0)
  );
}

function queryOf(choice: Choice): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choice)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** What /api/products/filters must answer for a choice, counted product by product. */
function expectedFacets(choice: Choice) {
  const left = (except?: Key) => FIXTURES.filter((f) => passes(f, choice, except));
  const tally = (items: Fixture[], key: (f: Fixture) => string) => {
    const counts: Record<string, number> = {};
    for (const f of items) counts[key(f)] = (counts[key(f)] ?? 0) + 1;
    return counts;
  };
  const byPrice = FIXTURES.filter((f) => passes(f, { ...choice, priceMin: undefined, priceMax: undefined }));
  return {
    total: left().length,
    brands: tally(left('brand'), (f) => f.brand),
    genres: tally(left('genre'), (f) => f.genre),
    categories: tally(left('category'), (f) => f.category),
    ratings: Object.fromEntries(
      [4, 3, 2, 1].map((stars) => [stars, left('rating').filter((f) => average(f) >= stars).length]),
    ),
    inStock: left('inStock').filter((f) => f.stock > 0).length,
    onSale: left('onSale').filter((f) => f.discount > 0).length,
    priced: byPrice,
  };
}

function answered(got: ProductFacets) {
  const named = (list: Array<{ name: string; count: number }>) =>
    Object.fromEntries(list.filter((o) => o.count > 0).map((o) => [o.name, o.count]));
  return {
    total: got.total,
    brands: named(got.brands),
    genres: named(got.genres),
    categories: named(got.categories),
    ratings: Object.fromEntries(got.ratings.map((r) => [r.stars, r.count])),
    inStock: got.inStock,
    onSale: got.onSale,
  };
}

const CHOICES: Choice[] = [
  {},
  { category: 'Ropa' },
  { brand: ['Nike'] },
  { brand: ['Nike', 'Adidas'], category: 'Ropa' },
  { inStock: true },
  { onSale: true, genre: 'Mujer' },
  { rating: 4 },
  { rating: 3, inStock: true, category: 'Calzado' },
  // Ends on band edges ($ 10 … $ 99,99): the cells alone.
  { priceMin: 1000, priceMax: 9999 },
  // Ends inside bands: the cut bands' products are counted one by one.
  { priceMin: 1234, priceMax: 4321 },
  { priceMin: 3000, category: 'Ropa', brand: ['Nike'] },
  { priceMax: 5999, onSale: true, inStock: true, genre: 'Hombre', rating: 1 },
  {
    category: 'Calzado',
    brand: ['Nike', 'Vans', 'Prüne'],
    genre: 'Mujer',
    priceMin: 100,
    priceMax: 1_000_000,
    rating: 1,
    inStock: true,
    onSale: true,
  },
];

describe('filters on a category and the whole catalog', () => {
  it.each(CHOICES.map((choice) => [queryOf(choice) || '(none)', choice] as const))(
    'lists and counts %s exactly as the products say',
    async (_, choice) => {
      const expected = expectedFacets(choice);
      const query = queryOf(choice);
      const [page, got] = await Promise.all([list(query), facets(query)]);
      expect(page.total).toBe(expected.total);
      expect(page.items.map((p) => p.name).sort()).toEqual(
        FIXTURES.filter((f) => passes(f, choice))
          .map((f) => f.name)
          .sort(),
      );
      const { priced, ...counts } = expected;
      expect(answered(got)).toEqual(counts);
      // Every suggested range counts the products whose price it holds, given the other filters.
      for (const range of got.prices) {
        const inside = priced.filter(
          (f) => finalCents(f) >= range.min && (range.max === null || finalCents(f) <= range.max),
        );
        expect(range.count).toBe(inside.length);
      }
      expect(got.prices.reduce((sum, r) => sum + r.count, 0)).toBe(priced.length);
      expect(got.windowed).toBe(false);
    },
  );

  it('takes a chosen range from the suggestions and lists exactly its products, in every sort', async () => {
    const { prices } = await facets('');
    expect(prices.length).toBeGreaterThan(1);
    const middle = prices[1];
    if (!middle) throw new Error('no middle range');
    const query = `priceMin=${middle.min}${middle.max === null ? '' : `&priceMax=${middle.max}`}`;
    for (const sort of ['none', 'az', 'za', 'price_asc', 'price_desc']) {
      const page = await list(`${query}&sort=${sort}`);
      expect(page.total).toBe(middle.count);
      if (sort === 'price_asc') {
        const cents = page.items.map((p) => p.finalPriceCents);
        expect(cents).toEqual([...cents].sort((a, b) => a - b));
      }
    }
  });

  it('pages a filtered list inside its total, with the order asked for', async () => {
    const first = await list('brand=Nike&sort=az&pageSize=2&page=1');
    const second = await list('brand=Nike&sort=az&pageSize=2&page=2');
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((p) => p.name)).toEqual([
      'Remera Lisa',
      'Short Deportivo',
      'Zapatillas Running',
    ]);
    // Past the last page the total still comes back, with no product (the same statement).
    const past = await list('brand=Nike&sort=az&pageSize=2&page=3');
    expect(past).toMatchObject({ total: 3, items: [] });
    expect(await list('brand=Nike&priceMin=90000&sort=price_asc')).toMatchObject({ total: 0, items: [] });
    // In stock first without a sort; /api/filterCategory takes the same filters.
    const inStockFirst = await get('/api/filterCategory?name=Ropa&brand=Adidas&pageSize=10');
    expect(inStockFirst.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Buzo Polar',
      'Remera Rayada',
    ]);
  });

  it('finds a brand and an audience whatever their accents and capitals', async () => {
    expect((await list('brand=prune')).items.map((p) => p.name)).toEqual(['Botas de Lluvia']);
    expect((await list('genre=mujer&category=calzado')).total).toBe(2);
    expect((await list(`genre=${started().genres.Hombre.id}&onSale=true`)).total).toBe(2);
  });
});

describe('filters on a search', () => {
  it('counts the matches of the search given the other filters, and lists them', async () => {
    const choice: Choice = { inStock: true };
    const matches = FIXTURES.filter((f) => /zapatillas/i.test(f.name) && (f.active ?? true));
    const got = await facets('name=zapatilas&inStock=true');
    expect(got.total).toBe(matches.filter((f) => passes(f, choice)).length);
    expect(answered(got).brands).toEqual({ Nike: 1 });
    expect(got.inStock).toBe(1);
    expect(answered(got).genres).toEqual({ Hombre: 1 });
    expect(got.windowed).toBe(false);
    const page = await list('name=zapatilas&inStock=true&sort=price_desc');
    expect(page.items.map((p) => p.name)).toEqual(['Zapatillas Running']);
    // The category's options count the search's matches in every category.
    const inRopa = await facets('name=remera&category=Ropa&brand=Nike');
    expect(inRopa.total).toBe(1);
    expect(answered(inRopa).categories).toEqual({ Ropa: 1 });
    expect(answered(inRopa).brands).toEqual({ Nike: 1, Adidas: 1 });
  });

  it('counts a search of more than 1,000 matches over the 1,000 the shop pages through', async () => {
    const { t: test, categories, genres } = started();
    // 1,200 products carrying the word 'ventanal': half in stock, two brands.
    await test.db.execute(sql`
      INSERT INTO products (name, description, price_cents, discount, final_price_cents, brand, color,
        warranty_months, stock, category_id, genre_id)
      SELECT 'Ventanal ' || i, 'Un ventanal', 1000 + i, 0, 1000 + i, CASE WHEN i % 4 = 0 THEN 'Aluar' ELSE 'Rehau' END,
        'Blanco', 0, i % 2, ${categories.Ropa.id}, ${genres.Hombre.id}
      FROM generate_series(1, 1200) AS i`);
    const got = await facets('name=ventanal');
    expect(got.windowed).toBe(true);
    expect(got.total).toBe(CATALOG_WINDOW);
    // The window is the relevance order's first 1,000: the 600 in stock, then 400 sold out.
    expect(got.inStock).toBe(600);
    expect(got.brands.reduce((sum, b) => sum + b.count, 0)).toBe(CATALOG_WINDOW);
    const filtered = await list('name=ventanal&brand=Aluar&pageSize=6');
    expect(filtered.total).toBe(got.brands.find((b) => b.name === 'Aluar')?.count);
    expect(filtered.totalCapped).toBe(false);
    const unfiltered = await list('name=ventanal');
    expect(unfiltered).toMatchObject({ total: CATALOG_WINDOW, totalCapped: true });
    await test.db.execute(sql`DELETE FROM products WHERE name LIKE 'Ventanal %'`);
  });
});

describe('bad filters', () => {
  it.each([
    ['priceMin=5000&priceMax=100', 'priceMax', FILTER_MSG.priceRange],
    ['priceMin=-1', 'priceMin', FILTER_MSG.invalidPrice],
    ['priceMax=12.5', 'priceMax', FILTER_MSG.invalidPrice],
    ['rating=7', 'rating', FILTER_MSG.invalidRating],
    ['rating=0', 'rating', FILTER_MSG.invalidRating],
    ['inStock=quizás', 'inStock', FILTER_MSG.invalidFlag],
    ['brand=Marca%20Inexistente', 'brand', FILTER_MSG.unknownBrand],
    ['genre=Mascotas', 'genre', FILTER_MSG.unknownGenre],
  ])('refuses %s with a Spanish 400 on both routes', async (query, param, msg) => {
    for (const path of ['/api/products', '/api/products/filters']) {
      const { status, body } = await get(`${path}?${query}`);
      expect(status).toBe(400);
      expect(body.errors).toContainEqual({ param, msg });
    }
  });
});

const cellRow = z.strictObject({
  category_id: z.number(),
  brand: z.string(),
  genre_id: z.number(),
  price_band: z.number(),
  rating_band: z.number(),
  in_stock: z.boolean(),
  on_sale: z.boolean(),
  products: z.number(),
});
const marginalRow = z.strictObject({
  category_id: z.number(),
  in_stock: z.boolean(),
  on_sale: z.boolean(),
  facet: z.string(),
  value: z.string(),
  products: z.number(),
});

/** The aggregates as kept, and as counted from scratch from the products. */
async function aggregatesNowAndRebuilt() {
  const db = t.db;
  const kept = await checkedRows(
    db,
    cellRow,
    sql`SELECT category_id, brand::text, genre_id, price_band::int, rating_band::int, in_stock, on_sale, products
        FROM facet_counts WHERE products <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
  );
  const rebuilt = await checkedRows(
    db,
    cellRow,
    sql`SELECT category_id, brand::text, genre_id, bazar_price_band(final_price_cents)::int AS price_band,
          bazar_rating_band(rating_sum, rating_count)::int AS rating_band, in_stock, discount > 0 AS on_sale,
          count(*)::int AS products
        FROM products WHERE active GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
  );
  const keptMarginals = await checkedRows(
    db,
    marginalRow,
    sql`SELECT category_id, in_stock, on_sale, facet::text, value, products
        FROM facet_marginals WHERE products <> 0 ORDER BY 1, 2, 3, 4, 5`,
  );
  const rebuiltMarginals = await checkedRows(
    db,
    marginalRow,
    sql`SELECT p.category_id, p.in_stock, p.discount > 0 AS on_sale, v.facet, v.value, count(*)::int AS products
        FROM products p, LATERAL (VALUES ('b', p.brand::text), ('p', bazar_price_band(p.final_price_cents)::text),
          ('g', p.genre_id::text), ('r', bazar_rating_band(p.rating_sum, p.rating_count)::text),
          ('s', p.in_stock::text), ('o', (p.discount > 0)::text)) AS v(facet, value)
        WHERE p.active GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  );
  return { kept, rebuilt, keptMarginals, rebuiltMarginals };
}

describe('the maintained counts', () => {
  it('band prices on the same edges as @bazar/shared', async () => {
    const edges = PRICE_BAND_EDGES.slice(1);
    const rows = await checkedRows(
      t.db,
      z.strictObject({ at: z.array(z.number()), below: z.array(z.number()) }),
      sql`SELECT array_agg(bazar_price_band(e)::int ORDER BY e) AS at, array_agg(bazar_price_band(e - 1)::int ORDER BY e) AS below
          FROM unnest(${sql.param(edges)}::bigint[]) AS e`,
    );
    expect(rows[0]?.at).toEqual(edges.map((_, i) => i + 1));
    expect(rows[0]?.below).toEqual(edges.map((_, i) => i));
  });

  it('stay equal to a count from scratch after racing sales, restocks, edits, activations, ratings and deletions', async () => {
    const { ids, categories } = started();
    const id = (name: string) => ids.get(name) ?? 0;
    const sellOne = (name: string) =>
      transaction(t.db, async (tx) => {
        await productWrites.reserve(tx, [{ productId: id(name), quantity: 1 }]);
      });
    const writes: Array<() => Promise<unknown>> = [
      // Sales that empty the stock of a product (Campera: 1 unit) race with others of it.
      ...Array.from({ length: 4 }, () => () => sellOne('Campera Térmica')),
      ...Array.from({ length: 4 }, () => () => sellOne('Zapatillas Running')),
      ...Array.from({ length: 3 }, () => () => sellOne('Remera Lisa')),
      () =>
        transaction(t.db, (tx) =>
          productWrites.release(tx, [{ productId: id('Remera Rayada'), quantity: 2 }]),
        ),
      () => productWrites.setActive(t.db, id('Zapatillas Ocultas'), true),
      () => productWrites.setActive(t.db, id('Buzo Polar'), false),
      () => productWrites.addRating(t.db, id('Botas de Lluvia'), 5),
      () => productWrites.addRating(t.db, id('Ojotas Playeras'), 1),
      () =>
        t.db.execute(
          sql`UPDATE products SET brand = 'Topper', price_cents = 7777, final_price_cents = 7777, discount = 0,
              category_id = ${categories.Calzado.id} WHERE id = ${id('Short Deportivo')}`,
        ),
      () =>
        createProduct(t.db, {
          name: 'Medias Altas',
          categoryId: categories.Ropa.id,
          genreId: started().genres.Mujer.id,
          brand: 'Puma',
          priceCents: 700,
          discount: 5,
          stock: 12,
        }),
    ];
    const before = await aggregatesNowAndRebuilt();
    expect(before.kept).toEqual(before.rebuilt);
    await Promise.all(writes.map((write) => write()));
    await t.db.execute(sql`DELETE FROM products WHERE name = 'Medias Altas'`);
    const after = await aggregatesNowAndRebuilt();
    expect(after.kept).toEqual(after.rebuilt);
    expect(after.keptMarginals).toEqual(after.rebuiltMarginals);
    // The races changed something the counts show.
    expect(after.kept).not.toEqual(before.kept);
    const stock = await facets('');
    expect(stock.inStock).toBe(
      after.rebuilt.filter((c) => c.in_stock).reduce((sum, c) => sum + c.products, 0),
    );
  });
});
