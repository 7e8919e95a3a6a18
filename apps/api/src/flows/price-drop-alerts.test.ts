import { formatMoney, type NoticePage, noticeText, type ProductDetail } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../test/auth.js';
import { type CatalogFixture, catalogFixture, shopper } from '../../test/catalog-fixtures.js';
import { repriceProduct } from '../../test/factories.js';
import { queueRow } from '../../test/outbox-kit.js';
import { productForm } from '../../test/selling-fixtures.js';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.js';
import { suiteOf } from '../../test/suite.js';
import { variantSeller } from '../../test/variant-kit.js';
import { users } from '../db/schema.js';
import { PRICE_DROPPED_KIND } from '../modules/catalog/index.js';
import { countPending } from '../platform/outbox/outbox.js';
import { PRICE_ALERT_PAGE } from './price-drop-alerts.js';

/**
 * Price-drop alerts (decision record 0034): whoever keeps a product on their wish list hears once
 * a shop day that its lowest price went down, in the bell and by e-mail (unless turned off).
 */
const ZONE = 'America/Argentina/Buenos_Aires';
const { t, started } = suiteOf(async () => {
  const inbox = await startSmtpInbox();
  const t = await buildAccountsApp({
    SMTP_URL: inbox.url,
    SHOP_TIME_ZONE: ZONE,
    PUBLIC_URL: 'https://bazar.test',
  });
  const admin = await rootSession(t.app, t.db);
  const closeApp = t.close;
  const close = async () => {
    await closeApp();
    await inbox.close();
  };
  return {
    t: { ...t, close },
    inbox,
    admin,
    fixture: await catalogFixture(t.db),
  };
});
const inbox = (): SmtpInbox => started().inbox;
const fixture = (): CatalogFixture => started().fixture;

type Who = Awaited<ReturnType<typeof shopper>>;
type Product = Awaited<ReturnType<CatalogFixture['product']>>;

