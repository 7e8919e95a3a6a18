import { CATALOG_WINDOW } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answered,
  CHOICES,
  type Choice,
  expectedFacets,
  FIXTURES,
  filterSuite,
  finalCents,
  passes,
  queryOf,
} from '../../../test/filter-fixtures.js';

// Every filter and its counts against an oracle that counts FIXTURES product by product. Bad
// filters: filters-refused.test.ts; the maintained counts under racing writes: filter-counts.test.ts.
const { started, get, list, facets } = filterSuite();

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

  it('keeps a chosen category and audience in the column with 0, and offers no range that holds every price', async () => {
    const { categories, genres } = started();
    const vans = await facets('category=Ropa&brand=Vans');
    expect(vans.categories).toContainEqual({ id: categories.Ropa.id, name: 'Ropa', count: 0 });
    expect(vans.categories).toContainEqual({ id: categories.Calzado.id, name: 'Calzado', count: 1 });
    const havaianas = await facets('genre=Mujer&brand=Havaianas');
    expect(havaianas.genres).toEqual([
      { id: genres.Hombre.id, name: 'Hombre', count: 1 },
      { id: genres.Mujer.id, name: 'Mujer', count: 0 },
    ]);
    // One product, one band: a range of every price would be no choice (it read '(1)').
    expect((await facets('brand=Havaianas')).prices).toEqual([]);
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
