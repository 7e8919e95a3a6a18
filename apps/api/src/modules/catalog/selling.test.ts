import { type OwnProductPage, type ProductDetail, type ProductPage, SELLING_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, makeRoot } from '../../../test/auth.js';
import { catalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import { createCategory, createGenre } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { productForm, uploaded } from '../../../test/selling-fixtures.js';
import { products, uploads } from '../../db/schema.js';

let t: TestApp;
let categoryId: number;
let genreId: number;

beforeAll(async () => {
  t = await buildAccountsApp();
  categoryId = (await createCategory(t.db)).id;
  genreId = (await createGenre(t.db)).id;
});
afterAll(() => t?.close());

/** A signed-in seller with one fresh upload, ready to publish. */
async function seller() {
  const s = await shopper(t.app);
  const image = await uploaded(t.app, s.token);
  const form = (overrides: Record<string, unknown> = {}) =>
    productForm(categoryId, genreId, [image.secure_url], overrides);
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const response = await s.call('POST', '/api/product', form(overrides));
    if (response.statusCode !== 201) throw new Error(`publish failed: ${response.body}`);
    return response.json<ProductDetail>();
  };
  return { ...s, image, form, publish };
}

const countProducts = async () => (await t.db.select({ id: products.id }).from(products)).length;

