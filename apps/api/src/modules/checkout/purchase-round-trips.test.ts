import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { openPurchase, sandboxPay } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';

// What a purchase costs the database, through the bench's statement counter (COUNT_STATEMENTS):
// a change that splits the purchase's pipelines or adds a statement shows here first.

let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp({ COUNT_STATEMENTS: 'true', OUTBOX_WORKER: 'false' });
});
afterAll(async () => t?.close());

const counts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/bench/statements' })).json() as {
    statements: number;
    roundTrips: number;
  };

describe("the usual purchase's statements and round trips", () => {
  it("'Pagar' takes 14 statements in 3 round trips", async () => {
    const fixture = await catalogFixture(t.db);
    // Twice: the first purchase of a connection parses its statements, the second reuses them.
    for (let i = 0; i < 2; i++) {
      const { checkout } = await openPurchase(t.app, fixture);
      const before = await counts();
      expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
      const after = await counts();
      // The checkout's read; BEGIN, SET LOCAL, the payment, the checkout's lock and the commission
      // rates set (the sale's entries are priced in TypeScript, flows/purchase.ts); the invoice,
      // the orders, the ledger entries, the cart, the checkout's rows, the sellers' notices, the
      // outbox and COMMIT.
      expect(after.statements - before.statements).toBe(1 + 5 + 8);
      expect(after.roundTrips - before.roundTrips).toBe(3);
    }
  });
});
