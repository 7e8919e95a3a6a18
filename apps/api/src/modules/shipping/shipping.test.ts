import type { ShippingQuote, ShippingSettingsResponse } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { ROSARIO, shippingSuite } from '../../../test/shipping-kit.js';

const { suite, sellerShipping, buyerIn } = shippingSuite();

const quote = (productId: number, query = '') =>
  suite().t.app.inject({ method: 'GET', url: `/api/shipping/quote?productId=${productId}${query}` });

/** Settings, quotes and the catalog's marks; purchases, refunds and orders are in shipping-orders.test.ts. */
describe('a seller’s shipping settings', () => {
  it('starts on the shop’s defaults and saves its own, in cents', async () => {
    const seller = await shopper(suite().t.app);
    const before = (await seller.call('GET', '/api/shipping/settings')).json<ShippingSettingsResponse>();
    expect(before.usingDefaults).toBe(true);
    const saved = (
      await seller.call('PUT', '/api/shipping/settings', ROSARIO)
    ).json<ShippingSettingsResponse>();
    expect(saved.usingDefaults).toBe(false);
    expect(saved.settings.home.provinces).toEqual([
      { province: 'X', priceCents: 350_050, minDays: 2, maxDays: 3 },
    ]);
    expect(saved.settings.home.freeFromCents).toBe(3_000_000);
    expect(saved.settings.originPostalCode).toBe('S2000ABC');
  });

  it.each([
    [
      { home: { ...ROSARIO.home, city: { price: '-5', minDays: 1, maxDays: 1 } } },
      'home.city.price',
      'No puede ser negativo',
    ],
    [
      { home: { ...ROSARIO.home, country: { price: '999999999', minDays: 1, maxDays: 1 } } },
      'home.country.price',
      'El precio no puede superar 100000',
    ],
    [{ originProvince: 'ZZ' }, 'originProvince', 'Elige una provincia de la lista'],
    [
      { home: { ...ROSARIO.home, provinces: [{ province: 'Ñ', price: '1', minDays: 1, maxDays: 1 }] } },
      'home.provinces.0.province',
      'Elige una provincia de la lista',
    ],
    [
      { pickup: { enabled: false, address: '' }, home: { ...ROSARIO.home, enabled: false } },
      'home.enabled',
      'Elige al menos una forma de entrega',
    ],
    [{ pickup: { enabled: true, address: ' ' } }, 'pickup.address', 'Escribe la dirección de retiro'],
    [
      { home: { ...ROSARIO.home, city: { price: '1', minDays: 5, maxDays: 2 } } },
      'home.city.maxDays',
      'El máximo no puede ser menor que el mínimo',
    ],
    [{ dispatchDays: 400 }, 'dispatchDays', 'Como máximo 30 días hábiles'],
  ])('refuses %j in Spanish and keeps what was saved', async (change, param, msg) => {
    const seller = await sellerShipping();
    const refused = await seller.call('PUT', '/api/shipping/settings', { ...ROSARIO, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { param: string; msg: string }[] }>().errors).toContainEqual({
      param,
      msg,
    });
    const kept = (await seller.call('GET', '/api/shipping/settings')).json<ShippingSettingsResponse>();
    expect(kept.settings.home.city.priceCents).toBe(100_000);
  });

  it('is the administrator’s to set for the shop, and nobody else’s', async () => {
    const someone = await shopper(suite().t.app);
    expect(
      (await someone.call('PUT', '/api/admin/shipping', { settings: ROSARIO, commissionOnShipping: true }))
        .statusCode,
    ).toBe(403);
    expect((await suite().t.app.inject({ method: 'GET', url: '/api/shipping/settings' })).statusCode).toBe(
      401,
    );
  });
});

