import {
  MONEY_MSG,
  MSG,
  type NoticePage,
  noticeText,
  ORDERS_MSG,
  type OrderPage,
  type PayableSeller,
  type PayoutBatch,
} from '@bazar/shared';

interface PayableSellerPage {
  items: PayableSeller[];
  total: number;
  page: number;
}

import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import { setStock } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  ledgerProof,
  type MoneySuite,
  refund,
  refundsOf,
  startMoneySuite,
} from '../../../test/money-kit.js';
import type { SmtpInbox } from '../../../test/smtp-inbox.js';

let t: TestApp;
let admin: Shopper;
let inbox: SmtpInbox;
let fixture: CatalogFixture;
let suite: MoneySuite;
let sellerWithSale: MoneySuite['sellerWithSale'];
let setStatus: MoneySuite['setStatus'];

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t, admin, inbox, sellerWithSale, setStatus, fixture } = suite);
});
afterAll(() => suite?.close());

const validCbu = '2850590940090418135201';

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
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain('Reembolsado US$ 20,00 de US$ 60,00');
    expect(text).toContain('Reembolsado: US$ 20,00');
    expect(text).toContain('Pagado al final: US$ 40,00');
    const mail = await inbox.next(buyer.user.email, MONEY_MSG.refundMailSubject(orderNumber));
    expect(mail.text).toContain('Te devolvimos US$ 20,00 de la orden');
    expect(mail.text).toContain('Motivo: Falta un talle');
    expect(mail.html).toContain('Falta un talle');
    // The buyer is sent to 'Mis compras', where the refunded item is, with the order's number.
    expect(mail.html).toContain(`Orden ${orderNumber}`);
    expect(mail.text).toContain(`Ver mis compras: ${t.app.env.publicUrl}/mis-compras`);
    expect(mail.text).not.toContain('/userInvoices');
    // The buyer's bell says so too; its e-mail is the refund mail above, not a second one.
    const bell = (await buyer.call('GET', '/api/notifications')).json<NoticePage>();
    const told = bell.items.find((n) => n.event === 'refunded');
    expect(told).toMatchObject({
      kind: 'cancellation',
      read: false,
      data: { orderNumber, amountCents: 2_000, reason: 'Falta un talle' },
    });
    expect(noticeText('refunded', told?.data ?? { productName: '' }).title).toBe(
      `Te reembolsamos US$ 20,00 (orden ${orderNumber})`,
    );
    expect(inbox.mailsTo(buyer.user.email).filter((m) => m.subject?.startsWith('Te reembolsamos'))).toEqual(
      [],
    );
    // The money audit names who refunded, as what: the seller, not an administrator.
    const audit = (await admin.call('GET', '/api/admin/money/audit')).json();
    expect(audit.items.find((e: { action: string }) => e.action === 'refund')).toMatchObject({
      actor: { id: seller.user.id, role: 'seller' },
    });
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
    expect(tooMuch.json().errors[0].msg).toBe(MONEY_MSG.refundTooLarge('US$ 10,00'));
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
    await setStatus(seller, orderNumber, 'shipped');
    expect((await setStatus(buyer, orderNumber, 'received')).statusCode).toBe(200);
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
    await setStock(t.db, product.id, 0);

    expect(await t.app.reconcilePayments(0)).toBe(0);
    expect(await t.app.reconcilePayments(0)).toBe(0);
    const rows = (
      await t.db.execute<{ status: string; amount_cents: string; refund_status: string }>(sql`
        SELECT p.status, r.amount_cents::text, r.status AS refund_status FROM payments p
        JOIN refunds r ON r.payment_id = p.id WHERE p.checkout_session_id = ${checkout.id}::uuid`)
    ).rows;
    expect(rows).toEqual([{ status: 'refund_due', amount_cents: '3000', refund_status: 'done' }]);
    const mail = await inbox.next(buyer.user.email, MONEY_MSG.refundMailSubjectUnsold);
    expect(mail.text).toContain('Te devolvimos US$ 30,00 de tu pago');
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const proof = await ledgerProof(t.db);
    expect(proof).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });
});

describe('payouts', () => {
  async function availableSeller(priceCents: number) {
    const s = await sellerWithSale({ priceCents });
    await setStatus(s.seller, s.orderNumber, 'shipped');
    expect((await setStatus(s.buyer, s.orderNumber, 'received')).statusCode).toBe(200);
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
    await inbox.next(one.seller.user.email, MONEY_MSG.payoutMailSubject('US$ 85,00'));
    expect((await inbox.next(two.seller.user.email, MONEY_MSG.payoutFailedMailSubject)).text).toContain(
      'No pudimos transferirte US$ 34,00: CBU cerrado',
    );
    // One payout mail (the others are the sale's notices: '¡Vendiste!', 'Entregaste').
    expect(
      inbox.mailsTo(one.seller.user.email).filter((m) => m.subject?.startsWith('Te pagamos')),
    ).toHaveLength(1);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('finds a seller to pay by part of their name or e-mail, paged on the server; a bad search is a Spanish 400', async () => {
    const one = await availableSeller(10_000);
    const two = await availableSeller(4_000);
    const sellers = (query: string) =>
      admin.call('GET', `/api/admin/payouts/sellers?${query}`).then((r) => r.json<PayableSellerPage>());

    // The user name, any part of it, in any case: only that seller.
    const name = one.seller.user.userName;
    const byName = await sellers(`q=${encodeURIComponent(name.slice(1).toUpperCase())}`);
    expect(byName.items.map((i) => i.seller.id)).toEqual([one.seller.user.id]);
    expect(byName).toMatchObject({ total: 1, page: 1 });
    // The e-mail too, with the minimum still applied.
    const email = two.seller.user.email;
    expect((await sellers(`q=${encodeURIComponent(email)}`)).items.map((i) => i.seller.id)).toEqual([
      two.seller.user.id,
    ]);
    expect((await sellers(`q=${encodeURIComponent(email)}&minCents=999999`)).total).toBe(0);
    // Someone who matches but has nothing available is not listed; a wildcard is a character.
    const idle = await shopper(t.app);
    expect((await sellers(`q=${encodeURIComponent(idle.user.email)}`)).total).toBe(0);
    expect((await sellers('q=%25')).total).toBe(0);
    // Paging stays on the server: a page of one of the sellers both searches share.
    const both = await sellers(`q=${encodeURIComponent(email.slice(email.indexOf('@')))}&pageSize=1&page=2`);
    expect(both.items).toHaveLength(1);
    expect(both.total).toBeGreaterThanOrEqual(2);
    // A blank search lists everyone, as before.
    expect((await sellers('q=%20')).total).toBeGreaterThanOrEqual(2);

    const tooLong = await admin.call('GET', `/api/admin/payouts/sellers?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ errors: [{ param: 'q', msg: MSG.searchTooLong }] });
    expect((await one.seller.call('GET', `/api/admin/payouts/sellers?q=${name}`)).statusCode).toBe(403);
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
