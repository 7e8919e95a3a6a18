import type { Cart, ProductDetail, ProductFacets, ProductPage } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, rootSession } from '../../test/auth.js';
import { catalogFixture, shopper } from '../../test/catalog-fixtures.js';
import { buyerWith, sandboxPay } from '../../test/checkout-kit.js';
import type { TestApp } from '../../test/helpers.js';
import { createEvent, dayFrom, nextShopMidnight } from '../../test/sale-event-kit.js';
import { productForm } from '../../test/selling-fixtures.js';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;
let admin: Awaited<ReturnType<typeof rootSession>>;

beforeAll(async () => {
  t = await buildAccountsApp();
  fixture = await catalogFixture(t.db);
  admin = await rootSession(t.app, t.db);
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const get = <T>(url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json<T>());
const card = (id: number) => get<ProductDetail>(`/api/products/${id}`);
const prices = async (id: number) => {
  const p = await card(id);
  return { discount: p.discount, finalPriceCents: p.finalPriceCents, ownDiscount: p.ownDiscount };
};

/** A seller with products enrolled in an event (days relative to today unless told). */
async function enrolled(
  discounts: { own: number; event: number }[],
  days: { startsOn?: string; endsOn?: string } = {},
) {
  const seller = await shopper(t.app);
  const event = await createEvent(t.app, admin.token, days);
  const products = [];
  for (const d of discounts) {
    const product = await fixture.product({ sellerId: seller.user.id, priceCents: 10_000, discount: d.own });
    const response = await seller.call('POST', `/api/saleEvents/${event.id}/products`, {
      productId: product.id,
      discount: d.event,
    });
    expect(response.statusCode, response.body).toBe(201);
    products.push(product);
  }
  return { seller, event, products };
}

describe('a sale event’s start', () => {
  it('drops the prices on cards, the event filter with its counts, the cart, the checkout and the order', async () => {
    const { event, products } = await enrolled([
      { own: 10, event: 25 },
      { own: 40, event: 20 },
    ]);
    const [a, b] = products;
    if (!a || !b) throw new Error('products expected');
    const outside = await fixture.product({ priceCents: 10_000, discount: 30 });
    expect(await prices(a.id)).toEqual({ discount: 10, finalPriceCents: 9000, ownDiscount: undefined });
    const before = await t.app.inject({ method: 'GET', url: `/api/products?event=${event.slug}` });
    expect(before.json<ProductPage>().total).toBe(0);

    expect(await t.app.applySaleEvents()).toEqual({ started: 2, ended: 0 });
    // The larger of the seller's own discount and the event's.
    expect(await prices(a.id)).toEqual({ discount: 25, finalPriceCents: 7500, ownDiscount: 10 });
    expect(await prices(b.id)).toEqual({ discount: 40, finalPriceCents: 6000, ownDiscount: 40 });

    const page = await get<ProductPage>(`/api/products?event=${event.slug}&sort=price_asc`);
    expect(page.items.map((p) => [p.id, p.finalPriceCents])).toEqual([
      [b.id, 6000],
      [a.id, 7500],
    ]);
    expect(page.items.map((p) => p.id)).not.toContain(outside.id);
    const facets = await get<ProductFacets>(`/api/products/filters?event=${event.slug}`);
    expect(facets.total).toBe(2);
    expect(facets.onSale).toBe(2);
    expect(facets.categories.map((c) => c.count)).toEqual([2]);
    const cheap = await get<ProductFacets>(`/api/products/filters?event=${event.slug}&priceMax=6500`);
    expect(cheap.total).toBe(1);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products?event=no-existe' });
    expect(unknown.statusCode).toBe(400);

    // The buyer is charged the event's price, and the order keeps it.
    const buyer = await buyerWith(t.app, [{ productId: a.id, quantity: 2 }]);
    const cart = (await buyer.call('GET', '/api/shoppingCart')).json<Cart>();
    expect(cart.lines.map((l) => [l.discount, l.finalPriceCents, l.lineTotalCents])).toEqual([
      [25, 7500, 15_000],
    ]);
    const opened = await buyer.call('POST', '/api/checkout');
    const checkout = opened.json<{ id: string; totalCents: number; shippingCents: number }>();
    expect(checkout.totalCents - checkout.shippingCents).toBe(15_000);
    expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
    const orders = (
      await t.db.execute<{ discount: number; total_cents: string; unit_price_cents: string }>(
        sql`SELECT o.discount, o.total_cents::text, o.unit_price_cents::text FROM orders o
            JOIN invoices i ON i.id = o.invoice_id WHERE i.checkout_session_id = ${checkout.id}::uuid`,
      )
    ).rows;
    expect(orders).toEqual([{ discount: 25, total_cents: '15000', unit_price_cents: '10000' }]);

    // A second turn changes nothing more.
    expect(await t.app.applySaleEvents()).toEqual({ started: 0, ended: 0 });
    expect(await prices(a.id)).toEqual({ discount: 25, finalPriceCents: 7500, ownDiscount: 10 });
  });

  it('starts at the shop’s midnight, not before', async () => {
    const midnight = nextShopMidnight(t.app);
    const tomorrow = dayFrom(t.app, 0, midnight);
    const { products } = await enrolled([{ own: 0, event: 30 }], { startsOn: tomorrow, endsOn: tomorrow });
    const [p] = products;
    if (!p) throw new Error('product expected');
    expect(await t.app.applySaleEvents(new Date(midnight - 1000))).toEqual({ started: 0, ended: 0 });
    expect((await prices(p.id)).finalPriceCents).toBe(10_000);
    expect((await t.app.applySaleEvents(new Date(midnight + 1000))).started).toBeGreaterThanOrEqual(1);
    expect(await prices(p.id)).toEqual({ discount: 30, finalPriceCents: 7000, ownDiscount: 0 });
    // Its last day is tomorrow: the next midnight ends it.
    expect((await t.app.applySaleEvents(new Date(midnight + DAY - 1000))).ended).toBe(0);
    expect((await t.app.applySaleEvents(new Date(midnight + DAY + 1000))).ended).toBeGreaterThanOrEqual(1);
    expect(await prices(p.id)).toEqual({ discount: 0, finalPriceCents: 10_000, ownDiscount: undefined });
  });
});

describe('a sale event’s end', () => {
  it('gives back the seller’s own discount, the one edited during the event, once', async () => {
    const { seller, event, products } = await enrolled([{ own: 10, event: 25 }], {
      startsOn: dayFrom(t.app),
      endsOn: dayFrom(t.app),
    });
    const [p] = products;
    if (!p) throw new Error('product expected');
    await t.app.applySaleEvents();
    expect(await prices(p.id)).toEqual({ discount: 25, finalPriceCents: 7500, ownDiscount: 10 });

    // The seller edits their own discount during the event: the event's price stays.
    const detail = await card(p.id);
    const edit = await seller.call('PUT', '/api/editProduct', {
      ...productForm(detail.categoryId, detail.genreId, detail.image, {
        name: detail.name,
        price: '100',
        discount: '5',
        stock: String(detail.stock),
      }),
      editId: p.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await prices(p.id)).toEqual({ discount: 25, finalPriceCents: 7500, ownDiscount: 5 });
    // Raised above the event's, theirs wins while it runs.
    const raised = await seller.call('PUT', '/api/editProduct', {
      ...productForm(detail.categoryId, detail.genreId, detail.image, {
        name: detail.name,
        price: '100',
        discount: '30',
        stock: String(detail.stock),
      }),
      editId: p.id,
    });
    expect(raised.statusCode).toBe(200);
    expect(await prices(p.id)).toEqual({ discount: 30, finalPriceCents: 7000, ownDiscount: 30 });
    await seller.call('PUT', '/api/editProduct', {
      ...productForm(detail.categoryId, detail.genreId, detail.image, {
        name: detail.name,
        price: '100',
        discount: '5',
        stock: String(detail.stock),
      }),
      editId: p.id,
    });

    const tomorrow = new Date(Date.now() + DAY);
    expect(await t.app.applySaleEvents(tomorrow)).toMatchObject({ ended: 1 });
    expect(await prices(p.id)).toEqual({ discount: 5, finalPriceCents: 9500, ownDiscount: undefined });
    const variant = (
      await t.db.execute<{ cents: string }>(
        sql`SELECT final_price_cents::text AS cents FROM product_variants WHERE product_id = ${p.id}`,
      )
    ).rows;
    expect(variant).toEqual([{ cents: '9500' }]);
    expect((await get<ProductPage>(`/api/products?event=${event.slug}`)).total).toBe(0);
    // Again: nothing more moves.
    expect(await t.app.applySaleEvents(tomorrow)).toMatchObject({ ended: 0 });
    expect(await prices(p.id)).toEqual({ discount: 5, finalPriceCents: 9500, ownDiscount: undefined });
  });
});