describe('prices by destination, free shipping and the window', () => {
  it('quotes the seller’s city, province, a priced province and the rest of the country', async () => {
    const seller = await sellerShipping();
    const product = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const cost = async (q: string) => (await quote(product.id, q)).json<ShippingQuote>().home?.costCents;
    expect(await cost('&province=S&postalCode=2000')).toBe(100_000);
    expect(await cost('&province=S&postalCode=S2300XYZ')).toBe(200_000);
    expect(await cost('&province=X&postalCode=5000')).toBe(350_050);
    expect(await cost('&province=B&postalCode=1900')).toBe(500_000);
    // Each extra unit adds its price.
    expect(await cost('&province=B&postalCode=1900&quantity=3')).toBe(600_000);
    const pickupOnly = (await quote(product.id)).json<ShippingQuote>();
    expect(pickupOnly.home).toBeNull();
    expect(pickupOnly.pickup?.window.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await quote(product.id, '&postalCode=12')).statusCode).toBe(400);
    expect((await quote(999_999_999)).statusCode).toBe(404);
  });

  it('ships free from the threshold, and marks the products that reach it alone', async () => {
    const seller = await sellerShipping();
    const cheap = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const dear = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 3_000_000 });
    const free = (await quote(dear.id, '&province=B&postalCode=1900')).json<ShippingQuote>().home;
    expect(free).toMatchObject({ costCents: 0, free: true });
    const marked = async (id: number) =>
      (
        await suite().t.db.execute<{ free: boolean }>(
          sql`SELECT free_shipping AS free FROM products WHERE id = ${id}`,
        )
      ).rows[0]?.free;
    expect(await marked(dear.id)).toBe(true);
    expect(await marked(cheap.id)).toBe(false);
    // A lower threshold marks the cheap one; none unmarks both.
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '50' },
    });
    expect(await marked(cheap.id)).toBe(true);
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '' },
    });
    expect([await marked(cheap.id), await marked(dear.id)]).toEqual([false, false]);
  });
});

describe('‘Envío gratis’ on cards and as a filter with its count', () => {
  it('lists and counts the products that ship free, alone and with other filters', async () => {
    const seller = await sellerShipping({ ...ROSARIO, home: { ...ROSARIO.home, freeFrom: '900' } });
    const category = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 100_000 });
    const free = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 95_000, discount: 0 });
    const paid = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 50_000 });
    const list = async (query: string) =>
      (await suite().t.app.inject({ method: 'GET', url: `/api/products?${query}&pageSize=100` })).json<{
        items: { id: number; freeShipping: boolean }[];
        total: number;
      }>();
    const listed = await list('freeShipping=true');
    const ids = listed.items.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([category.id, free.id]));
    expect(ids).not.toContain(paid.id);
    expect(listed.items.every((p) => p.freeShipping)).toBe(true);
    const options = async (query: string) =>
      (await suite().t.app.inject({ method: 'GET', url: `/api/products/filters/options?${query}` })).json<{
        freeShipping: number;
      }>();
    // The maintained counts and the windowed ones agree with the list.
    expect((await options('')).freeShipping).toBe(listed.total);
    expect((await options('priceMax=99999')).freeShipping).toBe(
      (await list('freeShipping=true&priceMax=99999')).total,
    );
    // Lowering the threshold below the cheap one counts it too, at once.
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '100' },
    });
    expect((await options('')).freeShipping).toBe(listed.total + 1);
  });
});

describe('the cart’s shipping before the checkout', () => {
  it('groups by seller, prices to the default address and says what is missing for free shipping', async () => {
    const rosario = await sellerShipping();
    const a = await suite().fixture.product({ sellerId: rosario.user.id, priceCents: 1_000_000 });
    const variantOf = async (productId: number) =>
      Number(
        (
          await suite().t.db.execute<{ id: number }>(
            sql`SELECT id FROM product_variants WHERE product_id = ${productId}`,
          )
        ).rows[0]?.id,
      );
    const buyer = await buyerIn('Buenos Aires', '1900', []);
    const body = { lines: [{ productId: a.id, variantId: await variantOf(a.id), quantity: 1 }] };
    const answer = await buyer.call('POST', '/api/shipping/cart', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const [group] = answer.json<{
      groups: {
        sellerId: number;
        method: string;
        costCents: number;
        missingForFreeCents: number;
        methods: string[];
      }[];
    }>().groups;
    expect(group).toMatchObject({
      sellerId: rosario.user.id,
      methods: ['home', 'pickup'],
      method: 'home',
      costCents: 500_000,
      missingForFreeCents: 2_000_000,
    });
    // A guest names no place: home delivery has no price yet; pickup has one.
    const guest = await suite().t.app.inject({
      method: 'POST',
      url: '/api/shipping/cart',
      payload: { ...body, delivery: [{ sellerId: rosario.user.id, method: 'pickup' }] },
    });
    expect(
      guest.json<{ groups: { method: string; costCents: number }[]; shippingCents: number }>(),
    ).toMatchObject({
      groups: [{ method: 'pickup', costCents: 0 }],
      shippingCents: 0,
    });
    const refused = await suite().t.app.inject({
      method: 'POST',
      url: '/api/shipping/cart',
      payload: { lines: [{ productId: 'x' }] },
    });
    expect(refused.statusCode).toBe(400);
  });
});