/** Delivers every queued row (drops, pages, mails) until the outbox is empty. */
async function drained(): Promise<void> {
  for (let turn = 0; turn < 200; turn++) {
    await t.app.outbox.worker.runOnce();
    if ((await countPending(started().t.database)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the outbox did not drain');
}

const wish = async (who: Who, product: { id: number }) =>
  expect((await who.call('POST', '/api/wishlist', { productId: product.id })).statusCode).toBe(201);

/** The product's form as its seller (or an administrator) sends it, with a new price. */
async function edit(token: string, product: Product, price: string, discount = '0') {
  const images = [`/uploads/test/${product.id}-0.webp`, `/uploads/test/${product.id}-1.webp`];
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/editProduct',
    headers: authHeader(token),
    payload: productForm(product.categoryId, product.genreId, images, {
      editId: product.id,
      name: product.name,
      price,
      discount,
    }),
  });
  expect(response.statusCode).toBe(200);
}

async function alerts(who: Who) {
  const page = (await who.call('GET', '/api/notifications?pageSize=50')).json<NoticePage>();
  return page.items.filter((n) => n.event === 'price_dropped');
}
const alertMails = (who: Who, product: { name: string }) =>
  inbox()
    .mailsTo(who.user.email)
    .filter((m) => m.subject === `Bajó de precio: ${product.name}`);

describe('a product on wish lists gets cheaper', () => {
  it('tells each holder once, in the bell and by e-mail, at the old and new price; never its seller', async () => {
    const seller = await shopper(t.app);
    const product = await fixture().product({ sellerId: seller.user.id, priceCents: 10_000 });
    const [ana, beto] = [await shopper(t.app), await shopper(t.app)];
    await wish(ana, product);
    await wish(beto, product);
    // Its seller cannot wish for it (403), but may hold it from before it was theirs.
    await t.db.execute(
      sql`INSERT INTO wishlist_items (user_id, product_id) VALUES (${seller.user.id}, ${product.id})`,
    );

    await edit(seller.token, product, '80');
    await drained();

    for (const who of [ana, beto]) {
      const [notice, ...more] = await alerts(who);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'wishlist',
        read: false,
        data: { productId: product.id, productName: product.name, fromCents: 10_000, toCents: 8000 },
      });
      const text = noticeText('price_dropped', notice?.data ?? { productName: '' });
      expect(text.title).toBe(`Bajó de precio: ${product.name}`);
      expect(text.lines[0]).toBe(`Antes ${formatMoney(10_000)}, ahora ${formatMoney(8000)}.`);
      const mail = await inbox().next(who.user.email, `Bajó de precio: ${product.name}`);
      expect(mail.text).toContain(`Antes ${formatMoney(10_000)}, ahora ${formatMoney(8000)}.`);
      expect(mail.text).toContain(`https://bazar.test/product/${product.id}`);
      expect(alertMails(who, product)).toHaveLength(1);
    }
    expect(await alerts(seller)).toEqual([]);
    expect(alertMails(seller, product)).toEqual([]);
  });

  it('tells nobody again the same shop day, nor of a rise; the next shop day tells again', async () => {
    const seller = await shopper(t.app);
    const product = await fixture().product({ sellerId: seller.user.id, priceCents: 10_000 });
    const ana = await shopper(t.app);
    await wish(ana, product);
    await edit(seller.token, product, '90');
    await drained();
    expect((await alerts(ana)).map((n) => n.data.toCents)).toEqual([9000]);

    await edit(seller.token, product, '70'); // a second drop, the same day
    await edit(seller.token, product, '95'); // a rise
    await edit(seller.token, product, '85'); // down again from the rise, still the same day
    await drained();
    expect((await alerts(ana)).map((n) => n.data.toCents)).toEqual([9000]);
    expect(alertMails(ana, product)).toHaveLength(1);

    // Drops dated by the shop's clock (UTC−3): 23:30 and 23:59 on 10 March are one day, 00:30
    // on 11 March the next.
    for (const at of ['2031-03-11T02:30:00Z', '2031-03-11T02:59:00Z', '2031-03-11T03:30:00Z'])
      await queueRow(t.db, PRICE_DROPPED_KIND, { productId: product.id, fromCents: 9000, toCents: 8500, at });
    await drained();
    expect((await alerts(ana)).map((n) => n.data.toCents)).toEqual([8500, 8500, 9000]);
    expect(alertMails(ana, product)).toHaveLength(3);
  });

  it('tells nobody of a rise, or when the price went back up before the alert left', async () => {
    const product = await fixture().product({ priceCents: 10_000 });
    const ana = await shopper(t.app);
    await wish(ana, product);
    await repriceProduct(t.db, product.id, 12_000, 0);
    await drained();
    expect(await alerts(ana)).toEqual([]);
    // Dropped from 110 to 90, but it costs 120 by the time the alert is delivered.
    await queueRow(t.db, PRICE_DROPPED_KIND, {
      productId: product.id,
      fromCents: 11_000,
      toCents: 9000,
      at: new Date().toISOString(),
    });
    await drained();
    expect(await alerts(ana)).toEqual([]);
  });

  it('keeps the bell but sends no e-mail to whoever turned these mails off', async () => {
    const product = await fixture().product({ priceCents: 10_000 });
    const [quiet, loud] = [await shopper(t.app), await shopper(t.app)];
    const off = {
      sale: true,
      shipping: true,
      cancellation: true,
      claim: true,
      question: true,
      wishlist: false,
    };
    expect((await quiet.call('PUT', '/api/notifications/mail', off)).json()).toEqual(off);
    await wish(quiet, product);
    await wish(loud, product);
    // The administrator's door: the same form, on someone else's product.
    await edit(started().admin.token, product, '60');
    await drained();
    await inbox().next(loud.user.email, `Bajó de precio: ${product.name}`);
    expect(await alerts(quiet)).toHaveLength(1);
    expect(alertMails(quiet, product)).toEqual([]);
  });

  it('tells nobody of a hidden product, or of a banned seller’s; any door that writes the price counts', async () => {
    const hidden = await fixture().product({ priceCents: 10_000 });
    const seller = await shopper(t.app);
    const banned = await fixture().product({ priceCents: 10_000, sellerId: seller.user.id });
    const ana = await shopper(t.app);
    await wish(ana, hidden);
    await wish(ana, banned);
    const admin = started().admin;
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/api/activateProduct',
      headers: authHeader(admin.token),
      payload: { id: hidden.id, active: false },
    });
    expect(hide.statusCode).toBe(200);
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/user/ban',
      headers: authHeader(admin.token),
      payload: { id: seller.user.id },
    });
    expect(ban.statusCode).toBe(200);
    // A bulk tool's write, straight into the products and their variants.
    await repriceProduct(t.db, hidden.id, 5000, 0);
    await repriceProduct(t.db, banned.id, 5000, 0);
    await drained();
    expect(await alerts(ana)).toEqual([]);

    const shown = await fixture().product({ priceCents: 10_000 });
    await wish(ana, shown);
    await repriceProduct(t.db, shown.id, 10_000, 25);
    await drained();
    expect((await alerts(ana)).map((n) => [n.data.productId, n.data.fromCents, n.data.toCents])).toEqual([
      [shown.id, 10_000, 7500],
    ]);
  });
});

