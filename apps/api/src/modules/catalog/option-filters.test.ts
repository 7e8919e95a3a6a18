import {
  FILTER_MSG,
  type ProductDetail,
  type ProductFacets,
  type ProductOptionFacets,
  type ProductPage,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAccountsApp } from '../../../test/auth.js';
import { buyerWith } from '../../../test/checkout-kit.js';
import { createCategory, createGenre } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { variantOf, variantSeller } from '../../../test/variant-kit.js';
import { checkedRows } from '../../db/client.js';

/**
 * Filters by size and colour with their counts (decision record 0031): a product's sizes are its
 * 'Talle' option's values, its colours its 'Color' option's or else its own colour; 'Solo con
 * stock' with a size chosen is that size in stock.
 */
let t: TestApp;
let calzado: number;
let ropa: number;
let genreId: number;
const ids: Record<string, number> = {};
const products: Record<string, ProductDetail> = {};

const grid = (sizes: string[], colours: string[], stock: (size: string, colour: string) => number) => ({
  options: [
    ...(sizes.length ? [{ name: 'Talle', values: sizes }] : []),
    ...(colours.length ? [{ name: 'Color', values: colours }] : []),
  ],
  variants: (sizes.length ? sizes : ['']).flatMap((size) =>
    (colours.length ? colours : ['']).map((colour) => ({
      values: [size, colour].filter(Boolean),
      stock: String(stock(size, colour)),
      image: [],
    })),
  ),
});

