import {
  ADDRESS_MSG,
  type Address,
  type AddressList,
  CHECKOUT_MSG,
  CLAIM_MSG,
  type NoticePage,
  ORDERS_MSG,
  type OrderDetail,
  type OrderLine,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper, TEST_ADDRESS } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  ledgerProof,
  type MoneySuite,
  refund,
  refundsOf,
  startMoneySuite,
} from '../../../test/money-kit.js';
import { openStream } from '../../../test/sse-client.js';

let t: TestApp;
let suite: MoneySuite;
let admin: Shopper;

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t, admin } = suite);
});
afterAll(() => suite?.close());

const SHIP = { status: 'shipped', carrier: 'andreani', trackingNumber: 'AND-778899' };
const detailOf = async (who: Shopper, orderNumber: string) =>
  (await who.call('GET', `/api/orders/${orderNumber}`)).json<OrderDetail>();
const noticesOf = async (who: Shopper) => (await who.call('GET', '/api/notifications')).json<NoticePage>();
const stockOf = async (productId: number) =>
  Number(
    (await t.db.execute<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${productId}`)).rows[0]
      ?.stock,
  );

describe('the address book', () => {
  it('keeps one default, refuses bad input in Spanish and changing nothing, and hides others’ addresses', async () => {
    const buyer = await shopper(t.app); // comes with TEST_ADDRESS, its default
    const [first] = (await buyer.call('GET', '/api/addresses')).json<AddressList>().items;
    expect(first).toMatchObject({ ...TEST_ADDRESS, isDefault: true });

    const noPostalCode = await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, postalCode: '' });
    expect(noPostalCode.statusCode).toBe(400);
    expect(noPostalCode.json()).toEqual({
      errors: [{ param: 'postalCode', msg: ADDRESS_MSG.postalCodeRequired }],
    });
    const badPhone = await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, phone: 'llamame' });
    expect(badPhone.json().errors[0]).toEqual({ param: 'phone', msg: ADDRESS_MSG.phoneFormat });
    const controlled = await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, street: 'Calle\u0007' });
    expect(controlled.statusCode).toBe(400);
    expect((await buyer.call('GET', '/api/addresses')).json<AddressList>().items).toHaveLength(1);

    const second = (
      await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, street: 'San Martín', isDefault: true })
    ).json<Address>();
    let book = (await buyer.call('GET', '/api/addresses')).json<AddressList>().items;
    expect(book.map((a) => [a.street, a.isDefault])).toEqual([
      ['San Martín', true],
      ['Av. Corrientes', false],
    ]);

    const stranger = await shopper(t.app);
    for (const [method, url] of [
      ['PUT', `/api/addresses/${second.id}`],
      ['DELETE', `/api/addresses/${second.id}`],
      ['POST', `/api/addresses/${second.id}/default`],
    ] as const) {
      const theirs = await stranger.call(method, url, method === 'PUT' ? TEST_ADDRESS : undefined);
      const missing = await stranger.call(
        method,
        url.replace(String(second.id), '999999'),
        method === 'PUT' ? TEST_ADDRESS : undefined,
      );
      expect([theirs.statusCode, theirs.json()]).toEqual([404, { msg: ADDRESS_MSG.notFound }]);
      expect(missing.json()).toEqual(theirs.json());
    }

    // Removing the default hands it to the remaining one.
    book = (await buyer.call('DELETE', `/api/addresses/${second.id}`)).json<AddressList>().items;
    expect(book.map((a) => [a.street, a.isDefault])).toEqual([['Av. Corrientes', true]]);
  });

  it('refuses a checkout with no address, or with someone else’s, reserving nothing', async () => {
    const product = await suite.fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 2 }]);
    const [own] = (await buyer.call('GET', '/api/addresses')).json<AddressList>().items;
    const stranger = await shopper(t.app);
    const [theirs] = (await stranger.call('GET', '/api/addresses')).json<AddressList>().items;

    const foreign = await buyer.call('POST', '/api/checkout', { addressId: theirs?.id });
    expect(foreign.json()).toEqual({ errors: [{ param: 'addressId', msg: ADDRESS_MSG.notFound }] });
    await buyer.call('DELETE', `/api/addresses/${own?.id}`);
    const none = await buyer.call('POST', '/api/checkout');
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { errors: [{ param: 'addressId', msg: ADDRESS_MSG.needed }] },
    ]);
    expect(await stockOf(product.id)).toBe(5);
  });
});

describe('an order’s life', () => {
  it('ships to the address chosen at checkout, as it was then, and tells the seller what to ship and where', async () => {
    const seller = await shopper(t.app);
    const product = await suite.fixture.product({ sellerId: seller.user.id, priceCents: 2_500, stock: 4 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 2 }]);
    const other = (
      await buyer.call('POST', '/api/addresses', {
        ...TEST_ADDRESS,
        street: 'Belgrano',
        number: '55',
        postalCode: 'X5000',
      })
    ).json<Address>();
    // Opened with the default, then switched before paying: the checkout ships to the last choice.
    await openCheckout(buyer);
    const checkout = (await buyer.call('POST', '/api/checkout', { addressId: other.id })).json<{
      id: string;
    }>();
    const stream = await openStream(t.app, seller.token, '/api/notifications/events');
    try {
      await stream.next('ready');
      expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
      await stream.next('notice');
    } finally {
      stream.close();
    }
    // A second delivery of the payment notifies nobody again.
    await sandboxPay(t.app, checkout.id, 'approve');

    const [sold] = (await seller.call('GET', '/api/sales/user')).json<{ items: OrderLine[] }>().items;
    if (!sold) throw new Error('no sale');
    // The book changes later; the order keeps the copy.
    await buyer.call('PUT', `/api/addresses/${other.id}`, { ...TEST_ADDRESS, street: 'Otra calle' });
    const detail = await detailOf(seller, sold.orderNumber);
    expect(detail.shippingAddress).toMatchObject({ street: 'Belgrano', number: '55', postalCode: 'X5000' });

    const mail = await suite.inbox.next(
      seller.user.email,
      `¡Vendiste! ${product.name} (orden ${sold.orderNumber})`,
    );
    expect(mail.text).toContain('Envíalo a: Belgrano 55, 5° B, Buenos Aires (X5000), CABA');
    expect(mail.text).toContain('/userSales');
    expect(mail.html).toContain('<a href=');
    const shop = t.app.env.publicUrl;
    const picture = `${shop}/uploads/test/${product.id}-0.webp`;
    expect(mail.html).toContain(`src="${picture}"`);

    // The buyer's receipt, in the shop's template: the order number, the product with its picture
    // (absolute, on the shop's host, named in its alt text), where it ships, the total, and the
    // next step to 'Mis compras'.
    const receipt = await suite.inbox.next(buyer.user.email, CHECKOUT_MSG.receiptSubject(sold.invoiceNumber));
    const receiptHtml = String(receipt.html);
    expect(receiptHtml).toContain(`Orden ${sold.orderNumber}`);
    expect(receiptHtml).toContain(`<img src="${picture}" alt="${product.name}"`);
    expect(receiptHtml).toContain('Belgrano 55, 5° B, Buenos Aires (X5000), CABA');
    expect(receiptHtml).toContain(`href="${shop}/mis-compras"`);
    expect(receipt.text).toContain(`Orden ${sold.orderNumber}`);
    expect(receipt.text).toContain('Envío a: Belgrano 55, 5° B, Buenos Aires (X5000), CABA');
    expect(receipt.text).toContain('Total pagado: US$ 50,00');
    expect(receipt.text).toContain(`Seguir mi compra: ${shop}/mis-compras`);
    const bell = await noticesOf(seller);
    expect(bell).toMatchObject({ total: 1, unread: 1 });
    expect(bell.items[0]).toMatchObject({
      event: 'sold',
      kind: 'sale',
      read: false,
      data: { orderNumber: sold.orderNumber, quantity: 2 },
    });
    expect(
      suite.inbox.mailsTo(seller.user.email).filter((m) => m.subject?.startsWith('¡Vendiste!')),
    ).toHaveLength(1);
  });

  it('moves forward with the carrier and tracking number, tells the buyer at each step and keeps who and when', async () => {
    const { seller, buyer, orderNumber, orderId } = await suite.sellerWithSale({ priceCents: 4_000 });
    const url = `/api/orders/${orderNumber}/status`;
    const noCarrier = await seller.call('PUT', url, { status: 'shipped', trackingNumber: 'AB-1234' });
    expect(noCarrier.json()).toEqual({ errors: [{ param: 'carrier', msg: ORDERS_MSG.carrierRequired }] });
    for (const trackingNumber of ['AB\u00071234', 'AB\n1234', '<b>1234</b>', 'x']) {
      const bad = await seller.call('PUT', url, { ...SHIP, trackingNumber });
      expect(bad.statusCode, trackingNumber).toBe(400);
    }
    expect((await detailOf(seller, orderNumber)).status).toBe('reception');

    const shipped = await seller.call('PUT', url, SHIP);
    expect(shipped.json<OrderLine>()).toMatchObject({
      status: 'shipped',
      shipping: { carrier: 'andreani', trackingNumber: 'AND-778899' },
    });
    const told = await suite.inbox.next(buyer.user.email, `Tu compra está en camino (orden ${orderNumber})`);
    expect(told.text).toContain('Correo: Andreani · Número de seguimiento: AND-778899');
    // In the shop's template: the order, the product's picture, where it goes, and 'Mis compras'.
    const shop = t.app.env.publicUrl;
    expect(told.html).toContain(`Orden ${orderNumber}`);
    expect(told.html).toMatch(new RegExp(`<img src="${shop}/uploads/test/\\d+-0\\.webp" alt="`));
    expect(told.text).toContain('Envío a: Av. Corrientes 1234, 5° B, Buenos Aires (C1043), CABA');
    expect(told.html).toMatch(new RegExp(`<a href="${shop}/mis-compras"[^>]*>Seguir mi compra</a>`));
    expect(told.text).not.toContain('/userInvoices');
    // The buyer sees it in 'Facturas de compra' (the invoice's orders).
    const invoices = (await buyer.call('GET', '/api/invoice/user')).json<{ items: { id: number }[] }>();
    const invoice = (await buyer.call('GET', `/api/invoice/${invoices.items[0]?.id}`)).json<{
      orders: OrderLine[];
    }>();
    expect(invoice.orders[0]?.shipping).toMatchObject({ carrier: 'andreani', trackingNumber: 'AND-778899' });

    expect((await buyer.call('PUT', url, { status: 'received' })).statusCode).toBe(200);
    await suite.inbox.next(buyer.user.email, `Recibiste tu compra (orden ${orderNumber})`);
    await suite.inbox.next(seller.user.email, `Entregaste la orden ${orderNumber}`);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 3_400 });

    const history = (await detailOf(buyer, orderNumber)).events;
    expect(history.map((e) => [e.kind, e.actorRole, e.detail])).toEqual([
      ['shipped', 'seller', 'Andreani AND-778899'],
      ['received', 'buyer', null],
    ]);
    const [row] = (
      await t.db.execute<{ shipped: boolean; received: boolean }>(
        sql`SELECT shipped_at IS NOT NULL AS shipped, received_at IS NOT NULL AS received FROM orders WHERE id = ${orderId}`,
      )
    ).rows;
    expect(row).toEqual({ shipped: true, received: true });
  });

  it('sends no e-mail of a kind the user turned off, and still lists it in the bell', async () => {
    const { seller, buyer, orderNumber } = await suite.sellerWithSale();
    const off = await buyer.call('PUT', '/api/notifications/mail', {
      sale: true,
      shipping: false,
      cancellation: true,
      claim: true,
      question: true,
      wishlist: true,
    });
    expect(off.json()).toEqual({
      sale: true,
      shipping: false,
      cancellation: true,
      claim: true,
      question: true,
      wishlist: true,
    });
    expect((await buyer.call('PUT', '/api/notifications/mail', { sale: 'no' })).statusCode).toBe(400);
    await seller.call('PUT', `/api/orders/${orderNumber}/status`, SHIP);
    await buyer.call('PUT', `/api/orders/${orderNumber}/status`, { status: 'received' });
    // The seller's notice was queued in the same transaction as the buyer's 'Recibiste': once it has
    // arrived, the buyer's would have too.
    await suite.inbox.next(seller.user.email, `Entregaste la orden ${orderNumber}`);
    const bell = await noticesOf(buyer);
    expect(bell.items.map((n) => n.event)).toEqual(['delivered', 'shipped']);
    expect(suite.inbox.mailsTo(buyer.user.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Gracias|^Compra|F-/),
    ]);

    // Marking read: one, then all; someone else's ids are left alone.
    const sellerBell = await noticesOf(seller);
    const strangerMark = await buyer.call('POST', '/api/notifications/read', {
      ids: sellerBell.items.map((n) => n.id),
    });
    expect(strangerMark.json()).toEqual({ unread: 2 });
    expect((await noticesOf(seller)).unread).toBe(sellerBell.unread);
    const [newest] = bell.items;
    expect((await buyer.call('POST', '/api/notifications/read', { ids: [newest?.id] })).json()).toEqual({
      unread: 1,
    });
    expect((await buyer.call('POST', '/api/notifications/read', {})).json()).toEqual({ unread: 0 });
  });

  it('lets the seller cancel before shipping: the buyer is refunded in full, the units return, the buyer is told', async () => {
    const { seller, buyer, orderNumber, product } = await suite.sellerWithSale({
      priceCents: 3_000,
      quantity: 2,
      stock: 5,
    });
    expect(await stockOf(product.id)).toBe(3);
    const url = `/api/orders/${orderNumber}/cancel`;
    const stranger = await shopper(t.app);
    const theirs = await stranger.call('POST', url, { reason: 'Sin stock real' });
    const missing = await stranger.call('POST', '/api/orders/P-987654321/cancel', {
      reason: 'Sin stock real',
    });
    expect([theirs.statusCode, theirs.body]).toEqual([missing.statusCode, missing.body]);
    expect((await buyer.call('POST', url, { reason: 'Me arrepentí' })).json()).toEqual({
      msg: ORDERS_MSG.cancelForbidden,
    });
    expect((await seller.call('POST', url, { reason: 'no' })).json()).toEqual({
      errors: [{ param: 'reason', msg: ORDERS_MSG.cancelReasonRequired }],
    });

    const cancelled = await seller.call('POST', url, { reason: 'Se rompió en el depósito' });
    expect(cancelled.json<OrderLine>()).toMatchObject({
      status: 'cancelled',
      cancelled: { reason: 'Se rompió en el depósito' },
      refundedCents: 6_000,
    });
    expect(await refundsOf(buyer, orderNumber)).toMatchObject({
      refundableCents: 0,
      refunds: [{ status: 'done', amountCents: 6_000 }],
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const mail = await suite.inbox.next(buyer.user.email, `Tu orden ${orderNumber} fue cancelada`);
    expect(mail.text).toContain('Motivo: Se rompió en el depósito');

    // Forward only: nothing moves a cancelled order, and it cannot be cancelled twice or claimed.
    expect((await seller.call('POST', url, { reason: 'Otra vez más' })).statusCode).toBe(409);
    expect((await seller.call('PUT', `/api/orders/${orderNumber}/status`, SHIP)).statusCode).toBe(409);
    const claim = await buyer.call('POST', `/api/orders/${orderNumber}/claim`, {
      reason: 'not_arrived',
      body: 'No llegó nunca',
    });
    expect([claim.statusCode, claim.json()]).toEqual([409, { msg: CLAIM_MSG.cancelledOrder }]);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it("refuses the buyer's 'Recibido' before the order is shipped: the seller's money stays pending", async () => {
    const { seller, buyer, orderNumber } = await suite.sellerWithSale({ priceCents: 4_000 });
    const url = `/api/orders/${orderNumber}/status`;
    const early = await buyer.call('PUT', url, { status: 'received' });
    expect([early.statusCode, early.json()]).toEqual([409, { msg: ORDERS_MSG.receivedBeforeShipped }]);
    const byAdmin = await admin.call('PUT', url, { status: 'received' });
    expect([byAdmin.statusCode, byAdmin.json()]).toEqual([409, { msg: ORDERS_MSG.receivedBeforeShipped }]);
    expect((await detailOf(buyer, orderNumber)).status).toBe('reception');
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 3_400, availableCents: 0 });
    // Once shipped it can be received, and the money is released.
    expect((await seller.call('PUT', url, SHIP)).statusCode).toBe(200);
    expect((await buyer.call('PUT', url, { status: 'received' })).statusCode).toBe(200);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 3_400 });
  });

  it('closes a line refunded in full: it is not shipped, received or refunded again', async () => {
    const { seller, buyer, orderNumber } = await suite.sellerWithSale({ priceCents: 2_500 });
    expect((await refund(seller, orderNumber, 1_000)).statusCode).toBe(200);
    // Partly refunded, it still ships; refunded in full, it does not.
    const { seller: other, orderNumber: whole } = await suite.sellerWithSale({ priceCents: 2_500 });
    expect((await refund(other, whole, 2_500)).statusCode).toBe(200);
    const ship = await other.call('PUT', `/api/orders/${whole}/status`, SHIP);
    expect([ship.statusCode, ship.json()]).toEqual([409, { msg: ORDERS_MSG.refundedClosed }]);
    const byAdmin = await admin.call('PUT', `/api/orders/${whole}/status`, SHIP);
    expect(byAdmin.statusCode).toBe(409);
    const again = await refund(other, whole, 1);
    expect(again.statusCode).toBe(409);
    expect((await detailOf(other, whole)).status).toBe('reception');
    expect((await seller.call('PUT', `/api/orders/${orderNumber}/status`, SHIP)).statusCode).toBe(200);
    expect((await detailOf(buyer, orderNumber)).status).toBe('shipped');
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('refuses to cancel once shipped', async () => {
    const { seller, orderNumber } = await suite.sellerWithSale();
    await seller.call('PUT', `/api/orders/${orderNumber}/status`, SHIP);
    const late = await seller.call('POST', `/api/orders/${orderNumber}/cancel`, { reason: 'Cambié de idea' });
    expect([late.statusCode, late.json()]).toEqual([409, { msg: ORDERS_MSG.cancelAfterShipping }]);
    const asAdmin = await admin.call('POST', `/api/orders/${orderNumber}/cancel`, {
      reason: 'Cambié de idea',
    });
    expect(asAdmin.statusCode).toBe(409);
    expect((await detailOf(seller, orderNumber)).status).toBe('shipped');
  });
});
