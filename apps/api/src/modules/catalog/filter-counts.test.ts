import { PRICE_BAND_EDGES } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProduct } from '../../../test/factories.js';
import { filterSuite } from '../../../test/filter-fixtures.js';
import { checkedRows } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { productWrites } from './index.js';

// The maintained aggregates (facet_counts, facet_marginals) against a count from scratch.
const { t, started, facets } = filterSuite();

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
    const { ids, categories, variants } = started();
    const id = (name: string) => ids.get(name) ?? 0;
    const units = (name: string, quantity: number) => ({
      productId: id(name),
      variantId: variants.get(id(name)) ?? 0,
      quantity,
    });
    const sellOne = (name: string) =>
      transaction(t.db, async (tx) => {
        await productWrites.reserve(tx, [units(name, 1)]);
      });
    const writes: Array<() => Promise<unknown>> = [
      // Sales that empty the stock of a product (Campera: 1 unit) race with others of it.
      ...Array.from({ length: 4 }, () => () => sellOne('Campera Térmica')),
      ...Array.from({ length: 4 }, () => () => sellOne('Zapatillas Running')),
      ...Array.from({ length: 3 }, () => () => sellOne('Remera Lisa')),
      () => transaction(t.db, (tx) => productWrites.release(tx, [units('Remera Rayada', 2)])),
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
