import { CART_MSG, CHECKOUT_MSG, type CheckoutData, formatMoney, type InvoiceResult } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { catalogSuite, shopper, TEST_ADDRESS } from '../../../test/catalog-fixtures.js';
import {
  buyerWith,
  expectConfirmedAs,
  invoicesOf,
  openCheckout,
  ordersOf,
  sandboxPay,
  sessionOf,
  stockOf,
} from '../../../test/checkout-kit.js';
import { setStock } from '../../../test/factories.js';
import { checkoutSessions, products } from '../../db/schema.js';

const { t, fixture } = catalogSuite();

describe('POST /api/checkout', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/checkout' });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an empty cart with the cart's message", async () => {
    const buyer = await shopper(t.app);
    const response = await buyer.call('POST', '/api/checkout');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: CART_MSG.emptyCart });
  });

  it('snapshots the cart at server prices and reserves its stock', async () => {
    const shirt = await fixture.product({ priceCents: 1999, discount: 15, stock: 5 });
    const cap = await fixture.product({ priceCents: 500, stock: 3 });
    const buyer = await buyerWith(t.app, [
      { productId: shirt.id, quantity: 2 },
      { productId: cap.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);
    expect(checkout).toMatchObject({
      url: `/api/checkout/${checkout.id}`,
      provider: 'sandbox',
      totalCents: (1999 - 300) * 2 + 500,
      total: ((1999 - 300) * 2 + 500) / 100,
      units: 3,
    });
    expect(await stockOf(t.db, shirt.id)).toBe(3);
    expect(await stockOf(t.db, cap.id)).toBe(2);
    // Asking again returns the same session and takes nothing more.
    expect((await openCheckout(buyer)).id).toBe(checkout.id);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
  });

  it('re-snapshots when the cart changed: the old reservation is released, a new one taken', async () => {
    const shirt = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: shirt.id, quantity: 1 }]);
    const first = await openCheckout(buyer);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
    await buyer.call('POST', '/api/shoppingCart', { productId: shirt.id, quantity: 2 });
    const second = await openCheckout(buyer);
    expect(second.id).not.toBe(first.id);
    expect(second.units).toBe(3);
    expect(await stockOf(t.db, shirt.id)).toBe(2);
    expect((await sessionOf(t.db, first.id))?.status).toBe('expired');
  });

  it("refuses a buyer's own product with 403", async () => {
    const seller = await shopper(t.app);
    const mine = await fixture.product({ sellerId: seller.user.id, stock: 4 });
    const other = await fixture.product({ stock: 4 });
    await t.db.insert((await import('../../db/schema.js')).cartLines).values([
      { userId: seller.user.id, productId: other.id, variantId: other.variantId, quantity: 1 },
      { userId: seller.user.id, productId: mine.id, variantId: mine.variantId, quantity: 1 },
    ]);
    const response = await seller.call('POST', '/api/checkout');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: CART_MSG.ownProduct });
    expect(await stockOf(t.db, other.id)).toBe(4);
    expect(await stockOf(t.db, mine.id)).toBe(4);
  });

  it('refuses a product deactivated since it was added, naming it', async () => {
    const gone = await fixture.product({ name: 'Reloj retirado', stock: 4 });
    const buyer = await buyerWith(t.app, [{ productId: gone.id, quantity: 1 }]);
    await t.db.update(products).set({ active: false }).where(eq(products.id, gone.id));
    const response = await buyer.call('POST', '/api/checkout');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: CHECKOUT_MSG.unavailable('Reloj retirado') });
    expect(await stockOf(t.db, gone.id)).toBe(4);
  });

  it('refuses with a Spanish message naming the product when the stock is gone, taking nothing', async () => {
    const plenty = await fixture.product({ stock: 9 });
    const scarce = await fixture.product({ name: 'Lámpara escasa', stock: 2 });
    const buyer = await buyerWith(t.app, [
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 2 },
    ]);
    await setStock(t.db, scarce.id, 1);
    const response = await buyer.call('POST', '/api/checkout');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: CHECKOUT_MSG.noStock('Lámpara escasa') });
    expect(await stockOf(t.db, plenty.id)).toBe(9);
    expect(await stockOf(t.db, scarce.id)).toBe(1);
  });
});

