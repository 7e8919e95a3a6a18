import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { CheckoutSession } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildAccountsApp } from './auth.js';
import { catalogFixture, shopper } from './catalog-fixtures.js';
import type { Shopper } from './checkout-kit.js';
import type { TestApp } from './helpers.js';
import { STAND_IN_CLIENT, startMercadoPagoStandIn } from './mercadopago-stand-in.js';

/** Test helpers of the split-payment suites (not loaded by the app). */

const ACCESS_TOKEN = 'TEST-0000-tienda';
const WEBHOOK_SECRET = 'secreto-de-webhooks-del-marketplace';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A ledger movement's entries, by account and user. */
export async function entriesOf(t: TestApp, key: string) {
  const { rows } = await t.db.execute<{ account: string; user_id: number; amount_cents: string }>(
    sql`SELECT e.account, e.user_id, e.amount_cents::text FROM ledger_entries e
        JOIN ledger_transactions x ON x.id = e.txn_id WHERE x.key = ${key} ORDER BY e.account, e.user_id`,
  );
  return rows.map((r) => ({ account: r.account, userId: Number(r.user_id), cents: Number(r.amount_cents) }));
}

export async function ordersOfCheckout(t: TestApp, checkoutId: string) {
  const { rows } = await t.db.execute<{ id: number; order_number: string; seller_id: number }>(
    sql`SELECT o.id, o.order_number, o.seller_id FROM orders o JOIN invoices i ON i.id = o.invoice_id
        WHERE i.checkout_session_id = ${checkoutId}::uuid ORDER BY o.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), orderNumber: r.order_number, sellerId: Number(r.seller_id) }));
}

/**
 * A shop split by seller through the Mercado Pago stand-in, listening on a free port (the stand-in
 * calls its webhooks), with two sellers who linked their accounts.
 */
export async function startSplitShop() {
  const mp = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  const port = await freePort();
  const t = await buildAccountsApp({
    PAYMENT_PROVIDER: 'mercadopago',
    MP_ACCESS_TOKEN: ACCESS_TOKEN,
    MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MP_API_URL: mp.url,
    MP_AUTH_URL: mp.url,
    MP_MARKETPLACE: 'true',
    MP_CLIENT_ID: STAND_IN_CLIENT.id,
    MP_CLIENT_SECRET: STAND_IN_CLIENT.secret,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const fixture = await catalogFixture(t.db);

  /** A seller links their Mercado Pago account; answers their collector id. */
  async function link(seller: Shopper): Promise<number> {
    const started = await seller.call('POST', '/api/money/mercadopago/link');
    const granted = mp.authorize(started.json<{ authorizationUrl: string }>().authorizationUrl);
    const linked = await seller.call('POST', '/api/money/mercadopago/link/complete', {
      code: granted.code,
      state: granted.state,
    });
    expect(linked.statusCode).toBe(200);
    return granted.userId;
  }

  /** Two sellers who linked their Mercado Pago accounts, with their collector ids. */
  const sellers: { who: Shopper; collector: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const who = await shopper(t.app);
    sellers.push({ who, collector: await link(who) });
  }

  /** The hosted page of the checkout's next part (it creates that part's preference). */
  async function nextPreference(checkout: CheckoutSession, position: number) {
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.statusCode).toBe(200);
    const preference = mp.latestPreference(`${checkout.id}:${position}`);
    if (!preference) throw new Error(`no preference for part ${position}`);
    return { page, preference };
  }

  return {
    t,
    mp,
    fixture,
    sellers,
    link,
    nextPreference,
    close: async () => {
      await t.close();
      await mp.close();
    },
  };
}
export type SplitShop = Awaited<ReturnType<typeof startSplitShop>>;
