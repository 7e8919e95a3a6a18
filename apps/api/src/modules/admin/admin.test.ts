import { ACCOUNT_MSG, ADMIN_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, registerAndLogin, rootSession } from '../../../test/auth.js';
import { createCategory, createGenre, createProduct } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { products } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof rootSession>>;
let user: Awaited<ReturnType<typeof registerAndLogin>>;
let categoryId: number;
let genreId: number;
beforeAll(async () => {
  t = await buildAccountsApp({ CATALOG_CACHE_MS: '60000' });
  admin = await rootSession(t.app, t.db);
  user = await registerAndLogin(t.app);
  categoryId = (await createCategory(t.db)).id;
  genreId = (await createGenre(t.db)).id;
});
afterAll(() => t.close());

const as = (token: string) => authHeader(token);
const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/productsAdmin${query}`, headers: as(admin.token) });

describe('admin guards', () => {
  it('answers 401 without a token and 403 for a non-root user, changing nothing', async () => {
    const product = await createProduct(t.db, { name: 'Guardado', categoryId, genreId });
    const calls = [
      { method: 'GET' as const, url: '/api/productsAdmin' },
      { method: 'GET' as const, url: `/api/productsAdmin/${product.id}` },
      { method: 'PUT' as const, url: '/api/activateProduct', payload: { id: product.id } },
      { method: 'POST' as const, url: '/notifications', payload: { name: 'ordersQuantity' } },
      { method: 'GET' as const, url: '/api/admin/events' },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      const denied = await t.app.inject({ ...call, headers: as(user.token) });
      expect(denied.statusCode, call.url).toBe(403);
      expect(denied.json()).toEqual({ msg: ACCOUNT_MSG.accessDenied });
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.active).toBe(true);
  });
});

describe('GET /api/productsAdmin', () => {
  it('pages every product, inactive ones too, 13 by default, newest first', async () => {
    for (let i = 0; i < 14; i++) {
      await createProduct(t.db, { name: `Lámpara ${i}`, categoryId, genreId, active: i % 2 === 0 });
    }
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.pageSize).toBe(13);
    expect(page.items).toHaveLength(13);
    const all = await t.db.select({ id: products.id }).from(products);
    expect(page.total).toBe(all.length);
    expect(page.items[0].id).toBe(Math.max(...all.map((p) => p.id)));
    expect(page.items.some((p: { active: boolean }) => !p.active)).toBe(true);
    const second = (await list('?page=2')).json();
    expect(second.items).toHaveLength(all.length - 13);
  });

  it('searches any part of the name ignoring accents, filters by active and sorts', async () => {
    const found = (await list('?q=lampara&pageSize=100&sort=name')).json();
    expect(found.total).toBe(14);
    const names = found.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    const inactive = (await list('?q=LÁMP&active=false')).json();
    expect(inactive.total).toBe(7);
    expect(inactive.items.every((p: { active: boolean }) => !p.active)).toBe(true);
    const activeTotal = (await list('?active=true')).json().total;
    const inactiveTotal = (await list('?active=false')).json().total;
    expect(activeTotal + inactiveTotal).toBe((await list()).json().total);
  });

  it('refuses a bad sort or page size with Spanish field errors', async () => {
    const bad = await list('?sort=precio&pageSize=500');
    expect(bad.statusCode).toBe(400);
    const params = bad.json().errors.map((e: { param: string }) => e.param);
    expect(params).toEqual(expect.arrayContaining(['sort', 'pageSize']));
  });
});

describe('PUT /api/activateProduct', () => {
  it('hides and shows the product in the public catalog at once', async () => {
    const product = await createProduct(t.db, { name: 'Termo viajero', categoryId, genreId });
    const publicDetail = () => t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    // Warm the catalog cache: the toggle must drop it.
    expect((await publicDetail()).statusCode).toBe(200);
    const search = () => t.app.inject({ method: 'GET', url: '/api/products?name=termo' });
    expect((await search()).json().total).toBe(1);

    const changed: number[] = [];
    const stop = t.app.events.subscribe('productChanged', (e) => changed.push(e.productId));
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/activateProduct',
      headers: as(admin.token),
      payload: { id: product.id },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ msg: ADMIN_MSG.productDeactivated, active: false });
    expect((await publicDetail()).statusCode).toBe(404);
    expect((await search()).json().total).toBe(0);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/productsAdmin/${product.id}`,
      headers: as(admin.token),
    });
    expect(detail.json()).toMatchObject({ id: product.id, active: false, name: 'Termo viajero' });

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/activateProduct',
      headers: as(admin.token),
      payload: { id: product.id, active: true },
    });
    expect(on.json()).toEqual({ msg: ADMIN_MSG.productActivated, active: true });
    expect((await publicDetail()).statusCode).toBe(200);
    expect((await search()).json().total).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(changed).toEqual([product.id, product.id]);
  });

  it("answers 404 'Producto no modificado' for an unknown product", async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/activateProduct',
      headers: as(admin.token),
      payload: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ msg: ADMIN_MSG.productNotModified });
  });
});
