import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.js';
import { type Database, openDatabase } from './client.js';

/**
 * Migration 0023 (decision record 0031) on a shop that already sells: a database migrated up to
 * 0022 gets products, a cart, a checkout and an order as the code before variants wrote them;
 * then the rest of the migrations run, and every product must sell as one variant holding its
 * stock and price, with the cart, the checkout and the order pointing at it. On the driver the
 * project runs (PGlite, or a fresh database on the server).
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE_VARIANTS = 22;

let database: Database;
let dropDatabase = async () => {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-migrations-'));

beforeAll(async () => {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `bazar_migration_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 2 });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    database = await openDatabase({ poolSize: 1 });
  }
  // The migrations as they were before variants: the same files, the journal cut after 0022.
  const earlier = path.join(dir, 'earlier');
  cpSync(migrations, earlier, { recursive: true });
  const journalFile = path.join(earlier, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= BEFORE_VARIANTS);
  writeFileSync(journalFile, JSON.stringify(journal));
  await migrate(database.db, { migrationsFolder: earlier });
});

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows[0] as T;

describe('migration 0023: existing products become single-variant products', () => {
  it('gives each product one variant with its stock and price, and points carts, checkouts and orders at it', async () => {
    const db = database.db;
    // The shop as the code before variants left it.
    await db.execute(sql`INSERT INTO categories (name) VALUES ('Ropa')`);
    await db.execute(sql`INSERT INTO genres (name) VALUES ('Unisex')`);
    await db.execute(sql`INSERT INTO users (user_name, email, last_name, id_personal)
      VALUES ('vendedora', 'vendedora@example.com', 'Prueba', '1'), ('comprador', 'comprador@example.com', 'Prueba', '2')`);
    const seller = await one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'vendedora'`);
    const buyer = await one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'comprador'`);
    await db.execute(sql`
      INSERT INTO products (seller_id, name, description, price_cents, discount, final_price_cents, brand, color,
        warranty_months, stock, category_id, genre_id)
      SELECT ${seller.id}, n, 'Descripción', 10000, 10, 9000, 'Marca', 'Negro', 0, s,
        (SELECT id FROM categories), (SELECT id FROM genres)
      FROM (VALUES ('Remera', 7), ('Buzo', 0)) AS v(n, s)`);
    const remera = await one<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Remera'`);
    await db.execute(
      sql`INSERT INTO cart_lines (user_id, product_id, quantity) VALUES (${buyer.id}, ${remera.id}, 2)`,
    );
    const session = await one<{ id: string }>(sql`
      INSERT INTO checkout_sessions (user_id, status, provider, total_cents, expires_at)
      VALUES (${buyer.id}, 'approved', 'sandbox', 9000, now()) RETURNING id`);
    await db.execute(sql`
      INSERT INTO checkout_lines (checkout_session_id, product_id, seller_id, product_name, unit_price_cents, discount,
        quantity, total_cents)
      VALUES (${session.id}::uuid, ${remera.id}, ${seller.id}, 'Remera', 10000, 10, 1, 9000)`);
    const invoice = await one<{ id: number }>(sql`
      INSERT INTO invoices (invoice_number, user_id, checkout_session_id, total_cents)
      VALUES ('F-000001', ${buyer.id}, ${session.id}::uuid, 9000) RETURNING id`);
    await db.execute(sql`
      INSERT INTO orders (order_number, invoice_id, buyer_id, seller_id, product_id, product_name, unit_price_cents,
        discount, quantity, total_cents)
      VALUES ('P-000001', ${invoice.id}, ${buyer.id}, ${seller.id}, ${remera.id}, 'Remera', 10000, 10, 1, 9000)`);

    // Then the rest: 0023 and whatever follows it.
    await migrate(db, { migrationsFolder: migrations });

    const variants = (
      await db.execute<{
        name: string;
        values: string[];
        stock: number;
        final: string;
        price: string | null;
        hidden: boolean;
      }>(sql`
        SELECT p.name, v.option_values AS values, v.stock, v.final_price_cents::text AS final,
          v.price_cents::text AS price, v.hidden
        FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY p.name`)
    ).rows;
    expect(variants).toEqual([
      { name: 'Buzo', values: [], stock: 0, final: '9000', price: null, hidden: false },
      { name: 'Remera', values: [], stock: 7, final: '9000', price: null, hidden: false },
    ]);
    const pointed = await one<{
      cart: number;
      line: number;
      order: number;
      variant: number;
      labels: string;
    }>(sql`
      SELECT (SELECT variant_id FROM cart_lines) AS cart, (SELECT variant_id FROM checkout_lines) AS line,
        (SELECT variant_id FROM orders) AS order,
        (SELECT id FROM product_variants WHERE product_id = ${remera.id}) AS variant,
        (SELECT string_agg(variant_label, '|') FROM (SELECT variant_label FROM orders UNION ALL
           SELECT variant_label FROM checkout_lines) l) AS labels`);
    expect(pointed.cart).toBe(pointed.variant);
    expect(pointed.line).toBe(pointed.variant);
    expect(pointed.order).toBe(pointed.variant);
    expect(pointed.labels).toBe('|');
    // Nothing a buyer sees changed: the product rows are as they were.
    const product = await one<{ stock: number; options: unknown }>(
      sql`SELECT stock, options_summary AS options FROM products WHERE id = ${remera.id}`,
    );
    expect(product).toEqual({ stock: 7, options: null });
  });
});