describe('a product many people keep', () => {
  it('tells every holder, a page per delivery, and a redelivered drop tells nobody twice', async () => {
    const product = await fixture().product({ priceCents: 10_000 });
    const holders = PRICE_ALERT_PAGE + 3;
    const tag = `${process.pid}-${product.id}`;
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: holders }, (_, i) => ({
          userName: `fan${tag}-${i}`,
          email: `fan${tag}-${i}@example.com`,
          lastName: 'Fan',
          idPersonal: `fan${tag}-${i}`,
        })),
      )
      .returning({ id: users.id });
    const ids = rows.map((r) => r.id);
    // Bell only: five hundred e-mails would test the mailer, not the pages.
    await t.db.execute(sql`WITH w AS (
        INSERT INTO wishlist_items (user_id, product_id) SELECT u, ${product.id} FROM unnest(${sql.param(ids)}::int[]) u)
      INSERT INTO mail_opt_outs (user_id, kind) SELECT u, 'wishlist' FROM unnest(${sql.param(ids)}::int[]) u`);
    const told = async () =>
      (
        await t.db.execute<{ n: number; people: number }>(sql`SELECT count(*)::int AS n,
            count(DISTINCT user_id)::int AS people FROM notifications
          WHERE event = 'price_dropped' AND (data->>'productId')::int = ${product.id}`)
      ).rows[0];
    await repriceProduct(t.db, product.id, 9000, 0);
    await drained();
    expect(await told()).toEqual({ n: holders, people: holders });
    const at = new Date().toISOString();
    await queueRow(t.db, PRICE_DROPPED_KIND, { productId: product.id, fromCents: 10_000, toCents: 9000, at });
    await drained();
    expect(await told()).toEqual({ n: holders, people: holders });
  });
});

describe('a product with sizes', () => {
  const grid = (prices: [string, string]) => ({
    options: [{ name: 'Talle', values: ['38', '39'] }],
    variants: [
      { values: ['38'], stock: '3', price: prices[0], image: [] },
      { values: ['39'], stock: '3', price: prices[1], image: [] },
    ],
  });

  it('counts a variant’s price when it lowers the product’s lowest price, and only then', async () => {
    const { categoryId, genreId } = await fixture().product();
    const seller = await variantSeller(t.app, categoryId, genreId);
    const created = await seller.call(
      'POST',
      '/api/product',
      seller.form({ discount: '0', ...grid(['100', '120']) }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<ProductDetail>();
    const ana = await shopper(t.app);
    await wish(ana, product);

    const save = async (prices: [string, string]) =>
      expect(
        (
          await seller.call(
            'PUT',
            '/api/editProduct',
            seller.form({ editId: product.id, discount: '0', ...grid(prices) }),
          )
        ).statusCode,
      ).toBe(200);
    await save(['100', '110']); // the dearer size: its lowest price stays 100
    await drained();
    expect(await alerts(ana)).toEqual([]);
    await save(['90', '110']);
    await drained();
    expect((await alerts(ana)).map((n) => [n.data.fromCents, n.data.toCents])).toEqual([[10_000, 9000]]);
  });
});
