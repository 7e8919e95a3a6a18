import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { seedBulkProducts } from './bulk-products.js';
import { seedDemoCatalog } from './demo-catalog.js';

// The demo catalog and a small bulk seed on a real database: the sizes and colours they insert
// are what the product page, the cart and the sellers' screens read (decision record 0031).
describe('the demo and bulk seeds sell clothes and shoes in sizes and colours', () => {
  let t: TestApp;
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-seed-'));
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalog(t.db, { uploadsDir, log: () => {} });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

  /** Products whose stock is not the sum of their visible variants', or whose pictures a variant lacks. */
  const inconsistent = () =>
    rows<{ name: string }>(sql`
      SELECT p.name FROM products p
      WHERE p.stock <> (SELECT coalesce(sum(v.stock), 0) FROM product_variants v
                        WHERE v.product_id = p.id AND NOT v.hidden)
         OR EXISTS (SELECT 1 FROM product_variants v, unnest(v.image_positions) AS pos
                    WHERE v.product_id = p.id
                      AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.position = pos))`);

  it('gives every Ropa and Calzado product Talle and Color, each colour its pictures, some sizes sold out', async () => {
    const fashion = await rows<{
      name: string;
      options: string[];
      variants: number;
      sold_out: number;
      pictures: number;
    }>(sql`
      SELECT p.name,
        (SELECT array_agg(o.name ORDER BY o.position) FROM product_options o WHERE o.product_id = p.id) AS options,
        (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variants,
        (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id AND v.stock = 0) AS sold_out,
        (SELECT count(*)::int FROM product_images i WHERE i.product_id = p.id) AS pictures
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.name IN ('Ropa', 'Calzado')`);
    expect(fashion.length).toBeGreaterThanOrEqual(20);
    for (const product of fashion) {
      expect(product.options, product.name).toEqual(['Talle', 'Color']);
      expect(product.variants, product.name).toBeGreaterThanOrEqual(6);
      expect([4, 6], product.name).toContain(product.pictures);
    }
    expect(fashion.reduce((n, p) => n + p.sold_out, 0)).toBeGreaterThan(fashion.length);
    // The public product page shows the black pictures for the black running shoes.
    const [shoe] = await rows<{ id: number }>(
      sql`SELECT id FROM products WHERE name = 'Zapatillas Running Air Zoom'`,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${shoe?.id}` });
    const detail = page.json<{
      options: { name: string; values: string[] }[];
      variants: { values: string[]; image: string[] }[];
    }>();
    expect(detail.options[0]).toEqual({ name: 'Talle', values: ['39', '40', '41', '42', '43', '44'] });
    const black = detail.variants.find((v) => v.values[0] === '42' && v.values[1] === 'Negro');
    expect(black?.image).toHaveLength(2);
    expect(black?.image.every((url) => /zapatillas-running-air-zoom-\d\.webp$/.test(url))).toBe(true);
    const other = detail.variants.find((v) => v.values[1] !== 'Negro');
    expect(other?.image.every((url) => url.includes(`-${other.values[1]?.toLowerCase()}-`))).toBe(true);
    // The other categories sell as one thing, as before.
    const [single] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.name NOT IN ('Ropa', 'Calzado')
        AND (p.options_summary IS NOT NULL
             OR (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) <> 1)`);
    expect(single?.n).toBe(0);
    expect(await inconsistent()).toEqual([]);
  });

  it('the bulk seed gives about a third of its products 2–12 variants, the product stock their sum', async () => {
    const [before] = await rows<{ id: number }>(sql`SELECT max(id)::int AS id FROM products`);
    await seedBulkProducts(t.db, 600);
    const bulk = await rows<{ variants: number; options: number }>(sql`
      SELECT (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variants,
        (SELECT count(*)::int FROM product_options o WHERE o.product_id = p.id) AS options
      FROM products p WHERE p.id > ${before?.id ?? 0}`);
    expect(bulk).toHaveLength(600);
    const withOptions = bulk.filter((p) => p.options > 0);
    expect(withOptions.length / bulk.length).toBeGreaterThan(0.2);
    expect(withOptions.length / bulk.length).toBeLessThan(0.4);
    for (const p of withOptions) {
      expect(p.variants).toBeGreaterThanOrEqual(2);
      expect(p.variants).toBeLessThanOrEqual(12);
    }
    for (const p of bulk.filter((x) => x.options === 0)) expect(p.variants).toBe(1);
    const [sizes] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM product_options WHERE name = 'Talle' AND product_id > ${before?.id ?? 0}`);
    expect(sizes?.n).toBeGreaterThan(0);
    expect(await inconsistent()).toEqual([]);
  });
});
