import { SALE_EVENT_MSG as M, type SaleEvent, type SellerSaleEventList } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import { catalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import type { TestApp } from '../../../test/helpers.js';
import { createEvent, dayFrom, freshSlug } from '../../../test/sale-event-kit.js';
import { uploaded } from '../../../test/selling-fixtures.js';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;
let admin: Awaited<ReturnType<typeof rootSession>>;

beforeAll(async () => {
  t = await buildAccountsApp();
  fixture = await catalogFixture(t.db);
  admin = await rootSession(t.app, t.db);
});
afterAll(() => t?.close());

const eventCount = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sale_events`)).rows[0]?.n;

const post = (body: Record<string, unknown>, token = admin.token) =>
  t.app.inject({ method: 'POST', url: '/api/admin/saleEvents', headers: authHeader(token), payload: body });

describe('the back office’s sale events', () => {
  it('creates one, lists it, and shows its page; a slug is the shop’s once; only administrators create', async () => {
    const slug = freshSlug();
    const event = await createEvent(t.app, admin.token, { name: '  Hot Sale  ', slug: slug.toUpperCase() });
    expect(event).toMatchObject({ name: 'Hot Sale', slug, minDiscount: 15, status: 'running' });
    expect(event.bannerUrl).toMatch(/^\/uploads\//);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/saleEvents',
      headers: authHeader(admin.token),
    });
    expect(listed.json<{ events: (SaleEvent & { products: number })[] }>().events[0]).toMatchObject({
      id: event.id,
      products: 0,
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/saleEvents/page/${slug}` });
    expect(page.json()).toEqual(event);
    const missing = await t.app.inject({ method: 'GET', url: '/api/saleEvents/page/no-existe' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { msg: M.notFound }]);

    const banner = (await uploaded(t.app, admin.token)).secure_url;
    const again = await post({
      name: 'Otro',
      slug,
      startsOn: dayFrom(t.app),
      endsOn: dayFrom(t.app),
      bannerUrl: banner,
      minDiscount: 10,
    });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { errors: [{ param: 'slug', msg: M.slugTaken }] },
    ]);

    const seller = await shopper(t.app);
    const refused = await post(
      {
        name: 'Mío',
        slug: freshSlug(),
        startsOn: dayFrom(t.app),
        endsOn: dayFrom(t.app),
        bannerUrl: banner,
        minDiscount: 10,
      },
      seller.token,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses every bad event with its own message under its field, and saves nothing', async () => {
    const banner = (await uploaded(t.app, admin.token)).secure_url;
    const good = {
      name: 'Cyber Monday',
      slug: freshSlug('cyber'),
      startsOn: dayFrom(t.app, 1),
      endsOn: dayFrom(t.app, 3),
      bannerUrl: banner,
      minDiscount: '20',
    };
    const before = await eventCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'ab' }, 'name', M.nameRequired],
      [{ slug: 'hot sale' }, 'slug', M.slugFormat],
      [{ slug: 'hot--sale' }, 'slug', M.slugFormat],
      [{ startsOn: '2026-02-30' }, 'startsOn', M.dateFormat],
      [{ endsOn: dayFrom(t.app, 0) }, 'endsOn', M.datesOrder],
      [{ startsOn: dayFrom(t.app, -5), endsOn: dayFrom(t.app, -1) }, 'endsOn', M.endsInPast],
      [{ bannerUrl: '' }, 'bannerUrl', M.bannerRequired],
      [{ bannerUrl: '/uploads/nadie/subio-esto.webp' }, 'bannerUrl', M.bannerForeign],
      [{ minDiscount: 0 }, 'minDiscount', M.minDiscountRange],
      [{ minDiscount: 91 }, 'minDiscount', M.minDiscountRange],
      [{ minDiscount: '12,5' }, 'minDiscount', M.minDiscountRange],
    ];
    for (const [change, param, msg] of cases) {
      const response = await post({ ...good, ...change });
      expect([response.statusCode, response.json()], JSON.stringify(change)).toEqual([
        400,
        { errors: [{ param, msg }] },
      ]);
    }
    expect(await eventCount()).toBe(before);
    expect((await post(good)).statusCode).toBe(201);
  });
});

