import type { OrderRefunds } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../src/db/client.js';
import { authHeader, buildAccountsApp, rootSession } from './auth.js';
import { type CatalogFixture, catalogFixture, shopper } from './catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay } from './checkout-kit.js';
import type { TestApp } from './helpers.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';

/** Test helpers of the money suites (not loaded by the app). */

/** A buyer pays for `quantity` units of a new product of `sellerId` through the sandbox. */
export async function sale(
  app: FastifyInstance,
  db: Executor,
  fixture: CatalogFixture,
  sellerId: number,
  {
    priceCents = 10_000,
    quantity = 1,
    stock = 10,
    categoryId,
  }: { priceCents?: number; quantity?: number; stock?: number; categoryId?: number } = {},
) {
  const product = await fixture.product({
    priceCents,
    stock,
    sellerId,
    ...(categoryId ? { categoryId } : {}),
  });
  const buyer = await buyerWith(app, [{ productId: product.id, quantity }]);
  const checkout = await openCheckout(buyer);
  const paid = await sandboxPay(app, checkout.id, 'approve');
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const [order] = (
    await db.execute<{ order_number: string; id: number }>(
      sql`SELECT o.order_number, o.id FROM orders o JOIN invoices i ON i.id = o.invoice_id
          WHERE i.checkout_session_id = ${checkout.id}::uuid`,
    )
  ).rows;
  if (!order) throw new Error('no order');
  return { product, buyer, checkout, orderNumber: order.order_number, orderId: Number(order.id) };
}

export const refund = (
  who: Shopper,
  orderNumber: string,
  amountCents: number,
  reason = 'Pedido del comprador',
) => who.call('POST', `/api/orders/${orderNumber}/refunds`, { amountCents, reason });

export async function refundsOf(who: Shopper, orderNumber: string): Promise<OrderRefunds> {
  return (await who.call('GET', `/api/orders/${orderNumber}/refunds`)).json<OrderRefunds>();
}

export async function balanceOf(who: Shopper) {
  return (await who.call('GET', '/api/money/balance')).json<{
    pendingCents: number;
    availableCents: number;
    inTransitCents: number;
    paidCents: number;
  }>();
}

/** Every account's running balance (the sum of its slots) next to the sum of its entries. */
export async function ledgerProof(db: Executor) {
  const rows = (
    await db.execute<{ account: string; user_id: number; running: string; summed: string }>(sql`
      SELECT coalesce(b.account, e.account) AS account, coalesce(b.user_id, e.user_id) AS user_id,
        coalesce(b.total, 0)::text AS running, coalesce(e.total, 0)::text AS summed
      FROM (SELECT account, user_id, sum(balance_cents) AS total FROM ledger_balances GROUP BY 1, 2) b
      FULL JOIN (SELECT account, user_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY 1, 2) e
        ON e.account = b.account AND e.user_id = b.user_id`)
  ).rows;
  const [unbalanced] = (
    await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT txn_id FROM ledger_entries GROUP BY txn_id HAVING sum(amount_cents) <> 0) x`)
  ).rows;
  const [grand] = (
    await db.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries`,
    )
  ).rows;
  return {
    mismatched: rows.filter((r) => r.running !== r.summed),
    unbalancedTransactions: unbalanced?.n ?? -1,
    grandTotal: Number(grand?.total ?? -1),
  };
}

/** How many movements of a kind the ledger holds for an order. */
export async function movementsOfOrder(db: Executor, orderId: number, kind: string): Promise<number> {
  const [row] = (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE order_id = ${orderId} AND kind = ${kind}`,
    )
  ).rows;
  return row?.n ?? -1;
}

/** What the money suites start with: an app that mails to a real SMTP inbox, an administrator, sellers who sell. */
export interface MoneySuite {
  t: TestApp;
  admin: Shopper;
  inbox: SmtpInbox;
  fixture: CatalogFixture;
  /** A new seller, and a buyer who paid for a product of theirs (see `sale`). */
  sellerWithSale(
    options?: Parameters<typeof sale>[4],
  ): Promise<{ seller: Shopper } & Awaited<ReturnType<typeof sale>>>;
  setStatus(who: Shopper, orderNumber: string, status: string): ReturnType<Shopper['call']>;
  close(): Promise<void>;
}

export async function startMoneySuite(): Promise<MoneySuite> {
  const inbox = await startSmtpInbox();
  // A pool as large as the suites' races, so the server really runs them side by side.
  const t = await buildAccountsApp({ DB_POOL_SIZE: '50', SMTP_URL: inbox.url });
  const fixture = await catalogFixture(t.db);
  const root = await rootSession(t.app, t.db);
  const admin: Shopper = {
    ...root,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: authHeader(root.token),
        ...(payload === undefined ? {} : { payload }),
      }),
  };
  return {
    t,
    admin,
    inbox,
    fixture,
    async sellerWithSale(options = {}) {
      const seller = await shopper(t.app);
      return { seller, ...(await sale(t.app, t.db, fixture, seller.user.id, options)) };
    },
    setStatus: (who, orderNumber, status) =>
      who.call(
        'PUT',
        `/api/orders/${orderNumber}/status`,
        status === 'shipped' ? { status, carrier: 'andreani', trackingNumber: 'AND-000123' } : { status },
      ),
    async close() {
      await t.close();
      await inbox.close();
    },
  };
}
