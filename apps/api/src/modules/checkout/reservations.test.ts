import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHECKOUT_MSG } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import {
  buyerWith,
  checkoutSuite,
  confirm,
  invoicesOf,
  openCheckout,
  ordersOf,
  sandboxPay,
  sessionOf,
  stockOf,
} from '../../../test/checkout-kit.js';
import { repriceProduct } from '../../../test/factories.js';
import { checkoutSessions } from '../../db/schema.js';

const { t, sandbox, openPurchase } = checkoutSuite();

/** The products every `productsChanged` event named from now on (what the caches hear). */
function productChanges() {
  const seen: number[][] = [];
  const stop = t.app.events.subscribe('productsChanged', ({ productIds }) => seen.push(productIds), {
    now: true,
  });
  return { seen, stop };
}

describe('reservations', () => {
  it('an expired checkout gives its stock back (periodic job), and a late payment can still take it', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, checkout.id));
    const released = await t.app.expireCheckouts();
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('expired');
    // The page no longer takes payments.
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.body).toContain(CHECKOUT_MSG.expired.slice(0, 20));
    // A provider's approval that arrives late still becomes a sale while the stock is there.
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 4000,
    });
    const changed = productChanges();
    expect((await confirm(buyer, paymentId)).body.status).toBe('approved');
    expect(await stockOf(t.db, product.id)).toBe(3);
    // This sale took the units again, so the caches drop the product (through the outbox).
    await t.app.outbox.worker.runOnce();
    expect(changed.seen.some((ids) => ids.includes(product.id))).toBe(true);
    changed.stop();
  });

  it('the usual sale leaves the caches alone: its stock already left at the reservation', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    const changed = productChanges();
    const paid = await sandboxPay(t.app, checkout.id, 'approve');
    expect(paid.statusCode).toBe(200);
    expect((await confirm(buyer, paid.json().paymentId)).body.status).toBe('approved');
    await t.app.outbox.worker.runOnce();
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(changed.seen).toEqual([]);
    changed.stop();
  });

  it('a late approval after the released stock was sold elsewhere is refused: the payment is recorded and given back whole', async () => {
    const { buyer, checkout, product } = await openPurchase(2, 2);
    expect((await buyer.call('DELETE', '/api/checkout')).json()).toEqual({ released: true });
    const other = await buyerWith(t.app, [{ productId: product.id, quantity: 2 }]);
    await openCheckout(other);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const paymentId = sandbox().createPayment({
      checkoutId: checkout.id,
      status: 'approved',
      amountCents: 4000,
    });
    const { response, body } = await confirm(buyer, paymentId);
    expect(response.statusCode).toBe(409);
    expect(body).toEqual({ msg: CHECKOUT_MSG.expired });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const refunded = async () =>
      (
        await t.db.execute<{ status: string; settled: boolean; refunds: number; refund_cents: string }>(sql`
          SELECT p.status, p.settled_at IS NOT NULL AS settled, count(r.id)::int AS refunds,
            sum(r.amount_cents)::text AS refund_cents
          FROM payments p LEFT JOIN refunds r ON r.payment_id = p.id AND r.order_id IS NULL
          WHERE p.provider_payment_id = ${paymentId} GROUP BY p.id`)
      ).rows;
    expect(await refunded()).toEqual([
      { status: 'refund_due', settled: false, refunds: 1, refund_cents: '4000' },
    ]);

    // Delivered again once the units are back (the other buyer gave them up): still no sale, no second refund.
    expect((await other.call('DELETE', '/api/checkout')).json()).toEqual({ released: true });
    expect((await confirm(buyer, paymentId)).body).toEqual({ msg: CHECKOUT_MSG.expired });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(2);
    expect(await refunded()).toEqual([
      { status: 'refund_due', settled: false, refunds: 1, refund_cents: '4000' },
    ]);
    expect(await t.app.reconcilePayments(0)).toBe(0);
  });

  it('an expired checkout is released when its buyer opens checkout again', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, checkout.id));
    await buyer.call('DELETE', '/api/shoppingCart/clean');
    const again = await buyer.call('POST', '/api/checkout');
    expect(again.statusCode).toBe(400);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('expired');
  });

  it('a price change after the cart: the snapshot is what is charged', async () => {
    const { buyer, checkout, product } = await openPurchase(5, 2);
    await repriceProduct(t.db, product.id, 9900, 50);
    const paid = await sandboxPay(t.app, checkout.id, 'approve');
    const { paymentId } = paid.json<{ paymentId: string }>();
    const { body } = await confirm(buyer, paymentId);
    expect(body.status).toBe('approved');
    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(invoice?.totalCents).toBe(4000);
    expect((await ordersOf(t.db, buyer.user.id))[0]).toMatchObject({ unitPriceCents: 2000, discount: 0 });
  });

  it('mails the buyer a receipt with the invoice number', async () => {
    const { buyer, checkout } = await openPurchase();
    const paid = await sandboxPay(t.app, checkout.id, 'approve');
    const { invoiceNumber } = (await confirm(buyer, paid.json<{ paymentId: string }>().paymentId)).body;
    const outbox = path.join(t.app.env.dataDir, 'outbox');
    // The .eml files as a mail client reads them (headers decoded, parts decoded).
    let mail: ParsedMail | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      for (const file of await readdir(outbox).catch(() => [] as string[])) {
        const parsed = await simpleParser(await readFile(path.join(outbox, file)));
        if (parsed.subject?.includes(String(invoiceNumber))) mail = parsed;
      }
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const to = mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
    expect(to).toBe(buyer.user.email);
    expect(mail?.text).toContain('Total pagado');
  });
});
