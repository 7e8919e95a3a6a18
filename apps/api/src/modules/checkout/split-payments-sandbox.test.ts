import { type Address, CHECKOUT_MSG, type CheckoutData, type CheckoutSession } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import { catalogFixture, shopper, TEST_ADDRESS } from '../../../test/catalog-fixtures.js';
import { buyerWith, invoicesOf, openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { balanceOf, ledgerProof } from '../../../test/money-kit.js';

// The sandbox provider plays Mercado Pago's marketplace for a shop without an application
// (split-payments.test.ts pays the same carts through the Mercado Pago stand-in).
describe('the sandbox simulates split payments (MP_MARKETPLACE=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ MP_MARKETPLACE: 'true', PUBLIC_URL: 'https://tienda.example' });
  });
  afterAll(() => t?.close());

  /** The seller follows the sandbox's authorization page and allows it. */
  async function linkInSandbox(seller: Shopper) {
    const url = new URL(
      (await seller.call('POST', '/api/money/mercadopago/link')).json<{ authorizationUrl: string }>()
        .authorizationUrl,
    );
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const href = page.body.match(/id="allow" href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    if (!href) throw new Error('no allow button');
    const back = new URL(href);
    const done = await seller.call('POST', '/api/money/mercadopago/link/complete', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(done.statusCode).toBe(200);
  }

  it('a linked seller’s items and the shop’s are paid in two parts, then sold', async () => {
    const fixture = await catalogFixture(t.db);
    const linked = await shopper(t.app);
    const unlinked = await shopper(t.app);
    await linkInSandbox(linked);
    const mine = await fixture.product({ priceCents: 2000, stock: 3, sellerId: linked.user.id });
    const theirs = await fixture.product({ priceCents: 1000, stock: 3, sellerId: unlinked.user.id });
    const buyer = await buyerWith(t.app, [
      { productId: theirs.id, quantity: 1 },
      { productId: mine.id, quantity: 2 },
    ]);
    const checkout = await openCheckout(buyer);
    expect(checkout.parts.map((p) => [p.sellerName, p.amountCents])).toEqual([
      [linked.user.userName, 4000],
      [null, 1000],
    ]);
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.body).toContain(CHECKOUT_MSG.partTitle(1, 2, linked.user.userName));

    const first = await sandboxPay(t.app, checkout.id, 'approve');
    expect(first.json()).toMatchObject({ status: 'approved' });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    const second = await sandboxPay(t.app, checkout.id, 'approve');
    expect(second.json()).toMatchObject({ status: 'approved' });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    // A third press finds nothing left to pay.
    expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(409);

    // The linked seller was paid at the source; the other waits for release and a transfer.
    expect(await balanceOf(linked)).toMatchObject({ pendingCents: 0, paidCents: 3400 });
    expect(await balanceOf(unlinked)).toMatchObject({ pendingCents: 850, paidCents: 0 });

    // Due for release (as RELEASE_DAYS after shipping would make them) and in a payout batch, only the transfer seller's money moves: a sale paid at the
    // source is never paid again by transfer.
    const orders = (
      await t.db.execute<{ id: number }>(
        sql`SELECT o.id FROM orders o JOIN invoices i ON i.id = o.invoice_id
            WHERE i.checkout_session_id = ${checkout.id}::uuid`,
      )
    ).rows;
    for (const o of orders)
      await t.db.execute(
        sql`INSERT INTO release_schedule (order_id, due_at) VALUES (${Number(o.id)}, now() - interval '1 minute') ON CONFLICT DO NOTHING`,
      );
    await t.app.releaseDueSales();
    expect(await balanceOf(linked)).toMatchObject({ pendingCents: 0, availableCents: 0, paidCents: 3400 });
    expect(await balanceOf(unlinked)).toMatchObject({ pendingCents: 0, availableCents: 850 });
    const admin = await rootSession(t.app, t.db);
    for (const who of [linked, unlinked])
      await who.call('PUT', '/api/money/payout-account', {
        holderName: who.user.userName,
        cbu: '2850590940090418135201',
      });
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payouts/batches',
      headers: authHeader(admin.token),
      payload: { sellerIds: [linked.user.id, unlinked.user.id] },
    });
    expect(batch.statusCode).toBe(201);
    expect(
      batch
        .json<{ payouts: { seller: { id: number }; amountCents: number }[] }>()
        .payouts.map((p) => [p.seller.id, p.amountCents]),
    ).toEqual([[unlinked.user.id, 850]]);
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('ships to the address chosen for the first part, though the next part is opened on the default', async () => {
    const fixture = await catalogFixture(t.db);
    const linked = await shopper(t.app);
    const unlinked = await shopper(t.app);
    await linkInSandbox(linked);
    const mine = await fixture.product({ priceCents: 2000, stock: 3, sellerId: linked.user.id });
    const theirs = await fixture.product({ priceCents: 1000, stock: 3, sellerId: unlinked.user.id });
    const buyer = await buyerWith(t.app, [
      { productId: mine.id, quantity: 1 },
      { productId: theirs.id, quantity: 1 },
    ]);
    // The book's default is TEST_ADDRESS; the buyer ships this purchase to another.
    const added = await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, street: 'Calle Elegida' });
    expect(added.statusCode).toBe(201);
    const chosen = added.json<Address>();
    const opened = await buyer.call('POST', '/api/checkout', { addressId: chosen.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const checkout = opened.json<CheckoutSession>();
    expect(checkout.parts).toHaveLength(2);
    expect((await sandboxPay(t.app, checkout.id, 'approve')).json()).toMatchObject({ status: 'approved' });

    // Back from the first part (Mercado Pago's return), the modal opens the same checkout again
    // with no address picked: it is kept, and so is its address.
    const again = await openCheckout(buyer);
    expect(again.id).toBe(checkout.id);
    expect((await sandboxPay(t.app, checkout.id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    if (!invoice) throw new Error('no invoice');
    const result = await buyer.call('GET', `/api/orders/checkout?invoiceId=${invoice.id}`);
    expect(result.json<CheckoutData>().shippingAddress).toMatchObject({ street: 'Calle Elegida' });
  });

  it('a checkout with nothing paid yet follows the address of each opening', async () => {
    const fixture = await catalogFixture(t.db);
    const product = await fixture.product({ priceCents: 1500, stock: 3 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]);
    const other = (
      await buyer.call('POST', '/api/addresses', { ...TEST_ADDRESS, street: 'Calle Otra' })
    ).json<Address>();
    const first = (
      await buyer.call('POST', '/api/checkout', { addressId: other.id })
    ).json<CheckoutSession>();
    // Opened again on the default: the same checkout, now shipping to the default.
    expect((await openCheckout(buyer)).id).toBe(first.id);
    expect((await sandboxPay(t.app, first.id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    const result = await buyer.call('GET', `/api/orders/checkout?invoiceId=${invoice?.id}`);
    expect(result.json<CheckoutData>().shippingAddress).toMatchObject({ street: TEST_ADDRESS.street });
  });
});
