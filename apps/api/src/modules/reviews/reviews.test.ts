import {
  type PendingReviewPage,
  type ProductDetail,
  REVIEW_MSG,
  type ReviewCreated,
  type ReviewPage,
  type SentReviewPage,
} from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture, catalogSuite, shopper } from '../../../test/catalog-fixtures.js';
import { createPurchase } from '../../../test/purchase-fixtures.js';
import { products, reviews } from '../../db/schema.js';

const { t, fixture } = catalogSuite();

type Product = Awaited<ReturnType<typeof fixture.product>>;

/** A signed-in buyer who has paid for each given product. */
async function buyerOf(...bought: Product[]) {
  const session = await shopper(t.app);
  if (bought.length > 0) {
    await createPurchase(t.db, {
      buyerId: session.user.id,
      lines: bought.map((product) => ({ product, quantity: 1 })),
    });
  }
  return session;
}

const reviewsOf = async (productId: number, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` })
  ).json<ReviewPage>();

describe('POST /api/reviews', () => {
  it('stores a review of a bought product and answers it with the new rating', async () => {
    const product = await fixture.product();
    const { call, user } = await buyerOf(product);
    const response = await call('POST', '/api/reviews', { id: product.id, rating: 4, comment: 'Llegó bien' });
    expect(response.statusCode).toBe(201);
    const created = response.json<ReviewCreated>();
    expect(created).toMatchObject({
      msg: REVIEW_MSG.sent,
      review: { rating: 4, comment: 'Llegó bien', user: { userName: user.userName } },
      rating: { average: 4, count: 1 },
    });
    expect(created.review.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['2.5', 2.5],
    ["'5' as text", '5'],
    ['null', null],
  ])('refuses the rating %s with a field error and stores nothing', async (_label, rating) => {
    const product = await fixture.product();
    const { call } = await buyerOf(product);
    const response = await call('POST', '/api/reviews', { id: product.id, rating, comment: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'rating', msg: REVIEW_MSG.invalidRating }] });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(0);
  });

  it('takes 100 characters of comment and refuses 101', async () => {
    const product = await fixture.product();
    const { call } = await buyerOf(product);
    const tooLong = await call('POST', '/api/reviews', {
      id: product.id,
      rating: 3,
      comment: 'b'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ errors: [{ param: 'comment', msg: REVIEW_MSG.commentTooLong }] });
    const fits = await call('POST', '/api/reviews', { id: product.id, rating: 3, comment: 'ñ'.repeat(100) });
    expect(fits.statusCode).toBe(201);
    expect(fits.json<ReviewCreated>().review.comment).toBe('ñ'.repeat(100));
  });

  it('keeps HTML and nested script tags as sent and returns them as JSON text', async () => {
    const product = await fixture.product();
    const { call } = await buyerOf(product);
    const comment = '<img src=x onerror=alert(1)><scr<script>ipt>alert(2)</script>';
    const response = await call('POST', '/api/reviews', { id: product.id, rating: 5, comment });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const listed = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json<ReviewPage>().items[0]?.comment).toBe(comment);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(stored?.comment).toBe(comment);
  });

  it('answers 403 for a product the user has not bought', async () => {
    const product = await fixture.product();
    const other = await fixture.product();
    const { call } = await buyerOf(other);
    const response = await call('POST', '/api/reviews', { id: product.id, rating: 4, comment: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: REVIEW_MSG.notBought });
  });

  it('answers 404 for an unknown product and 401 without a token', async () => {
    const { call } = await buyerOf();
    const unknown = await call('POST', '/api/reviews', { id: 2_000_000_000, rating: 4, comment: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: REVIEW_MSG.productNotFound });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { id: 1, rating: 4 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 the second time and leaves the first review and the rating alone', async () => {
    const product = await fixture.product();
    const { call } = await buyerOf(product);
    expect(
      (await call('POST', '/api/reviews', { id: product.id, rating: 2, comment: 'uno' })).statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/reviews', { id: product.id, rating: 5, comment: 'dos' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: REVIEW_MSG.alreadyReviewed });
    const page = await reviewsOf(product.id);
    expect(page.items.map((r) => [r.rating, r.comment])).toEqual([[2, 'uno']]);
    expect(page.rating).toEqual({ average: 2, count: 1 });
  });

  it('stores one review out of 10 parallel attempts; the rest answer 409', async () => {
    const product = await fixture.product();
    const { call } = await buyerOf(product);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/reviews', { id: product.id, rating: (i % 5) + 1, comment: `intento ${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.ratingCount).toBe(1);
  });

  it('ignores a userId in the body: the author is the token’s user', async () => {
    const product = await fixture.product();
    const buyer = await buyerOf(product);
    const other = await buyerOf(product);
    const response = await buyer.call('POST', '/api/reviews', {
      id: product.id,
      rating: 3,
      comment: 'mío',
      userId: other.user.id,
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(stored?.userId).toBe(buyer.user.id);
    // The other buyer can still review it.
    expect((await other.call('POST', '/api/reviews', { id: product.id, rating: 5 })).statusCode).toBe(201);
  });

  it('keeps the average and count right after several reviews, in the catalog too', async () => {
    const product = await fixture.product();
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      const { call } = await buyerOf(product);
      expect((await call('POST', '/api/reviews', { id: product.id, rating })).statusCode).toBe(201);
    }
    expect((await reviewsOf(product.id)).rating).toEqual({ average: 3.8, count: 4 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(detail.json<ProductDetail>().rating).toEqual({ average: 3.8, count: 4 });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect([row?.ratingSum, row?.ratingCount]).toEqual([15, 4]);
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('pages the reviews newest first with user name, rating, comment and date', async () => {
    const product = await fixture.product();
    const names: string[] = [];
    for (const rating of [1, 2, 3]) {
      const { call, user } = await buyerOf(product);
      names.push(user.userName);
      await call('POST', '/api/reviews', { id: product.id, rating, comment: `nota ${rating}` });
    }
    const first = await reviewsOf(product.id, '?pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, rating: { average: 2, count: 3 } });
    expect(first.items.map((r) => [r.user.userName, r.rating, r.comment])).toEqual([
      [names[2], 3, 'nota 3'],
      [names[1], 2, 'nota 2'],
    ]);
    const second = await reviewsOf(product.id, '?pageSize=2&page=2');
    expect(second.items.map((r) => r.user.userName)).toEqual([names[0]]);
  });

  it('answers an empty page for a product without reviews, 404 for an unknown one, 400 for a bad page', async () => {
    const product = await fixture.product();
    expect(await reviewsOf(product.id)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      rating: { average: 0, count: 0 },
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products/2000000000/reviews' });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?page=0` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/reviews/user', () => {
  it('lists each bought product once, latest purchase first, until it is reviewed', async () => {
    const kettle = await fixture.product();
    const lamp = await fixture.product();
    const { call, user } = await buyerOf();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    await createPurchase(t.db, {
      buyerId: user.id,
      lines: [{ product: kettle, quantity: 1 }],
      createdAt: day(1),
    });
    await createPurchase(t.db, {
      buyerId: user.id,
      lines: [{ product: lamp, quantity: 2 }],
      createdAt: day(2),
    });
    await createPurchase(t.db, {
      buyerId: user.id,
      lines: [{ product: kettle, quantity: 1 }],
      createdAt: day(3),
    });

    const before = (await call('GET', '/api/reviews/user')).json<PendingReviewPage>();
    expect(before.total).toBe(2);
    expect(before.items).toEqual([
      {
        id: kettle.id,
        purchasedAt: day(3).toISOString(),
        product: {
          id: kettle.id,
          name: kettle.name,
          image: [`/uploads/test/${kettle.id}-0.webp`, `/uploads/test/${kettle.id}-1.webp`],
          thumbs: [`/uploads/test/${kettle.id}-0-thumb.webp`, `/uploads/test/${kettle.id}-1-thumb.webp`],
        },
      },
      expect.objectContaining({ id: lamp.id, purchasedAt: day(2).toISOString() }),
    ]);

    await call('POST', '/api/reviews', { id: kettle.id, rating: 4, comment: '' });
    const after = (await call('GET', '/api/reviews/user')).json<PendingReviewPage>();
    expect(after.items.map((i) => i.id)).toEqual([lamp.id]);
    expect(after.total).toBe(1);
  });

  it('shows only the caller’s purchases and needs a token', async () => {
    const product = await fixture.product();
    await buyerOf(product);
    const { call } = await buyerOf();
    expect((await call('GET', '/api/reviews/user')).json<PendingReviewPage>()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/user' })).statusCode).toBe(401);
  });
});

describe('GET /api/reviews/sent', () => {
  it('lists the caller’s reviews newest first with their products; nobody else’s; needs a token', async () => {
    const kettle = await fixture.product();
    const lamp = await fixture.product();
    const { call } = await buyerOf(kettle, lamp);
    expect((await call('GET', '/api/reviews/sent')).json()).toMatchObject({ items: [], total: 0 });
    await call('POST', '/api/reviews', { id: kettle.id, rating: 4, comment: 'Calienta rápido' });
    await call('POST', '/api/reviews', { id: lamp.id, rating: 2, comment: '<b>floja</b>' });
    const other = await buyerOf(kettle);
    await other.call('POST', '/api/reviews', { id: kettle.id, rating: 5, comment: 'De otro' });

    const sent = (await call('GET', '/api/reviews/sent?pageSize=1')).json<SentReviewPage>();
    expect(sent).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(sent.items[0]).toMatchObject({
      rating: 2,
      comment: '<b>floja</b>',
      product: {
        id: lamp.id,
        name: lamp.name,
        thumbs: [`/uploads/test/${lamp.id}-0-thumb.webp`, expect.any(String)],
      },
    });
    const second = (await call('GET', '/api/reviews/sent?pageSize=1&page=2')).json<SentReviewPage>();
    expect(second.items.map((r) => [r.product.id, r.comment])).toEqual([[kettle.id, 'Calienta rápido']]);
    expect((await call('GET', '/api/reviews/sent?page=9')).json()).toMatchObject({ items: [], total: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/sent' })).statusCode).toBe(401);
  });
});

describe('with the catalog cache on', () => {
  it('shows the new rating on the cached product detail right after a review', async () => {
    const cached = await buildAccountsApp({ CATALOG_CACHE_MS: '60000' });
    try {
      const shop = await catalogFixture(cached.db);
      const product = await shop.product();
      const read = async () =>
        (await cached.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<ProductDetail>()
          .rating;
      expect(await read()).toEqual({ average: 0, count: 0 });
      const { call, user } = await shopper(cached.app);
      await createPurchase(cached.db, { buyerId: user.id, lines: [{ product, quantity: 1 }] });
      expect((await call('POST', '/api/reviews', { id: product.id, rating: 5 })).statusCode).toBe(201);
      expect(await read()).toEqual({ average: 5, count: 1 });
    } finally {
      await cached.close();
    }
  });
});
