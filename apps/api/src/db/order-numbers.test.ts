import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createGenre, createProduct, createUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { createPurchase } from '../../test/purchase-fixtures.js';

describe('invoice and order numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are sequential and never repeat, even for purchases written at the same time', async () => {
    const category = await createCategory(t.db);
    const genre = await createGenre(t.db);
    const buyer = await createUser(t.db);
    const product = await createProduct(t.db, { name: 'Taza', categoryId: category.id, genreId: genre.id });
    const purchases = [];
    for (let i = 0; i < 3; i++) {
      purchases.push(
        await createPurchase(t.db, {
          buyerId: buyer.id,
          lines: [
            { product, quantity: 1 },
            { product, quantity: 2 },
          ],
        }),
      );
    }
    const invoiceNumbers = purchases.map((p) => p.invoice.invoiceNumber);
    expect(invoiceNumbers).toEqual(['F-000001', 'F-000002', 'F-000003']);
    const orderNumbers = purchases.flatMap((p) => p.orders.map((o) => o.orderNumber));
    expect(new Set(orderNumbers).size).toBe(6);
    expect(orderNumbers[0]).toBe('P-000001');
    expect(purchases[0]?.orders[1]?.totalCents).toBe(2000);
  });
});
