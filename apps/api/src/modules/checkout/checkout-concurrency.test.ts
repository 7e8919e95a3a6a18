import { CHECKOUT_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { buyerWith, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  // A pool as large as the race, so the server really runs the 50 checkouts side by side.
  t = await buildAccountsApp({ DB_POOL_SIZE: '50' });
  fixture = await catalogFixture(t.db);
});
afterAll(() => t?.close());

/**
 * On the PostgreSQL server 50 buyers really race on separate connections; embedded PGlite has
 * one connection (it serialises them), so there the same race runs with 10 buyers.
 */
describe('buyers racing for the last units', () => {
  it('only as many buyers as units get an invoice (50 on PostgreSQL, 10 on PGlite); stock ends at 0', async () => {
    const buyers = t.kind === 'postgres' ? 50 : 10;
    const product = await fixture.product({ name: 'Última edición', priceCents: 1500, stock: 3 });
    const racers = [];
    for (let i = 0; i < buyers; i++)
      racers.push(await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]));

    const opened = await Promise.all(racers.map((b) => b.call('POST', '/api/checkout')));
    const winners = opened.filter((r) => r.statusCode === 200);
    const losers = opened.filter((r) => r.statusCode !== 200);
    expect(winners).toHaveLength(3);
    for (const r of losers) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ msg: CHECKOUT_MSG.noStock('Última edición') });
    }
    expect(await stockOf(t.db, product.id)).toBe(0);

    // Each losing attempt wrote nothing: only the winners' sessions and lines exist.
    const counts = (
      await t.db.execute(sql`
        SELECT (SELECT count(*)::int FROM checkout_sessions s JOIN checkout_lines l ON l.checkout_session_id = s.id
                WHERE l.product_id = ${product.id}) AS lines,
               (SELECT count(*)::int FROM checkout_sessions s WHERE s.status = 'open'
                AND EXISTS (SELECT 1 FROM checkout_lines l WHERE l.checkout_session_id = s.id AND l.product_id = ${product.id})) AS open`)
    ).rows[0] as { lines: number; open: number };
    expect(counts).toEqual({ lines: 3, open: 3 });

    const paid = await Promise.all(
      winners.map((r) => sandboxPay(t.app, r.json<{ id: string }>().id, 'approve')),
    );
    for (const p of paid) expect(p.json()).toMatchObject({ status: 'approved' });
    const invoices = (
      await t.db.execute(sql`
        SELECT count(DISTINCT o.invoice_id)::int AS invoices, coalesce(sum(o.quantity), 0)::int AS units
        FROM orders o WHERE o.product_id = ${product.id}`)
    ).rows[0] as { invoices: number; units: number };
    expect(invoices).toEqual({ invoices: 3, units: 3 });
    expect(await stockOf(t.db, product.id)).toBe(0);
  }, 120_000);
});