describe('POST /api/product', () => {
  it('takes a price with cents, written with a comma or a point, and keeps integer cents', async () => {
    const s = await seller();
    const comma = await s.publish(s.form({ name: 'Taza con cents', price: '12,50', discount: '0' }));
    const point = await s.publish(s.form({ name: 'Plato con cents', price: '0.99', discount: '10' }));
    expect([comma.priceCents, comma.finalPriceCents]).toEqual([1250, 1250]);
    // 10 % off 99 cents is 89,1: the discounted price rounds to whole cents.
    expect(point.priceCents).toBe(99);
    expect(Number.isInteger(point.finalPriceCents)).toBe(true);
  });

  it('publishes the product for the caller: cents, thumbnail, upload attached, searchable at once', async () => {
    const s = await seller();
    const response = await s.call('POST', '/api/product', s.form({ name: 'Farol Zeppelin' }));
    expect(response.statusCode).toBe(201);
    const product = response.json<ProductDetail>();
    expect(product).toMatchObject({
      name: 'Farol Zeppelin',
      price: 120,
      priceCents: 12_000,
      discount: 10,
      finalPriceCents: 10_800,
      warranty: 12,
      stock: 5,
      categoryId,
      genreId,
      active: true,
      sellerId: s.user.id,
      image: [s.image.secure_url],
      thumbs: [s.image.thumb_url],
      rating: { average: 0, count: 0 },
    });
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.url, s.image.secure_url));
    expect(upload?.attached).toBe(true);
    const search = await t.app.inject({ method: 'GET', url: '/api/products?name=zeppelin' });
    expect(search.json<ProductPage>().items.map((p) => p.id)).toEqual([product.id]);
  });

  it('ignores owner, active flag, id and ratings sent by the client', async () => {
    const s = await seller();
    const other = await shopper(t.app);
    const product = await s.publish({
      sellerId: other.user.id,
      active: false,
      id: 1,
      ratingSum: 50,
      ratingCount: 10,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ sellerId: s.user.id, active: true, ratingSum: 0, ratingCount: 0 });
  });

  it('stores HTML in the name as inert text, exactly as typed', async () => {
    const s = await seller();
    const product = await s.publish({ name: '<img src=x onerror=alert(1)>' });
    expect(product.name).toBe('<img src=x onerror=alert(1)>');
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(detail.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['name', '', SELLING_MSG.nameRequired],
    ['name', 'n'.repeat(51), SELLING_MSG.nameTooLong],
    ['description', '', SELLING_MSG.description],
    ['price', '12a', SELLING_MSG.price],
    ['price', '-3', SELLING_MSG.price],
    ['price', '1e3', SELLING_MSG.price],
    ['price', '10.505', SELLING_MSG.price],
    ['brand', '', SELLING_MSG.brandRequired],
    ['color', 'c'.repeat(21), SELLING_MSG.color],
    ['warranty', 'doce', SELLING_MSG.warranty],
    ['discount', '150', SELLING_MSG.discount],
    ['stock', '-1', SELLING_MSG.stock],
    ['categoryId', '', SELLING_MSG.category],
    ['genreId', 'x', SELLING_MSG.genre],
    ['image', [], SELLING_MSG.imageRequired],
    ['image', ['javascript:alert(1)'], 'image.0'],
  ])('refuses %s = %j with 400 and writes nothing', async (field, value, expected) => {
    const s = await seller();
    const before = await countProducts();
    const response = await s.call('POST', '/api/product', s.form({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { param: string; msg: string }[] }>();
    if (expected === 'image.0') expect(errors).toEqual([{ param: 'image.0', msg: SELLING_MSG.invalidImage }]);
    else expect(errors).toEqual([{ param: field, msg: expected }]);
    expect(await countProducts()).toBe(before);
  });

  it.each([
    ['a foreign URL', 'https://evil.example.com/x.webp'],
    ['a made-up path under /uploads', '/uploads/u/00000000000000000000000000000000.webp'],
  ])('refuses %s as an image', async (_name, url) => {
    const s = await seller();
    const before = await countProducts();
    const response = await s.call('POST', '/api/product', s.form({ image: [s.image.secure_url, url] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'image', msg: SELLING_MSG.foreignImage }] });
    expect(await countProducts()).toBe(before);
    // The rolled-back write left the good upload unattached.
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.url, s.image.secure_url));
    expect(upload?.attached).toBe(false);
  });

  it('refuses another user’s upload', async () => {
    const s = await seller();
    const other = await uploaded(t.app, (await shopper(t.app)).token);
    const response = await s.call('POST', '/api/product', s.form({ image: [other.secure_url] }));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a category or audience that does not exist', async () => {
    const s = await seller();
    const response = await s.call(
      'POST',
      '/api/product',
      s.form({ categoryId: '999999', genreId: '999999' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { param: 'categoryId', msg: SELLING_MSG.unknownCategory },
        { param: 'genreId', msg: SELLING_MSG.unknownGenre },
      ],
    });
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      payload: productForm(categoryId, genreId, ['/uploads/x.webp']),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/editProduct', () => {
  it('lets the seller change every listed field and reorder images (the cover first)', async () => {
    const s = await seller();
    const product = await s.publish();
    const second = await uploaded(t.app, s.token);
    const response = await s.call('PUT', '/api/editProduct', {
      ...s.form({ name: 'Lámpara nueva', price: '80', discount: '0', stock: '0' }),
      image: [second.secure_url, s.image.secure_url],
      editId: product.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductDetail>()).toMatchObject({
      id: product.id,
      name: 'Lámpara nueva',
      priceCents: 8000,
      discount: 0,
      stock: 0,
      image: [second.secure_url, s.image.secure_url],
      thumbs: [second.thumb_url, s.image.thumb_url],
    });
  });

  it('gives an image taken off the product back to the orphan cleanup, unless another product shows it', async () => {
    const s = await seller();
    const extra = await uploaded(t.app, s.token);
    const shared = await uploaded(t.app, s.token);
    const product = await s.publish({ image: [s.image.secure_url, extra.secure_url, shared.secure_url] });
    await s.publish({ name: 'Otra lámpara', image: [shared.secure_url] });
    const edited = await s.call('PUT', '/api/editProduct', {
      ...s.form(),
      image: [s.image.secure_url],
      editId: product.id,
    });
    expect(edited.statusCode).toBe(200);
    const attached = async (url: string) =>
      (await t.db.select().from(uploads).where(eq(uploads.url, url)))[0]?.attached;
    expect(await attached(extra.secure_url)).toBe(false);
    expect(await attached(shared.secure_url)).toBe(true);
    expect(await attached(s.image.secure_url)).toBe(true);

    // A day later the cleanup removes the image nobody shows, files included, and only it.
    await t.app.removeOrphanUploads(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    const file = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await file(extra.secure_url)).statusCode).toBe(404);
    expect((await file(extra.thumb_url)).statusCode).toBe(404);
    expect(await attached(extra.secure_url)).toBeUndefined();
    for (const kept of [s.image, shared]) {
      expect((await file(kept.secure_url)).statusCode).toBe(200);
      expect(await attached(kept.secure_url)).toBe(true);
    }
  });

  it('answers 403 to another user and changes nothing', async () => {
    const s = await seller();
    const product = await s.publish();
    const intruder = await seller();
    const response = await intruder.call('PUT', '/api/editProduct', {
      ...intruder.form({ name: 'Robado' }),
      editId: product.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: SELLING_MSG.notOwner });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.name).toBe(product.name);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.url, intruder.image.secure_url));
    expect(upload?.attached).toBe(false);
  });

  it('lets an administrator edit any product, keeping its seller', async () => {
    const s = await seller();
    const product = await s.publish();
    const admin = await shopper(t.app);
    await makeRoot(t.db, admin.user.id);
    const response = await admin.call('PUT', '/api/editProduct', {
      ...s.form({ name: 'Editado por admin' }),
      editId: product.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductDetail>()).toMatchObject({ name: 'Editado por admin', sellerId: s.user.id });
  });

  it('keeps a seeded product’s own images, which storage never recorded', async () => {
    const s = await shopper(t.app);
    const fixture = await catalogFixture(t.db);
    const seeded = await fixture.product({ sellerId: s.user.id });
    const images = [`/uploads/test/${seeded.id}-1.webp`, `/uploads/test/${seeded.id}-0.webp`];
    const response = await s.call('PUT', '/api/editProduct', {
      ...productForm(categoryId, genreId, images, { name: 'Sembrado' }),
      editId: seeded.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductDetail>()).toMatchObject({
      image: images,
      thumbs: [`/uploads/test/${seeded.id}-1-thumb.webp`, `/uploads/test/${seeded.id}-0-thumb.webp`],
    });
  });

  it('ignores an owner or active flag sent with the edit', async () => {
    const s = await seller();
    const product = await s.publish();
    const other = await shopper(t.app);
    const response = await s.call('PUT', '/api/editProduct', {
      ...s.form(),
      editId: product.id,
      sellerId: other.user.id,
      active: false,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ sellerId: s.user.id, active: true });
  });

  it('answers 404 for a product that does not exist and 400 without editId', async () => {
    const s = await seller();
    expect((await s.call('PUT', '/api/editProduct', { ...s.form(), editId: 99_999_999 })).statusCode).toBe(
      404,
    );
    const missing = await s.call('PUT', '/api/editProduct', s.form());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ param: 'editId', msg: SELLING_MSG.invalidEditId }] });
  });
});