describe('GET /api/checkout', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the open checkout as opening it did, reserving nothing', async () => {
    const shirt = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: shirt.id, quantity: 2 }]);
    const none = await buyer.call('GET', '/api/checkout');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ msg: CHECKOUT_MSG.noOpenSession });
    // Asking does not open one: the stock is untouched.
    expect(await stockOf(t.db, shirt.id)).toBe(5);

    const opened = await openCheckout(buyer);
    const current = await buyer.call('GET', '/api/checkout');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(opened);
    expect(await stockOf(t.db, shirt.id)).toBe(3);

    // A changed cart is not re-snapshotted by reading: the open checkout stays as it was.
    await buyer.call('POST', '/api/shoppingCart', { productId: shirt.id, quantity: 1 });
    expect((await buyer.call('GET', '/api/checkout')).json()).toEqual(opened);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
  });

  it('answers 404 once the checkout is closed or its reservation lapsed', async () => {
    const buyer = await buyerWith(t.app, [
      { productId: (await fixture.product({ stock: 5 })).id, quantity: 1 },
    ]);
    const opened = await openCheckout(buyer);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, opened.id));
    expect((await buyer.call('GET', '/api/checkout')).statusCode).toBe(404);

    const paid = await openCheckout(buyer);
    expect((await sandboxPay(t.app, paid.id, 'approve')).statusCode).toBe(200);
    expect((await buyer.call('GET', '/api/checkout')).statusCode).toBe(404);
  });
});

describe('GET /api/checkout/{id}', () => {
  it('answers a Spanish 404 page for an unknown or malformed checkout id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/checkout/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(CHECKOUT_MSG.notFound);
    }
  });

  it('escapes product names in the page', async () => {
    const odd = await fixture.product({ name: '<img src=x onerror=alert(1)>' });
    const buyer = await buyerWith(t.app, [{ productId: odd.id, quantity: 1 }]);
    const page = await t.app.inject({ method: 'GET', url: (await openCheckout(buyer)).url });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('DELETE /api/checkout', () => {
  it('gives the reserved stock back when the buyer closes the payment modal', async () => {
    const shirt = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: shirt.id, quantity: 2 }]);
    const checkout = await openCheckout(buyer);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
    const response = await buyer.call('DELETE', '/api/checkout');
    expect(response.json()).toEqual({ released: true });
    expect(await stockOf(t.db, shirt.id)).toBe(5);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('expired');
    expect((await buyer.call('DELETE', '/api/checkout')).json()).toEqual({ released: false });
    expect(await stockOf(t.db, shirt.id)).toBe(5);
  });
});