beforeAll(async () => {
  t = await buildAccountsApp({ DB_POOL_SIZE: '20' });
  calzado = (await createCategory(t.db, 'Calzado')).id;
  ropa = (await createCategory(t.db, 'Ropa')).id;
  genreId = (await createGenre(t.db, 'Hombre')).id;
  const publish = async (key: string, categoryId: number, fields: Record<string, unknown>) => {
    const s = await variantSeller(t.app, categoryId, genreId);
    const response = await s.call('POST', '/api/product', s.form({ name: key, discount: '0', ...fields }));
    expect(response.statusCode, response.body).toBe(201);
    products[key] = response.json<ProductDetail>();
    ids[key] = products[key].id;
  };
  // A: 40–42 in black and white; 41 and 42 white sold out, one 42 black left.
  await publish('Zapatilla A', calzado, {
    brand: 'Nike',
    ...grid(['40', '41', '42'], ['Negro', 'Blanco'], (size, colour) =>
      size === '42' && colour === 'Negro' ? 1 : size !== '40' && colour === 'Blanco' ? 0 : 2,
    ),
  });
  // B: 42 and 43 in blue, on sale; its 42 is sold out.
  await publish('Zapatilla B', calzado, {
    brand: 'Adidas',
    discount: '10',
    ...grid(['42', '43'], ['Azul'], (size) => (size === '43' ? 3 : 0)),
  });
  // C: no options; its own colour is black.
  await publish('Ojota C', calzado, { brand: 'Nike', color: 'negro', stock: '5' });
  // D: letter sizes, colour from the product; only S in stock.
  await publish('Pantufla D', calzado, {
    brand: 'Vans',
    color: 'Rojo',
    ...grid(['S', 'M', 'XL'], [], (size) => (size === 'S' ? 1 : 0)),
  });
  // E, in another category: M and L in black.
  await publish('Remera E', ropa, { brand: 'Nike', ...grid(['M', 'L'], ['Negro'], () => 4) });
}, 120_000);
afterAll(() => t?.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}
async function facets(query: string): Promise<ProductFacets> {
  const { status, body } = await get(`/api/products/filters?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ProductFacets;
}
/** The other counts and the sizes' and colours', as the filter column asks for them. */
async function options(query: string): Promise<ProductOptionFacets> {
  const { status, body } = await get(`/api/products/filters/options?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ProductOptionFacets;
}
async function names(query: string): Promise<string[]> {
  const { status, body } = await get(`/api/products?pageSize=50&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as ProductPage).items.map((p) => p.name).sort();
}
const counts = (options: { value: string; count: number }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.count]));
const order = (options: { value: string }[]) => options.map((o) => o.value);

/** The kept counts and keys against a count from scratch of the products as they are now. */
async function keptMatchesRebuilt() {
  const stale = await checkedRows(
    t.db,
    z.strictObject({ id: z.number() }),
    sql`SELECT id FROM products WHERE option_keys IS DISTINCT FROM bazar_option_keys(id)`,
  );
  expect(stale).toEqual([]);
  const row = z.strictObject({
    facet: z.string(),
    category_id: z.number(),
    in_stock: z.boolean(),
    on_sale: z.boolean(),
    value: z.string(),
    products: z.number(),
  });
  const kept = await checkedRows(
    t.db,
    row,
    sql`SELECT facet::text, category_id, in_stock, on_sale, value, products FROM option_counts
        WHERE products <> 0 ORDER BY 1, 2, 3, 4, 5`,
  );
  const rebuilt = await checkedRows(
    t.db,
    row,
    sql`SELECT r.facet::text, p.category_id, r.in_stock, p.discount > 0 AS on_sale, r.value, count(*)::int AS products
        FROM products p, bazar_option_rows(bazar_option_keys(p.id)) r WHERE p.active
        GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  );
  expect(kept).toEqual(rebuilt);
  return kept;
}

describe('sizes and colours as filters', () => {
  it('counts a category’s sizes and colours, in the sizes’ order, and in stock with “Solo con stock”', async () => {
    const all = await options(`category=${calzado}`);
    expect(order(all.sizes)).toEqual(['s', 'm', 'xl', '40', '41', '42', '43']);
    expect(counts(all.sizes)).toEqual({ s: 1, m: 1, xl: 1, '40': 1, '41': 1, '42': 2, '43': 1 });
    expect(counts(all.colors)).toEqual({ negro: 2, blanco: 1, azul: 1, rojo: 1 });
    expect(all.colors[0]).toEqual({ value: 'negro', count: 2 });
    expect(all.windowed).toBe(false);

    const stocked = await options(`category=${calzado}&inStock=true`);
    // B's 42 and D's M and XL are sold out; A's white is in stock in 40 and 42.
    expect(counts(stocked.sizes)).toEqual({ s: 1, '40': 1, '41': 1, '42': 1, '43': 1 });
    expect(counts(stocked.colors)).toEqual({ negro: 2, blanco: 1, azul: 1, rojo: 1 });

    const whole = await options('');
    expect(counts(whole.sizes)).toMatchObject({ m: 2, l: 1, '42': 2 });
    expect(counts(whole.colors)).toMatchObject({ negro: 3 });
    expect(await options('onSale=true').then((f) => counts(f.sizes))).toEqual({ '42': 1, '43': 1 });
    await keptMatchesRebuilt();
  });

  it('lists the products in a size or colour; a size in stock; sizes and colours together', async () => {
    expect(await names(`category=${calzado}&size=42`)).toEqual(['Zapatilla A', 'Zapatilla B']);
    expect(await names(`category=${calzado}&size=42&inStock=true`)).toEqual(['Zapatilla A']);
    expect(await names('color=Negro')).toEqual(['Ojota C', 'Remera E', 'Zapatilla A']);
    expect(await names('color=negro,rojo&size=m')).toEqual(['Pantufla D', 'Remera E']);
    expect(await names('size=42&color=azul')).toEqual(['Zapatilla B']);
    expect(await names('size=42&color=azul&inStock=true')).toEqual([]);
    expect(await names('size=42&brand=Nike&sort=price_desc')).toEqual(['Zapatilla A']);
    // A search narrowed by size.
    expect(await names('name=zapatilla&size=43')).toEqual(['Zapatilla B']);
    const { body } = await get('/api/products?size=42');
    expect(body).toMatchObject({ total: 2, totalCapped: false });
  });

  it('counts every other filter given a size, and each size given the other filters', async () => {
    const given42 = await facets(`category=${calzado}&size=42`);
    expect(given42.total).toBe(2);
    expect(given42.brands).toEqual([
      { name: 'Adidas', count: 1 },
      { name: 'Nike', count: 1 },
    ]);
    // The sizes are not narrowed by their own choice; the colours are.
    const options42 = await options(`category=${calzado}&size=42`);
    expect(options42.windowed).toBe(false);
    expect(counts(options42.sizes)).toEqual({ s: 1, m: 1, xl: 1, '40': 1, '41': 1, '42': 2, '43': 1 });
    expect(counts(options42.colors)).toEqual({ negro: 1, blanco: 1, azul: 1 });
    expect(given42.inStock).toBe(1);
    expect(given42.onSale).toBe(1);
    expect(given42.categories).toEqual([{ id: calzado, name: 'Calzado', count: 2 }]);

    const mWithStock = await facets('size=m&inStock=true');
    expect(mWithStock.total).toBe(1);
    expect(mWithStock.categories).toEqual([{ id: ropa, name: 'Ropa', count: 1 }]);

    const nike = await options(`category=${calzado}&brand=Nike`);
    expect(counts(nike.sizes)).toEqual({ '40': 1, '41': 1, '42': 1 });
    expect(counts(nike.colors)).toEqual({ negro: 2, blanco: 1 });
    // A chosen size shows even when nothing is left of it.
    const gone = await options(`category=${calzado}&brand=Vans&size=44`);
    expect(gone.sizes).toContainEqual({ value: '44', count: 0 });
    expect((await facets(`category=${calzado}&brand=Vans&size=44`)).total).toBe(0);
    // In a search.
    expect((await facets('name=zapatilla&color=blanco')).total).toBe(1);
    const searched = await options('name=zapatilla&color=blanco');
    expect(counts(searched.sizes)).toEqual({ '40': 1, '41': 1, '42': 1 });
    expect(counts(searched.colors)).toEqual({ negro: 1, blanco: 1, azul: 1 });
  });

  it('refuses a bad size or colour in Spanish', async () => {
    const long = await get(`/api/products?size=${'x'.repeat(31)}`);
    expect(long).toEqual({ status: 400, body: { errors: [{ param: 'size', msg: FILTER_MSG.invalidSize }] } });
    const many = await get(
      `/api/products/filters?color=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`,
    );
    expect(many).toEqual({
      status: 400,
      body: { errors: [{ param: 'color', msg: FILTER_MSG.tooManyColors }] },
    });
  });

  it('keeps the counts right as sales sell a size out, a seller hides a colour, and a product goes away', async () => {
    const a = products['Zapatilla A'] as ProductDetail;
    const last = variantOf(a, '42', 'Negro');
    // Five buyers race for A's last 42 in black: one takes it, and 42 is left in stock nowhere.
    const racers = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyerWith(t.app, [{ productId: a.id, variantId: last.id, quantity: 1 }]),
      ),
    );
    const opened = await Promise.all(racers.map((b) => b.call('POST', '/api/checkout')));
    expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(counts((await options(`category=${calzado}&inStock=true`)).sizes)).not.toHaveProperty('42');
    expect(await names(`category=${calzado}&size=42&inStock=true`)).toEqual([]);
    expect(counts((await options(`category=${calzado}`)).sizes)['42']).toBe(2);
    await keptMatchesRebuilt();

    // The seller takes white off: A is black only.
    await t.db.execute(sql`UPDATE product_variants SET hidden = true WHERE product_id = ${a.id}
      AND option_values[2] = 'Blanco'`);
    expect(counts((await options(`category=${calzado}`)).colors)).not.toHaveProperty('blanco');
    // E leaves the catalog: L is gone from the whole catalog's sizes.
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${ids['Remera E']}`);
    expect(counts((await options('')).sizes)).not.toHaveProperty('l');
    await keptMatchesRebuilt();
  }, 120_000);
});
