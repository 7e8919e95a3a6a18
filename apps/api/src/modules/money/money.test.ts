import { type Commissions, MONEY_MSG, type MovementPage, shopDateTime } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import { createCategory } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  ledgerProof,
  type MoneySuite,
  movementsOfOrder,
  startMoneySuite,
} from '../../../test/money-kit.js';

let t: TestApp;
let admin: Shopper;
let suite: MoneySuite;
let sellerWithSale: MoneySuite['sellerWithSale'];
let setStatus: MoneySuite['setStatus'];

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t, admin, sellerWithSale, setStatus } = suite);
});
afterAll(() => suite?.close());

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
    // Dated by the shop's clock, to the minute, as the screen shows it (not the UTC timestamp).
    const [movement] = (await seller.call('GET', '/api/money/movements')).json<MovementPage>().items;
    expect(lines[1]?.split(',')[1]).toBe(shopDateTime(movement?.createdAt ?? '', t.app.env.SHOP_TIME_ZONE));
    expect(lines[1]?.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
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
    expect(audit.items[0]).toMatchObject({
      action: 'commissions',
      actor: { id: admin.user.id, role: 'admin' },
    });
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