describe('the whole purchase through the sandbox', () => {
  it('pays, finalizes on the signed notification, empties the cart and answers the invoice', async () => {
    const shirt = await fixture.product({ name: 'Camisa de lino', priceCents: 2000, discount: 10, stock: 5 });
    const seller = await shopper(t.app);
    const cap = await fixture.product({ name: 'Gorra', priceCents: 750, stock: 2, sellerId: seller.user.id });
    const buyer = await buyerWith(t.app, [
      { productId: shirt.id, quantity: 2 },
      { productId: cap.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);

    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Camisa de lino');
    expect(page.body).toContain('Pagar');
    expect(page.body).toContain('Cancelar pago');
    expect(page.body).toContain(CHECKOUT_MSG.installments(12));
    // 'Cuotas' lists each choice with its amount, as a card payment page does.
    const total = checkout.totalCents;
    expect(page.body).toContain(`<option value="1">1 pago de ${formatMoney(total)}</option>`);
    expect(page.body).toContain(
      `<option value="3">3 cuotas de ${formatMoney(Math.ceil(total / 3))}</option>`,
    );
    expect(page.body.match(/<option value=/g)).toHaveLength(12);
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('mercadopago');
    const script = await t.app.inject({ method: 'GET', url: '/api/checkout-assets/sandbox.js' });
    expect(script.headers['content-type']).toContain('text/javascript');

    const sales: unknown[] = [];
    const stop = t.app.events.subscribe('sale', (sale) => sales.push(sale));
    const paid = await sandboxPay(t.app, checkout.id, 'approve');
    expect(paid.statusCode).toBe(200);
    const { paymentId, status } = paid.json<{ paymentId: string; status: string }>();
    expect(status).toBe('approved');

    // The notification already finalized it; /ResponseMP's confirmation finds the same invoice.
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(invoice).toMatchObject({ totalCents: 3600 + 750, checkoutSessionId: checkout.id });
    await expectConfirmedAs(buyer, paymentId, invoice);
    expect(invoice?.invoiceNumber).toMatch(/^F-\d{6}$/);
    // The sale event leaves through the outbox worker, after the commit: wait for its delivery.
    const sale = { invoiceId: invoice?.id, userId: buyer.user.id, totalCents: 4350 };
    await vi.waitFor(() => expect(sales).toEqual([sale]), { timeout: 10_000, interval: 20 });
    stop();

    const orderRows = await ordersOf(t.db, buyer.user.id);
    expect(orderRows).toHaveLength(2);
    expect(orderRows.find((o) => o.productId === shirt.id)).toMatchObject({
      productName: 'Camisa de lino',
      unitPriceCents: 2000,
      discount: 10,
      quantity: 2,
      totalCents: 3600,
      status: 'reception',
      productImage: `/uploads/test/${shirt.id}-0.webp`,
    });
    // Seller, category and genre are the product's, copied by the sale (the sales charts read them).
    expect(orderRows.find((o) => o.productId === cap.id)).toMatchObject({
      sellerId: seller.user.id,
      categoryId: cap.categoryId,
      genreId: cap.genreId,
    });
    expect(cap.categoryId).toEqual(expect.any(Number));
    expect(orderRows.every((o) => /^P-\d{6}$/.test(o.orderNumber))).toBe(true);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
    expect(await stockOf(t.db, cap.id)).toBe(1);
    expect((await buyer.call('GET', '/api/shoppingCart')).json()).toMatchObject({ lines: [], units: 0 });
    const session = await sessionOf(t.db, checkout.id);
    expect(session?.status).toBe('approved');
    expect(session?.finalizedAt).toBeInstanceOf(Date);

    const data = (
      await buyer.call('GET', `/api/orders/checkout?invoiceId=${invoice?.id}`)
    ).json<CheckoutData>();
    expect(data.invoice?.invoiceNumber).toBe(invoice?.invoiceNumber);
    expect(data.lines.map((l) => l.name)).toEqual(['Camisa de lino', 'Gorra']);
    // List price, discount and net total, as the invoice's orders and PDF give them.
    expect(data.lines[0]).toMatchObject({
      unitPriceCents: 2000,
      discount: 10,
      quantity: 2,
      totalCents: 3600,
    });
    expect(data.user.email).toBe(buyer.user.email);
    // Where it ships: the address the checkout was opened with, not the profile's text.
    expect(data.shippingAddress).toMatchObject({ street: TEST_ADDRESS.street, city: TEST_ADDRESS.city });

    const result = await buyer.call('POST', '/api/invoice');
    expect(result.statusCode).toBe(200);
    const invoiceResult = result.json<InvoiceResult>();
    expect(invoiceResult.invoice.id).toBe(invoice?.id);
    expect(invoiceResult.reviews.map((r) => r.productId).sort()).toEqual([shirt.id, cap.id].sort());
  });
});