describe('GET /api/productsByUser', () => {
  it('lists the caller’s products only, newest first, inactive ones included, paginated', async () => {
    const s = await seller();
    const first = await s.publish({ name: 'Primero' });
    const second = await s.publish({ name: 'Segundo' });
    await t.db.update(products).set({ active: false }).where(eq(products.id, first.id));
    await (await seller()).publish({ name: 'De otro' });

    const page = (await s.call('GET', '/api/productsByUser')).json<OwnProductPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(page.items.map((p) => [p.name, p.active])).toEqual([
      ['Segundo', true],
      ['Primero', false],
    ]);
    expect(page.items[0]).toMatchObject({ description: second.description, sellerId: s.user.id });
    const paged = (await s.call('GET', '/api/productsByUser?page=2&pageSize=1')).json<ProductPage>();
    expect(paged).toMatchObject({ total: 2, page: 2, items: [{ id: first.id }] });
    const found = (await s.call('GET', '/api/productsByUser?q=segu')).json<ProductPage>();
    expect(found.items.map((p) => p.id)).toEqual([second.id]);
  });

  it('answers an empty page to a new user and 401 to a visitor', async () => {
    const { call } = await shopper(t.app);
    expect((await call('GET', '/api/productsByUser')).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/productsByUser' })).statusCode).toBe(401);
  });
});

describe('per-user product limit', () => {
  it('answers 429 past PRODUCT_RATE_PER_USER and creates nothing more', async () => {
    const limited = await buildAccountsApp({ PRODUCT_RATE_PER_USER: '1' });
    try {
      const category = await createCategory(limited.db);
      const genre = await createGenre(limited.db);
      const s = await shopper(limited.app);
      const images = [(await uploaded(limited.app, s.token)).secure_url];
      expect(
        (await s.call('POST', '/api/product', productForm(category.id, genre.id, images))).statusCode,
      ).toBe(201);
      const second = await s.call('POST', '/api/product', productForm(category.id, genre.id, images));
      expect(second.statusCode).toBe(429);
      expect((await limited.db.select({ id: products.id }).from(products)).length).toBe(1);
      // Someone else is not held back by it.
      const other = await shopper(limited.app);
      const otherImages = [(await uploaded(limited.app, other.token)).secure_url];
      expect(
        (await other.call('POST', '/api/product', productForm(category.id, genre.id, otherImages)))
          .statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
