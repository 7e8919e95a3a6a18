import { type AddressInfo, createServer } from 'node:net';
import { CHECKOUT_MSG } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { type CatalogFixture, catalogFixture } from '../../../test/catalog-fixtures.js';
import { confirm, invoicesOf, openPurchase, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import { setStock } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { outbox, payments } from '../../db/schema.js';
import { createOutboxWorker, type OutboxHandler } from '../../platform/outbox/outbox.js';
import { RECEIPT_KIND } from './receipt-mail.js';

// The app's own outbox worker is off here: each test decides when (and whether) a worker runs,
// which is how a crash between the purchase's commit and the delivery is reproduced.

let inbox: SmtpInbox;
let t: TestApp;
let fixture: CatalogFixture;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildAccountsApp({ SMTP_URL: inbox.url, OUTBOX_WORKER: 'false' });
  fixture = await catalogFixture(t.db);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});
const mailsTo = (email: string) => inbox.mailsTo(email);

const pending = async () => (await t.db.select().from(outbox)).length;

async function buy() {
  const purchase = await openPurchase(t.app, fixture);
  const paid = await sandboxPay(t.app, purchase.checkout.id, 'approve');
  expect(paid.statusCode).toBe(200);
  return { ...purchase, paymentId: paid.json<{ paymentId: string }>().paymentId };
}

