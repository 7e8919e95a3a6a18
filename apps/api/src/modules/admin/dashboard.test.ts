import { discountedCents } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { adminSuite, authHeader } from '../../../test/auth.js';
import { createCategory, createGenre, createProduct, createUser } from '../../../test/factories.js';
import { createPurchase } from '../../../test/purchase-fixtures.js';

const { t, admin } = adminSuite();

const DAY = 24 * 60 * 60 * 1000;
const notification = async (name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/notifications',
    headers: authHeader(admin.token),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('POST /notifications', () => {
  it('answers every figure equal to what the orders in the database add up to', async () => {
    const empty = await notification('ordersQuantity');
    expect(empty).toBe(0);

    const shoes = await createCategory(t.db, 'Calzado');
    const books = await createCategory(t.db, 'Libros');
    const kids = await createGenre(t.db, 'Niños');
    const adults = await createGenre(t.db, 'Adultos');
    const buyer = await createUser(t.db, { firstName: 'Ana' });
    const boot = await createProduct(t.db, {
      name: 'Bota',
      categoryId: shoes.id,
      genreId: adults.id,
      priceCents: 5000,
      discount: 10,
    });
    const tale = await createProduct(t.db, {
      name: 'Cuento',
      categoryId: books.id,
      genreId: kids.id,
      priceCents: 1250,
    });
    const now = Date.now();
    const purchases = [
      { at: new Date(now - 40 * DAY), lines: [{ product: boot, quantity: 1 }] },
      {
        at: new Date(now - 3 * DAY),
        lines: [
          { product: boot, quantity: 2 },
          { product: tale, quantity: 3 },
        ],
      },
      { at: new Date(now - 3 * DAY + 60_000), lines: [{ product: tale, quantity: 1 }] },
      { at: new Date(now), lines: [{ product: boot, quantity: 1 }] },
    ];
    for (const p of purchases)
      await createPurchase(t.db, { buyerId: buyer.id, lines: p.lines, createdAt: p.at });

    const bootUnit = discountedCents(5000, 10);
    const lines = purchases.flatMap((p) => p.lines.map((l) => ({ ...l, at: p.at })));
    const cents = (l: (typeof lines)[number]) => (l.product.id === boot.id ? bootUnit : 1250) * l.quantity;
    const revenue = lines.reduce((sum, l) => sum + cents(l), 0);

    expect(await notification('ordersQuantity')).toBe(lines.length);
    expect(await notification('salesQuantity')).toBe(lines.reduce((s, l) => s + l.quantity, 0));
    expect(await notification('profitAmount')).toEqual({ total: revenue / 100, totalCents: revenue });

    const radar = await notification('getRadarChar');
    const shoesRow = radar.find((r: { id: number }) => r.id === shoes.id);
    expect(shoesRow).toMatchObject({ name: 'Calzado', orders: 3, units: 4, totalCents: bootUnit * 4 });
    expect(radar.find((r: { id: number }) => r.id === books.id)).toMatchObject({
      units: 4,
      totalCents: 1250 * 4,
    });

    const pie = await notification('getPieChar');
    expect(pie.find((r: { id: number }) => r.id === kids.id)).toMatchObject({
      name: 'Niños',
      orders: 2,
      units: 4,
    });
    expect(pie.find((r: { id: number }) => r.id === adults.id)).toMatchObject({ orders: 3, units: 4 });

    const report = await notification('salesReport');
    expect(report).toHaveLength(30);
    expect(report.at(-1).day).toBe(utcDay(new Date(now)));
    const inWindow = lines.filter((l) => l.at.getTime() > now - 30 * DAY);
    for (const day of report) {
      const those = inWindow.filter((l) => utcDay(l.at) === day.day);
      expect(day.orders, day.day).toBe(those.length);
      expect(day.totalCents, day.day).toBe(those.reduce((s, l) => s + cents(l), 0));
    }
    expect(report.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(lines.length - 1);

    const last = await notification('lastOrders');
    expect(last).toHaveLength(5);
    expect(last[0]).toMatchObject({ productName: 'Bota', quantity: 1, buyer: { firstName: 'Ana' } });
    expect(new Date(last[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(last[1].createdAt).getTime(),
    );

    const latest = await notification('newProduct');
    expect(latest.map((p: { id: number }) => p.id).slice(0, 2)).toEqual([tale.id, boot.id]);
  });

  it('refuses an unknown notification name with a Spanish field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers: authHeader(admin.token),
      payload: { name: 'dropTables' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ param: 'name', msg: 'Notificación desconocida' });
  });
});