describe('sellers’ enrolments', () => {
  it('enrols an own active product at the minimum or more, lists it, and withdraws it before the start', async () => {
    const seller = await shopper(t.app);
    const product = await fixture.product({ sellerId: seller.user.id, priceCents: 10_000, discount: 10 });
    const event = await createEvent(t.app, admin.token, {
      startsOn: dayFrom(t.app, 2),
      endsOn: dayFrom(t.app, 4),
    });
    const enrol = (body: Record<string, unknown>, who = seller) =>
      who.call('POST', `/api/saleEvents/${event.id}/products`, body);

    const low = await enrol({ productId: product.id, discount: 14 });
    expect([low.statusCode, low.json()]).toEqual([
      400,
      { errors: [{ param: 'discount', msg: M.discountRange(15) }] },
    ]);
    const high = await enrol({ productId: product.id, discount: 91 });
    expect(high.statusCode).toBe(400);
    expect((await enrol({ productId: product.id, discount: '20' })).statusCode).toBe(201);
    const twice = await enrol({ productId: product.id, discount: 30 });
    expect([twice.statusCode, twice.json()]).toEqual([409, { msg: M.alreadyEnrolled }]);

    const mine = (await seller.call('GET', '/api/saleEvents/mine')).json<SellerSaleEventList>();
    const listed = mine.events.find((e) => e.id === event.id);
    expect(listed?.status).toBe('upcoming');
    expect(listed?.enrolments).toEqual([
      expect.objectContaining({
        productId: product.id,
        discount: 20,
        priceCents: 10_000,
        eventPriceCents: 8000,
      }),
    ]);

    // A stranger cannot withdraw it, and learns no more than from a product never enrolled.
    const stranger = await shopper(t.app);
    const foreign = await stranger.call('DELETE', `/api/saleEvents/${event.id}/products/${product.id}`);
    const never = await stranger.call('DELETE', `/api/saleEvents/${event.id}/products/2147483000`);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { msg: M.notEnrolled }]);
    expect([never.statusCode, never.json()]).toEqual([404, { msg: M.notEnrolled }]);

    const withdrawn = await seller.call('DELETE', `/api/saleEvents/${event.id}/products/${product.id}`);
    expect(withdrawn.statusCode).toBe(200);
    const after = (await seller.call('GET', '/api/saleEvents/mine')).json<SellerSaleEventList>();
    expect(after.events.find((e) => e.id === event.id)?.enrolments).toEqual([]);
  });

  it('refuses another seller’s product as a missing one, an inactive one, overlapping events and an event over', async () => {
    const seller = await shopper(t.app);
    const stranger = await shopper(t.app);
    const theirs = await fixture.product({ sellerId: stranger.user.id });
    const hidden = await fixture.product({ sellerId: seller.user.id, active: false });
    const product = await fixture.product({ sellerId: seller.user.id });
    const first = await createEvent(t.app, admin.token, {
      startsOn: dayFrom(t.app, 1),
      endsOn: dayFrom(t.app, 5),
    });
    const overlapping = await createEvent(t.app, admin.token, {
      name: 'Cyber Monday',
      startsOn: dayFrom(t.app, 5),
      endsOn: dayFrom(t.app, 8),
    });
    const later = await createEvent(t.app, admin.token, {
      startsOn: dayFrom(t.app, 6),
      endsOn: dayFrom(t.app, 9),
    });
    const enrol = (eventId: number, productId: number) =>
      seller.call('POST', `/api/saleEvents/${eventId}/products`, { productId, discount: 20 });

    const foreign = await enrol(first.id, theirs.id);
    const missing = await enrol(first.id, 2_147_483_000);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { msg: M.productNotFound }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { msg: M.productNotFound }]);
    const inactive = await enrol(first.id, hidden.id);
    expect([inactive.statusCode, inactive.json()]).toEqual([
      400,
      { errors: [{ param: 'productId', msg: M.productInactive }] },
    ]);
    const noEvent = await enrol(2_147_483_000, product.id);
    expect([noEvent.statusCode, noEvent.json()]).toEqual([404, { msg: M.notFound }]);

    expect((await enrol(first.id, product.id)).statusCode).toBe(201);
    const clash = await enrol(overlapping.id, product.id);
    expect([clash.statusCode, clash.json()]).toEqual([409, { msg: M.overlaps('Hot Sale') }]);
    // Days that do not meet are fine.
    expect((await enrol(later.id, product.id)).statusCode).toBe(201);

    // An event over takes no one; a running one can no longer be left.
    const over = await createEvent(t.app, admin.token);
    await t.db.execute(
      sql`UPDATE sale_events SET starts_on = ${dayFrom(t.app, -10)}::date, ends_on = ${dayFrom(t.app, -9)}::date WHERE id = ${over.id}`,
    );
    const closed = await enrol(over.id, (await fixture.product({ sellerId: seller.user.id })).id);
    expect([closed.statusCode, closed.json()]).toEqual([409, { msg: M.closed }]);
    const running = await createEvent(t.app, admin.token, {
      startsOn: dayFrom(t.app),
      endsOn: dayFrom(t.app),
    });
    const other = await fixture.product({ sellerId: seller.user.id });
    expect((await enrol(running.id, other.id)).statusCode).toBe(201);
    const leave = await seller.call('DELETE', `/api/saleEvents/${running.id}/products/${other.id}`);
    expect([leave.statusCode, leave.json()]).toEqual([409, { msg: M.started }]);
    const strangerLeave = await stranger.call('DELETE', `/api/saleEvents/${running.id}/products/${other.id}`);
    expect([strangerLeave.statusCode, strangerLeave.json()]).toEqual([404, { msg: M.notEnrolled }]);
  });
});