describe('outbox', () => {
  it('delivers the receipt exactly once when no worker ran between the commit and a restart', async () => {
    const { buyer } = await buy();
    // Committed, promised, not delivered: the "process" died right after the commit.
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(mailsTo(buyer.user.email)).toHaveLength(0);
    // The receipt and the dashboard's event; the products changed at the reservation, not now.
    expect((await t.db.select({ kind: outbox.kind }).from(outbox)).map((r) => r.kind).sort()).toEqual([
      RECEIPT_KIND,
      'sale-event',
    ]);

    // The restarted worker delivers everything; running it again delivers nothing more.
    expect(await t.app.outbox.worker.runOnce()).toBe(2);
    expect(await t.app.outbox.worker.runOnce()).toBe(0);
    expect(mailsTo(buyer.user.email)).toHaveLength(1);
    expect(mailsTo(buyer.user.email)[0]?.subject).toContain('F-');
    expect(await pending()).toBe(0);
  });

  it('takes the rows of a worker killed mid-delivery once its lease passes, and delivers each once', async () => {
    const { buyer } = await buy();
    // A first worker claims the rows and dies inside the delivery (its handlers never return).
    const never: OutboxHandler = () => new Promise<void>(() => undefined);
    const kinds = [RECEIPT_KIND, 'sale-event', 'products-changed'];
    const dying = createOutboxWorker(t.db, t.app.log, new Map(kinds.map((kind) => [kind, never])), {
      pollMs: 60_000,
      leaseMs: 3000,
      batch: 10,
    });
    void dying.runOnce();
    await expect
      .poll(async () => (await t.db.select().from(outbox)).every((r) => r.lockedUntil !== null))
      .toBe(true);

    // While its lease holds, another worker (SKIP LOCKED) leaves those rows alone.
    expect(await t.app.outbox.worker.runOnce()).toBe(0);
    expect(mailsTo(buyer.user.email)).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(await t.app.outbox.worker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(mailsTo(buyer.user.email)).toHaveLength(1);
    expect(await pending()).toBe(0);
  });

  it('two workers draining at once deliver each receipt once', async () => {
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push((await buy()).buyer);
    const handlers = new Map<string, OutboxHandler>([
      // The same delivery as the app's, through a second worker with its own claims.
      [RECEIPT_KIND, (payload: never) => t.app.mailer.send(receiptOf(payload))],
      ['sale-event', () => undefined],
      ['products-changed', () => undefined],
    ]);
    const other = createOutboxWorker(t.db, t.app.log, handlers, {
      pollMs: 60_000,
      leaseMs: 60_000,
      batch: 1,
    });
    await Promise.all([other.runOnce(), t.app.outbox.worker.runOnce(), other.runOnce()]);
    await t.app.outbox.worker.runOnce();
    for (const buyer of buyers) expect(mailsTo(buyer.user.email)).toHaveLength(1);
    expect(await pending()).toBe(0);
  });
});

describe('a receipt whose mail server is down', () => {
  it('waits in the outbox with its error, and is delivered once when the server is back', async () => {
    // A port nobody listens on yet: the mail server is down when the shop starts and sells.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const shop = await buildAccountsApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_WORKER: 'false' });
    let back: SmtpInbox | undefined;
    try {
      const { buyer, checkout } = await openPurchase(shop.app, await catalogFixture(shop.db));
      expect((await sandboxPay(shop.app, checkout.id, 'approve')).statusCode).toBe(200);

      // The sale event goes; the receipt fails, keeps its error and waits for its backoff.
      expect(await shop.app.outbox.worker.runOnce()).toBe(2);
      const [waiting, ...others] = await shop.db.select().from(outbox);
      expect(others).toHaveLength(0);
      expect(waiting).toMatchObject({ kind: RECEIPT_KIND, attempts: 1, lockedUntil: null });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
      expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(await invoicesOf(shop.db, buyer.user.id)).toHaveLength(1);

      // The server comes back: nothing is sent before the backoff, then the receipt, once.
      back = await startSmtpInbox({ port });
      expect(await shop.app.outbox.worker.runOnce()).toBe(0);
      await expect.poll(() => shop.app.outbox.worker.runOnce(), { timeout: 10_000, interval: 250 }).toBe(1);
      expect(await shop.app.outbox.worker.runOnce()).toBe(0);
      expect(back.mailsTo(buyer.user.email)).toHaveLength(1);
      expect(back.mailsTo(buyer.user.email)[0]?.subject).toContain('F-');
      expect(await shop.db.select().from(outbox)).toHaveLength(0);
    } finally {
      await shop.close();
      await back?.close();
    }
  });
});

/** What the second worker sends: a plain mail to the receipt's address, subject as the app's. */
function receiptOf(payload: { email: string; invoiceNumber: string }) {
  return {
    to: payload.email,
    subject: CHECKOUT_MSG.receiptSubject(payload.invoiceNumber),
    text: 'comprobante',
    html: '<p>comprobante</p>',
  };
}

describe('an approved payment of an open checkout', () => {
  it('is recorded with its sale in one transaction (one commit)', async () => {
    const { buyer, paymentId } = await buy();
    // now() is the transaction's start: rows written by one transaction share it, two do not.
    const rows = await t.db.execute<{ same: boolean; settled: boolean }>(sql`
      SELECT p.created_at = i.created_at AS same, p.settled_at IS NOT NULL AS settled
      FROM payments p JOIN invoices i ON i.payment_id = p.id
      WHERE p.provider_payment_id = ${paymentId} AND i.user_id = ${buyer.user.id}`);
    expect(rows.rows).toEqual([{ same: true, settled: true }]);
  });
});

describe('an approved payment whose finalization failed', () => {
  it('is kept, answered pending, and ends with exactly one invoice through reconciliation', async () => {
    const { buyer, checkout, product } = await openPurchase(t.app, fixture, 5, 2);
    // The sale fails after the payment is recorded (a database fault inside the invoice write).
    await t.db.execute(sql`CREATE FUNCTION test_fail_invoice() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_fail_invoice BEFORE INSERT ON invoices
      FOR EACH ROW EXECUTE FUNCTION test_fail_invoice()`);
    let paymentId: string;
    try {
      const paid = await sandboxPay(t.app, checkout.id, 'approve');
      expect(paid.statusCode).toBe(200);
      paymentId = paid.json<{ paymentId: string }>().paymentId;
      expect((await confirm(buyer, paymentId)).body.status).toBe('pending');
    } finally {
      await t.db.execute(sql`DROP TRIGGER test_fail_invoice ON invoices`);
      await t.db.execute(sql`DROP FUNCTION test_fail_invoice()`);
    }
    const [recorded] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    // Kept although the sale failed: committed on its own once the sale with it had rolled back.
    expect(recorded).toMatchObject({ status: 'approved', settledAt: null });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(3);

    expect(await t.app.reconcilePayments(0)).toBe(1);
    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const replay = await confirm(buyer, paymentId);
    expect(replay.body).toMatchObject({ status: 'approved' });
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    await t.app.outbox.worker.runOnce();
    expect(mailsTo(buyer.user.email)).toHaveLength(1);
  });

  it('is never announced approved when the payment itself cannot be recorded', async () => {
    const { buyer, checkout, product } = await openPurchase(t.app, fixture);
    await t.db.execute(sql`CREATE FUNCTION test_fail_payment() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'base caída'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_fail_payment BEFORE INSERT ON payments
      FOR EACH ROW EXECUTE FUNCTION test_fail_payment()`);
    try {
      const paid = await sandboxPay(t.app, checkout.id, 'approve');
      expect(paid.statusCode).toBe(503);
      expect(paid.json()).toEqual({ msg: CHECKOUT_MSG.paymentNotRecorded });
    } finally {
      // On PGlite the pool replaces the connection that failed; the first query may meet the reset.
      await expect
        .poll(() =>
          t.db.execute(sql`SELECT 1`).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      await t.db.execute(sql`DROP TRIGGER test_fail_payment ON payments`);
      await t.db.execute(sql`DROP FUNCTION test_fail_payment()`);
    }
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(4);
    // The checkout is still open: paying again works, once.
    expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
  });
});

describe('an approved payment whose units are gone', () => {
  it('is given back by reconciliation when the refund could not be recorded right away', async () => {
    const { buyer, checkout, product } = await openPurchase(t.app, fixture, 1, 1);
    // Released, and its last unit sold to somebody else.
    await t.db.execute(sql`UPDATE checkout_sessions SET status = 'expired' WHERE id = ${checkout.id}::uuid`);
    await setStock(t.db, product.id, 0);
    await t.db.execute(sql`CREATE FUNCTION test_fail_refund() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_fail_refund BEFORE INSERT ON refunds
      FOR EACH ROW EXECUTE FUNCTION test_fail_refund()`);
    let paymentId: string;
    try {
      paymentId = t.app.sandboxPayments?.createPayment({
        checkoutId: checkout.id,
        status: 'approved',
        amountCents: 2000,
      }) as string;
      const { response, body } = await confirm(buyer, paymentId);
      expect(response.statusCode).toBe(409);
      expect(body).toEqual({ msg: CHECKOUT_MSG.expired });
    } finally {
      await t.db.execute(sql`DROP TRIGGER test_fail_refund ON refunds`);
      await t.db.execute(sql`DROP FUNCTION test_fail_refund()`);
    }
    const payment = async () =>
      (
        await t.db.execute<{ status: string; refunds: number }>(sql`
          SELECT p.status, (SELECT count(*)::int FROM refunds r WHERE r.payment_id = p.id) AS refunds
          FROM payments p WHERE p.provider_payment_id = ${paymentId}`)
      ).rows;
    // On record, approved and without invoice: reconciliation's to finish.
    expect(await payment()).toEqual([{ status: 'approved', refunds: 0 }]);

    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await payment()).toEqual([{ status: 'refund_due', refunds: 1 }]);
    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await payment()).toEqual([{ status: 'refund_due', refunds: 1 }]);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
  });
});
