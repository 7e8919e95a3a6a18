import { type Commissions, MONEY_MSG, ORDERS_MSG, type OrderPage, type PayoutBatch } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import { type CatalogFixture, catalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import { createCategory } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  ledgerProof,
  movementsOfOrder,
  refund,
  refundsOf,
  sale,
} from '../../../test/money-kit.js';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';

let t: TestApp;
let fixture: CatalogFixture;
let admin: Shopper;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // A pool as large as the races below, so the server really runs them side by side.
  t = await buildAccountsApp({ DB_POOL_SIZE: '50', SMTP_URL: inbox.url });
  fixture = await catalogFixture(t.db);
  const root = await rootSession(t.app, t.db);
  admin = {
    ...root,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: authHeader(root.token),
        ...(payload === undefined ? {} : { payload }),
      }),
  };
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const sellerWithSale = async (options: Parameters<typeof sale>[4] = {}) => {
  const seller = await shopper(t.app);
  return { seller, ...(await sale(t.app, t.db, fixture, seller.user.id, options)) };
};

const setStatus = (who: Shopper, orderNumber: string, status: string) =>
  who.call('PUT', `/api/orders/${orderNumber}/status`, { status });

const validCbu = '2850590940090418135201';

describe('a sale', () => {
  it('credits the seller the price less the 15 % commission, pending, once however often it is finalized', async () => {
    const { seller, checkout, orderId } = await sellerWithSale({ priceCents: 10_000, quantity: 2 });
    expect(await balanceOf(seller)).toEqual({
      pendingCents: 17_000,
      availableCents: 0,
      inTransitCents: 0,
      paidCents: 0,
    });

    // A replay of the payment (another 'Pagar', as a second delivery would) writes nothing more.
    await sandboxPay(t.app, checkout.id, 'approve');
    expect(await movementsOfOrder(t.db, orderId, 'sale')).toBe(1);
    expect((await balanceOf(seller)).pendingCents).toBe(17_000);

    const movements = (await seller.call('GET', '/api/money/movements')).json();
    expect(movements).toMatchObject({ total: 1, page: 1 });
    expect(movements.items[0]).toMatchObject({
      kind: 'sale',
      grossCents: 20_000,
      commissionCents: 3_000,
      ratePercent: 15,
      pendingCents: 17_000,
      availableCents: 0,
    });
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('lets nobody else read a seller’s money, and a stranger’s ledger is empty', async () => {
    await sellerWithSale();
    const other = await shopper(t.app);
    expect(await balanceOf(other)).toEqual({
      pendingCents: 0,
      availableCents: 0,
      inTransitCents: 0,
      paidCents: 0,
    });
    expect((await other.call('GET', '/api/money/movements')).json()).toMatchObject({ items: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/money/balance' })).statusCode).toBe(401);
  });

  it('exports the movements as CSV', async () => {
    const { seller, orderNumber } = await sellerWithSale({ priceCents: 1_999 });
    const csv = await seller.call('GET', '/api/money/movements.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,fecha,tipo,orden,pago,importe_venta,comision,pendiente,disponible,pagado,detalle',
    );
    // 19.99 × 15 % = 2.9985 → 3.00; the seller gets 16.99.
    expect(lines[1]).toMatch(new RegExp(`^\\d+,[^,]+,Venta,${orderNumber},,19.99,3.00,16.99,0.00,0.00,$`));
  });
});

describe('commissions', () => {
  it('an administrator’s change applies to later sales only, and is in the audit list', async () => {
    const category = await createCategory(t.db);
    const before = await sellerWithSale({ priceCents: 10_000, categoryId: category.id });
    const current = (await admin.call('GET', '/api/commissions')).json<Commissions>();
    const saved = await admin.call('PUT', '/api/admin/commissions', {
      defaultRate: current.defaultRate,
      categories: [{ categoryId: category.id, rate: 10 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Commissions>().categories.find((c) => c.categoryId === category.id)?.rate).toBe(10);

    const after = await sellerWithSale({ priceCents: 10_000, categoryId: category.id });
    expect((await balanceOf(after.seller)).pendingCents).toBe(9_000);
    expect((await balanceOf(before.seller)).pendingCents).toBe(8_500);

    const audit = (await admin.call('GET', '/api/admin/money/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'commissions', actor: { id: admin.user.id } });
    expect(audit.items[0].summary).toContain(`${category.name}: usa la general → 10 %`);

    // Back to the general rate.
    await admin.call('PUT', '/api/admin/commissions', {
      defaultRate: current.defaultRate,
      categories: [{ categoryId: category.id, rate: null }],
    });
    const back = await sellerWithSale({ priceCents: 10_000, categoryId: category.id });
    expect((await balanceOf(back.seller)).pendingCents).toBe(8_500);
  });

  it('refuses bad rates and strangers with Spanish messages, changing nothing', async () => {
    const before = (await admin.call('GET', '/api/commissions')).json<Commissions>();
    for (const defaultRate of [101, -1, 7.555, '15']) {
      const response = await admin.call('PUT', '/api/admin/commissions', { defaultRate, categories: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ param: 'defaultRate', msg: MONEY_MSG.invalidRate });
    }
    const unknown = await admin.call('PUT', '/api/admin/commissions', {
      defaultRate: 20,
      categories: [{ categoryId: 999_999, rate: 5 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ msg: MONEY_MSG.unknownCategory }] });
    const seller = await shopper(t.app);
    expect(
      (await seller.call('PUT', '/api/admin/commissions', { defaultRate: 1, categories: [] })).statusCode,
    ).toBe(403);
    expect((await admin.call('GET', '/api/commissions')).json()).toEqual(before);
  });
});

describe('release', () => {
  it('makes the sale available when the buyer confirms it, once', async () => {
    const { seller, buyer, orderNumber, orderId } = await sellerWithSale({ priceCents: 10_000 });
    expect((await setStatus(seller, orderNumber, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(buyer, orderNumber, 'received')).statusCode).toBe(200);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 8_500 });
    expect(await movementsOfOrder(t.db, orderId, 'release')).toBe(1);
  });

  it('releases shipped sales when their days are up, once each, with two workers at once', async () => {
    const sales = await Promise.all([1, 2, 3].map(() => sellerWithSale({ priceCents: 2_000 })));
    for (const s of sales) expect((await setStatus(s.seller, s.orderNumber, 'shipped')).statusCode).toBe(200);
    // Not yet due: nothing moves.
    expect(await t.app.releaseDueSales()).toBe(0);
    for (const s of sales) expect((await balanceOf(s.seller)).pendingCents).toBe(1_700);
    // RELEASE_DAYS later (the schedule is a work list, not money: moving its clock is fair).
    await t.db.execute(sql`UPDATE release_schedule SET due_at = now() - interval '1 second'
      WHERE order_id = ANY(${sql.param(sales.map((s) => s.orderId))}::int[])`);
    const [a, b] = await Promise.all([t.app.releaseDueSales(), t.app.releaseDueSales()]);
    expect((a ?? 0) + (b ?? 0)).toBe(3);
    for (const s of sales) {
      expect(await balanceOf(s.seller)).toMatchObject({ pendingCents: 0, availableCents: 1_700 });
      expect(await movementsOfOrder(t.db, s.orderId, 'release')).toBe(1);
    }
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });
});

describe('refunds', () => {
  it('a seller refunds part of an order before shipping: provider, ledger pro rata, stock, label, e-mail', async () => {
    const { seller, buyer, orderNumber, product } = await sellerWithSale({
      priceCents: 2_000,
      quantity: 3,
      stock: 5,
    });
    expect(await stockOf(t.db, product.id)).toBe(2);
    const response = await refund(seller, orderNumber, 2_000, 'Falta un talle');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCents: 6_000,
      refundedCents: 2_000,
      refundableCents: 4_000,
      refunds: [{ amountCents: 2_000, reason: 'Falta un talle', status: 'done', by: { id: seller.user.id } }],
    });
    // 6,000 sold at 15 % (900): a third back returns a third of the commission (300).
    expect((await balanceOf(seller)).pendingCents).toBe(5_100 - 1_700);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const sales = (await seller.call('GET', '/api/sales/user')).json<OrderPage>();
    expect(sales.items.find((o) => o.orderNumber === orderNumber)?.refundedCents).toBe(2_000);
    // The buyer's invoice says so, on screen and in its PDF.
    const [invoice] = (await buyer.call('GET', '/api/invoice/user')).json().items;
    const detail = (await buyer.call('GET', `/api/invoice/${invoice.id}`)).json();
    expect(detail.orders[0]).toMatchObject({ orderNumber, refundedCents: 2_000 });
    const pdf = await getDocumentProxy(
      new Uint8Array((await buyer.call('GET', `/api/invoice/${invoice.id}/pdf`)).rawPayload),
    );
    expect((await extractText(pdf, { mergePages: true })).text).toContain('Reembolsado $ 20,00');
    const mail = await inbox.next(buyer.user.email, MONEY_MSG.refundMailSubject(orderNumber));
    expect(mail.text).toContain('Te devolvimos $ 20,00 de la orden');
    expect(mail.text).toContain('Motivo: Falta un talle');
    expect(mail.html).toContain('Falta un talle');
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('refuses what is not theirs to refund, and amounts it cannot, changing nothing', async () => {
    const { seller, buyer, orderNumber } = await sellerWithSale({ priceCents: 1_000 });
    const stranger = await shopper(t.app);
    expect((await refund(stranger, orderNumber, 100)).statusCode).toBe(404);
    expect((await refund(stranger, 'P-999999999', 100)).json()).toEqual({ msg: ORDERS_MSG.orderNotFound });
    expect((await refund(buyer, orderNumber, 100)).json()).toEqual({ msg: MONEY_MSG.refundForbidden });
    for (const amountCents of [0, -5, 12.5, '100']) {
      const bad = await refund(seller, orderNumber, amountCents as number);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ param: 'amountCents', msg: MONEY_MSG.invalidAmount });
    }
    const tooMuch = await refund(seller, orderNumber, 1_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].msg).toBe(MONEY_MSG.refundTooLarge('$ 10,00'));
    const noReason = await refund(seller, orderNumber, 100, ' ');
    expect(noReason.json().errors[0]).toMatchObject({ param: 'reason', msg: MONEY_MSG.invalidReason });

    expect((await setStatus(seller, orderNumber, 'shipped')).statusCode).toBe(200);
    const late = await refund(seller, orderNumber, 100);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ msg: MONEY_MSG.refundAfterShipping });
    expect(await refundsOf(seller, orderNumber)).toMatchObject({ refundedCents: 0, refunds: [] });
    expect((await balanceOf(seller)).pendingCents).toBe(850);

    // An administrator may, after shipping; a full refund leaves nothing to refund.
    expect((await refund(admin, orderNumber, 1_000)).statusCode).toBe(200);
    expect((await balanceOf(seller)).pendingCents).toBe(0);
    const again = await refund(admin, orderNumber, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: MONEY_MSG.nothingToRefund });
  });

  it('50 refunds of one line at once refund it once', async () => {
    const { seller, orderNumber } = await sellerWithSale({ priceCents: 5_000 });
    const racers = t.kind === 'postgres' ? 50 : 10;
    const answers = await Promise.all(
      Array.from({ length: racers }, () => refund(admin, orderNumber, 5_000)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toEqual({ msg: MONEY_MSG.nothingToRefund });
    expect(await refundsOf(admin, orderNumber)).toMatchObject({ refundedCents: 5_000, refundableCents: 0 });
    expect((await balanceOf(seller)).pendingCents).toBe(0);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('after the release, a refund comes out of the available balance', async () => {
    const { seller, buyer, orderNumber } = await sellerWithSale({ priceCents: 10_000 });
    await setStatus(buyer, orderNumber, 'received');
    expect((await refund(admin, orderNumber, 10_000, 'Producto defectuoso')).statusCode).toBe(200);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const kinds = (await seller.call('GET', '/api/money/movements'))
      .json()
      .items.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(['refund', 'release', 'sale']);
  });
});

describe('a payment whose sale cannot go through', () => {
  it('is refunded whole by reconciliation, once, and the buyer is told', async () => {
    const seller = await shopper(t.app);
    const product = await fixture.product({ priceCents: 3_000, stock: 2, sellerId: seller.user.id });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]);
    const checkout = await openCheckout(buyer);
    // The sale fails after the payment is recorded; meanwhile the reservation lapses and the
    // last units are sold to somebody else.
    await t.db.execute(sql`CREATE FUNCTION test_fail_invoice() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_fail_invoice BEFORE INSERT ON invoices
      FOR EACH ROW EXECUTE FUNCTION test_fail_invoice()`);
    try {
      expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`DROP TRIGGER test_fail_invoice ON invoices`);
      await t.db.execute(sql`DROP FUNCTION test_fail_invoice()`);
    }
    await t.db.execute(sql`UPDATE checkout_sessions SET status = 'expired' WHERE id = ${checkout.id}::uuid`);
    await t.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${product.id}`);

    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await t.app.reconcilePayments(0)).toBe(0);
    const rows = (
      await t.db.execute<{ status: string; amount_cents: string; refund_status: string }>(sql`
        SELECT p.status, r.amount_cents::text, r.status AS refund_status FROM payments p
        JOIN refunds r ON r.payment_id = p.id WHERE p.checkout_session_id = ${checkout.id}::uuid`)
    ).rows;
    expect(rows).toEqual([{ status: 'refund_due', amount_cents: '3000', refund_status: 'done' }]);
    const mail = await inbox.next(buyer.user.email, MONEY_MSG.refundMailSubjectUnsold);
    expect(mail.text).toContain('Te devolvimos $ 30,00 de tu pago');
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const proof = await ledgerProof(t.db);
    expect(proof).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });
});

describe('payouts', () => {
  async function availableSeller(priceCents: number) {
    const s = await sellerWithSale({ priceCents });
    await setStatus(s.buyer, s.orderNumber, 'received');
    return s;
  }

  it('a seller saves a bank account; a bad CBU or alias is refused and nothing is saved', async () => {
    const seller = await shopper(t.app);
    const bad = await seller.call('PUT', '/api/money/payout-account', {
      holderName: 'Ana',
      cbu: '2850590940090418135202',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'cbu', msg: MONEY_MSG.invalidCbu });
    const none = await seller.call('PUT', '/api/money/payout-account', {
      holderName: 'Ana',
      cbu: '',
      alias: '',
    });
    expect(none.json().errors[0]).toMatchObject({ msg: MONEY_MSG.cbuOrAlias });
    const alias = await seller.call('PUT', '/api/money/payout-account', { holderName: 'Ana', alias: 'a b' });
    expect(alias.json().errors[0]).toMatchObject({ param: 'alias', msg: MONEY_MSG.invalidAlias });
    expect((await seller.call('GET', '/api/money/payout-account')).json()).toEqual({ account: null });
    const ok = await seller.call('PUT', '/api/money/payout-account', {
      holderName: 'Ana Pérez',
      cbu: validCbu,
    });
    expect(ok.json()).toEqual({ account: { holderName: 'Ana Pérez', cbu: validCbu, alias: null } });
  });

  it('a batch pays each chosen seller’s available balance; paid once, or failed back to available', async () => {
    const one = await availableSeller(10_000);
    const two = await availableSeller(4_000);
    const noAccount = await availableSeller(3_000);
    for (const s of [one, two])
      await s.seller.call('PUT', '/api/money/payout-account', {
        holderName: s.seller.user.userName,
        cbu: validCbu,
      });

    expect((await one.seller.call('POST', '/api/admin/payouts/batches', {})).statusCode).toBe(403);
    const created = await admin.call('POST', '/api/admin/payouts/batches', {
      sellerIds: [one.seller.user.id, two.seller.user.id, noAccount.seller.user.id],
    });
    expect(created.statusCode).toBe(201);
    const batch = created.json<PayoutBatch>();
    expect(batch.payouts.map((p) => [p.seller.id, p.amountCents, p.status])).toEqual([
      [one.seller.user.id, 8_500, 'pending'],
      [two.seller.user.id, 3_400, 'pending'],
    ]);
    expect(await balanceOf(one.seller)).toMatchObject({ availableCents: 0, inTransitCents: 8_500 });
    expect((await balanceOf(noAccount.seller)).availableCents).toBe(2_550);

    const csv = await admin.call('GET', `/api/admin/payouts/batches/${batch.id}/csv`);
    expect(csv.body.split('\r\n')[1]).toBe(
      `${batch.payouts[0]?.id},${one.seller.user.userName},${one.seller.user.email},${one.seller.user.userName},${validCbu},,85.00,Pendiente`,
    );

    const [paidId, failedId] = batch.payouts.map((p) => p.id);
    const paid = await Promise.all(
      [1, 2, 3].map(() => admin.call('POST', `/api/admin/payouts/${paidId}/paid`)),
    );
    expect(paid.map((p) => p.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(one.seller)).toMatchObject({
      availableCents: 0,
      inTransitCents: 0,
      paidCents: 8_500,
    });
    const failed = await admin.call('POST', `/api/admin/payouts/${failedId}/failed`, { note: 'CBU cerrado' });
    expect(failed.json()).toMatchObject({ status: 'failed', note: 'CBU cerrado' });
    expect(await balanceOf(two.seller)).toMatchObject({
      availableCents: 3_400,
      inTransitCents: 0,
      paidCents: 0,
    });
    expect((await admin.call('POST', `/api/admin/payouts/${failedId}/paid`)).json()).toEqual({
      msg: MONEY_MSG.payoutAlreadyDecided,
    });

    const kinds = (await one.seller.call('GET', '/api/money/movements'))
      .json()
      .items.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(['payout_paid', 'payout', 'release', 'sale']);
    await inbox.next(one.seller.user.email, MONEY_MSG.payoutMailSubject('$ 85,00'));
    expect((await inbox.next(two.seller.user.email, MONEY_MSG.payoutFailedMailSubject)).text).toContain(
      'No pudimos transferirte $ 34,00: CBU cerrado',
    );
    expect(inbox.mailsTo(one.seller.user.email)).toHaveLength(1);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('refuses a batch with nothing to pay, and ids that are not ids', async () => {
    const seller = await shopper(t.app);
    const empty = await admin.call('POST', '/api/admin/payouts/batches', { sellerIds: [seller.user.id] });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ msg: MONEY_MSG.nothingToPay });
    expect((await admin.call('POST', '/api/admin/payouts/batches', { sellerIds: [1.5] })).statusCode).toBe(
      400,
    );
    expect((await admin.call('POST', '/api/admin/payouts/batches', { minCents: -1 })).statusCode).toBe(400);
    expect((await admin.call('POST', '/api/admin/payouts/abc/paid')).json().errors[0].msg).toBe(
      MONEY_MSG.invalidPayoutId,
    );
    expect((await admin.call('POST', '/api/admin/payouts/999999/paid')).json()).toEqual({
      msg: MONEY_MSG.payoutNotFound,
    });
  });

  it('a payout racing a refund never pays more than was available when it was made', async () => {
    const s = await availableSeller(10_000);
    await s.seller.call('PUT', '/api/money/payout-account', { holderName: 'Rosa', alias: 'rosa.vende' });
    const [batch, refunded] = await Promise.all([
      admin.call('POST', '/api/admin/payouts/batches', { sellerIds: [s.seller.user.id] }),
      refund(admin, s.orderNumber, 4_000, 'Llegó roto'),
    ]);
    expect(refunded.statusCode).toBe(200);
    // The refund of 4,000 takes back 3,400 from the seller (600 is commission).
    const paidOut = batch.statusCode === 201 ? (batch.json<PayoutBatch>().payouts[0]?.amountCents ?? 0) : 0;
    expect([8_500, 5_100]).toContain(paidOut);
    const balance = await balanceOf(s.seller);
    expect(balance.inTransitCents).toBe(paidOut);
    expect(balance.availableCents).toBe(8_500 - 3_400 - paidOut);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });
});

describe('the ledger', () => {
  it('refuses to change or delete a movement, and a movement that does not balance', async () => {
    await sellerWithSale();
    await expect(
      t.db.execute(sql`UPDATE ledger_entries SET amount_cents = amount_cents + 1`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM ledger_transactions`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`WITH x AS (INSERT INTO ledger_transactions (kind, key) VALUES ('adjustment', 'test:unbalanced') RETURNING id)
        INSERT INTO ledger_entries (txn_id, account, user_id, amount_cents) SELECT id, 'cash', 0, 5 FROM x`),
    ).rejects.toThrow();
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('shows the dashboard the commission earned and what is owed to sellers', async () => {
    const figures = (await admin.call('POST', '/notifications', { name: 'moneyFigures' })).json();
    const [expected] = (
      await t.db.execute<{ commission: string; owed: string }>(sql`
        SELECT (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE account = 'commission')::text AS commission,
               (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries
                WHERE account IN ('pending', 'available', 'in_transit'))::text AS owed`)
    ).rows;
    expect(figures).toEqual({
      name: 'moneyFigures',
      data: {
        commissionEarnedCents: Number(expected?.commission),
        owedToSellersCents: Number(expected?.owed),
      },
    });
    expect(figures.data.commissionEarnedCents).toBeGreaterThan(0);
  });
});
