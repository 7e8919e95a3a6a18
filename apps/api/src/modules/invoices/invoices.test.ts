import { formatMoney, type InvoiceDetail, type InvoicePage, ORDERS_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import { catalogFixture, catalogSuite, shopper } from '../../../test/catalog-fixtures.js';
import { createPurchase } from '../../../test/purchase-fixtures.js';

const { t, fixture } = catalogSuite();

/** A buyer's invoice of two lines: 2 × $12.50 at 20% off ($20) and 1 × $7 ($7). */
async function invoiceOf() {
  const seller = await shopper(t.app);
  const buyer = await shopper(t.app);
  const discounted = await fixture.product({ sellerId: seller.user.id, priceCents: 1250, discount: 20 });
  const plain = await fixture.product({
    name: `Añil señorial ${Date.now()}`,
    sellerId: seller.user.id,
    priceCents: 700,
  });
  const purchase = await createPurchase(t.db, {
    buyerId: buyer.user.id,
    lines: [
      { product: discounted, quantity: 2 },
      { product: plain, quantity: 1 },
    ],
  });
  return { seller, buyer, discounted, plain, invoice: purchase.invoice, orders: purchase.orders };
}

describe('GET /api/invoice/user', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/invoice/user' })).statusCode).toBe(401);
  });

  it("lists the buyer's own invoices, newest first, paginated", async () => {
    const { buyer, invoice, discounted } = await invoiceOf();
    const newer = await createPurchase(t.db, {
      buyerId: buyer.user.id,
      lines: [{ product: discounted, quantity: 1 }],
    });
    const first = (await buyer.call('GET', '/api/invoice/user?pageSize=1')).json<InvoicePage>();
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((i) => i.id)).toEqual([newer.invoice.id]);
    const second = (await buyer.call('GET', '/api/invoice/user?pageSize=1&page=2')).json<InvoicePage>();
    expect(second.items).toEqual([
      {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        createdAt: invoice.createdAt.toISOString(),
        total: 27,
        totalCents: 2700,
        ordersCount: 2,
        user: { id: buyer.user.id, userName: buyer.user.userName, firstName: null, lastName: 'Pérez' },
      },
    ]);
    const other = await shopper(t.app);
    expect((await other.call('GET', '/api/invoice/user')).json<InvoicePage>()).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('GET /api/invoice/all', () => {
  it('is for administrators and finds by invoice number, user name or e-mail', async () => {
    const { buyer, invoice } = await invoiceOf();
    expect((await t.app.inject({ method: 'GET', url: '/api/invoice/all' })).statusCode).toBe(401);
    expect((await buyer.call('GET', '/api/invoice/all')).statusCode).toBe(403);
    const admin = await rootSession(t.app, t.db);
    const get = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/invoice/all?q=${encodeURIComponent(q)}`,
          headers: authHeader(admin.token),
        })
      ).json<InvoicePage>();
    for (const q of [invoice.invoiceNumber, buyer.user.userName, buyer.user.email]) {
      const page = await get(q);
      expect(page.items.map((i) => i.id)).toEqual([invoice.id]);
      expect(page.total).toBe(1);
    }
    expect((await get('nadie-con-este-nombre')).total).toBe(0);
  });
});

describe('GET /api/invoice/{id}', () => {
  it('shows the buyer and an admin every line with its status; 404 to anyone else', async () => {
    const { buyer, seller, invoice, orders, discounted, plain } = await invoiceOf();
    const url = `/api/invoice/${invoice.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await buyer.call('GET', url);
    expect(response.statusCode).toBe(200);
    const detail = response.json<InvoiceDetail>();
    expect(detail).toMatchObject({ invoiceNumber: invoice.invoiceNumber, totalCents: 2700, ordersCount: 2 });
    expect(
      detail.orders.map((o) => [
        o.orderNumber,
        o.product.name,
        o.quantity,
        o.discount,
        o.totalCents,
        o.status,
      ]),
    ).toEqual([
      [orders[0]?.orderNumber, discounted.name, 2, 20, 2000, 'reception'],
      [orders[1]?.orderNumber, plain.name, 1, 0, 700, 'reception'],
    ]);
    const admin = await rootSession(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url, headers: authHeader(admin.token) })).statusCode).toBe(
      200,
    );
    // The seller sees their sales, not the buyer's invoice.
    const hidden = await seller.call('GET', url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ msg: ORDERS_MSG.invoiceNotFound });
    expect((await buyer.call('GET', '/api/invoice/2147483647')).statusCode).toBe(404);
    expect((await buyer.call('GET', '/api/invoice/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/invoice/{id}/pdf', () => {
  it('sends an A4 PDF named with the invoice number, holding the number, total, buyer’s e-mail and address', async () => {
    const { buyer, invoice, plain } = await invoiceOf();
    await t.db.execute(
      sql`UPDATE checkout_sessions SET shipping_address = ${JSON.stringify({
        street: 'Av. Corrientes',
        number: '1234',
        floorApt: '5° B',
        city: 'Buenos Aires',
        province: 'CABA',
        postalCode: 'C1043',
        phone: '+54 11 5555-0000',
        notes: null,
      })}::jsonb WHERE id = (SELECT checkout_session_id FROM invoices WHERE id = ${invoice.id})`,
    );
    const response = await buyer.call('GET', `/api/invoice/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoiceNumber}.pdf"`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Bazar');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain(formatMoney(2700));
    expect(text).toContain('Total Monto');
    expect(text).toContain('Sin descuento');
    expect(text).toContain(plain.name);
    expect(text).toContain(`Correo: ${buyer.user.email}`);
    expect(text).toContain('Envío: Av. Corrientes 1234, 5° B, Buenos Aires (C1043), CABA');
    const page = await pdf.getPage(1);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    expect(Math.abs(x1 - x0 - (210 * 72) / 25.4)).toBeLessThan(1);
    expect(Math.abs(y1 - y0 - (297 * 72) / 25.4)).toBeLessThan(1);
  });

  it("is dated by the shop's day: a purchase at 23:30 in Buenos Aires, not the next UTC day", async () => {
    const buyer = await shopper(t.app);
    const product = await fixture.product();
    // 02:30 UTC on 10 March is 23:30 on 9 March in Buenos Aires, the default SHOP_TIME_ZONE.
    const { invoice } = await createPurchase(t.db, {
      buyerId: buyer.user.id,
      lines: [{ product, quantity: 1 }],
      createdAt: new Date('2026-03-10T02:30:00Z'),
    });
    const response = await buyer.call('GET', `/api/invoice/${invoice.id}/pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    // As Argentines read dates: dd/mm/yyyy.
    expect(text).toContain('Fecha: 09/03/2026');
    expect(text).not.toContain('10/03/2026');
  });

  it('is dated in the zone SHOP_TIME_ZONE names', async () => {
    const tokyo = await buildAccountsApp({ SHOP_TIME_ZONE: 'Asia/Tokyo' });
    try {
      const buyer = await shopper(tokyo.app);
      const product = await (await catalogFixture(tokyo.db)).product();
      // 16:00 UTC on 9 March: 13:00 that day in Buenos Aires, 01:00 on the 10th in Tokyo.
      const { invoice } = await createPurchase(tokyo.db, {
        buyerId: buyer.user.id,
        lines: [{ product, quantity: 1 }],
        createdAt: new Date('2026-03-09T16:00:00Z'),
      });
      const response = await buyer.call('GET', `/api/invoice/${invoice.id}/pdf`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
        mergePages: true,
      });
      expect(text).toContain('Fecha: 10/03/2026');
    } finally {
      await tokyo.close();
    }
  });

  it('continues a long invoice on further pages of the same size, with the total at the end', async () => {
    const buyer = await shopper(t.app);
    const lines = [];
    for (let i = 0; i < 60; i++)
      lines.push({ product: await fixture.product({ priceCents: 100 }), quantity: 1 });
    const { invoice } = await createPurchase(t.db, { buyerId: buyer.user.id, lines });
    const response = await buyer.call('GET', `/api/invoice/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBeGreaterThan(1);
    const last = await pdf.getPage(pdf.numPages);
    expect(Math.abs((last.view[2] ?? 0) - (210 * 72) / 25.4)).toBeLessThan(1);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text.at(-1)).toContain(`Total Monto: ${formatMoney(6000)}`);
    expect(text.join('\n')).toContain(lines[59]?.product.name);
  });

  it('is for the buyer or an admin: 401 for a visitor, 404 for another user', async () => {
    const { seller, invoice } = await invoiceOf();
    const url = `/api/invoice/${invoice.id}/pdf`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await seller.call('GET', url);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
    const admin = await rootSession(t.app, t.db);
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: authHeader(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
