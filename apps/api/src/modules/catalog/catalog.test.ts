import { foldText, MSG, type ProductDetail, type ProductPage } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createGenre, createProduct } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const ropa = await createCategory(t.db, 'Ropa');
  const tecno = await createCategory(t.db, 'Tecnología');
  const calzado = await createCategory(t.db, 'Calzado');
  const juguetes = await createCategory(t.db, 'Juguetes');
  await createCategory(t.db, 'Vacía');
  const hombre = await createGenre(t.db, 'Hombre');
  const mujer = await createGenre(t.db, 'Mujer');
  const rows: [string, number, number, number, number, number, boolean?][] = [
    // name, category, genre, priceCents, discount, stock, active
    ['Camiseta Básica', ropa.id, hombre.id, 2000, 10, 5],
    ['Camiseta Estampada', ropa.id, mujer.id, 2500, 0, 3],
    ['camiseta deportiva', ropa.id, hombre.id, 1500, 0, 8],
    ['Teléfono Inteligente X', tecno.id, hombre.id, 100000, 20, 2],
    ['Auriculares Bluetooth', tecno.id, mujer.id, 5000, 50, 9],
    ['Zapatillas Urbanas', calzado.id, mujer.id, 8000, 0, 0],
    ['Zapatillas Running', calzado.id, hombre.id, 12000, 33, 4],
    ['Ñandú de Peluche', juguetes.id, mujer.id, 3000, 0, 1],
    ['Camisa Oxford', ropa.id, hombre.id, 4000, 0, 2],
    ['Camiseta Oculta', ropa.id, hombre.id, 900, 0, 1, false],
  ];
  for (const [name, categoryId, genreId, priceCents, discount, stock, active] of rows) {
    const product = await createProduct(t.db, {
      name,
      categoryId,
      genreId,
      priceCents,
      discount,
      stock,
      active: active ?? true,
    });
    ids[name] = product.id;
  }
});

afterAll(() => t?.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

async function list(query: string): Promise<ProductPage> {
  const { status, body } = await get(`/api/products${query}`);
  expect(status).toBe(200);
  return body as ProductPage;
}

const names = (page: ProductPage) => page.items.map((p) => p.name);

describe('GET /api/products', () => {
  it('answers the paging envelope with 6 items and the total of active products', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 9, page: 1, pageSize: 6 });
    expect(page.items).toHaveLength(6);
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 9, page: 2, pageSize: 6 });
    expect(second.items).toHaveLength(3);
    expect(new Set([...names(page), ...names(second)]).size).toBe(9);
    expect((await list('?page=3')).items).toEqual([]);
    expect((await list('?pageSize=100')).items).toHaveLength(9);
  });

  it('never lists inactive products, nor counts them', async () => {
    const all = await list('?pageSize=100');
    expect(names(all)).not.toContain('Camiseta Oculta');
    expect((await list('?name=oculta')).total).toBe(0);
  });

  it('describes each product with the price the buyer pays and its images', async () => {
    const page = await list('?pageSize=100');
    const shirt = page.items.find((p) => p.name === 'Camiseta Básica');
    expect(shirt).toMatchObject({
      price: 20,
      priceCents: 2000,
      discount: 10,
      finalPriceCents: 1800,
      stock: 5,
      category: { name: 'Ropa' },
      genre: { name: 'Hombre' },
      active: true,
      rating: { average: 0, count: 0 },
    });
    expect(shirt?.image).toHaveLength(2);
    expect(shirt?.thumbs[0]).toMatch(/thumb/);
    // 12000 − round(12000 × 33 / 100) = 12000 − 3960
    expect(page.items.find((p) => p.name === 'Zapatillas Running')?.finalPriceCents).toBe(8040);
  });

  it('sorts A-Z and Z-A by name, ignoring case and accents', async () => {
    const az = names(await list('?sort=az&pageSize=100'));
    const folded = az.map(foldText);
    expect(folded).toEqual([...folded].sort());
    expect(az[0]).toBe('Auriculares Bluetooth');
    expect(az).toContain('Ñandú de Peluche');
    expect(az.indexOf('Ñandú de Peluche')).toBeLessThan(az.indexOf('Teléfono Inteligente X'));
    const za = names(await list('?sort=za&pageSize=100'));
    expect(za).toEqual([...az].reverse());
  });

  it('sorts by the discounted price, both ways', async () => {
    const asc = (await list('?sort=price_asc&pageSize=100')).items.map((p) => p.finalPriceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(1500);
    const desc = (await list('?sort=price_desc&pageSize=100')).items.map((p) => p.finalPriceCents);
    expect(desc).toEqual([...asc].reverse());
    // Auriculares cost 5000 before their 50 % discount: ordered by the 2500 the buyer pays.
    const cheapToDear = names(await list('?sort=price_asc&pageSize=100'));
    expect(cheapToDear.indexOf('Auriculares Bluetooth')).toBeLessThan(
      cheapToDear.indexOf('Ñandú de Peluche'),
    );
  });

  it('pages through a sorted list without repeating or losing products', async () => {
    const whole = names(await list('?sort=price_desc&pageSize=100'));
    const paged = [
      ...names(await list('?sort=price_desc&pageSize=3&page=1')),
      ...names(await list('?sort=price_desc&pageSize=3&page=2')),
      ...names(await list('?sort=price_desc&pageSize=3&page=3')),
    ];
    expect(paged).toEqual(whole);
  });

  it('filters by category name (any case or accents) or id', async () => {
    const byName = await list('?category=Tecnolog%C3%ADa');
    expect(byName.total).toBe(2);
    expect(names(byName).sort()).toEqual(['Auriculares Bluetooth', 'Teléfono Inteligente X']);
    expect((await list('?category=tecnologia')).total).toBe(2);
    const ropa = (await list('?category=Ropa')).items[0]?.categoryId;
    expect((await list(`?category=${ropa}`)).total).toBe(4);
    expect((await list('?category=Vac%C3%ADa')).items).toEqual([]);
  });

  it('answers a page past the end of a category, and an empty category, with the total and no products', async () => {
    expect(await list('?category=Ropa&page=3&pageSize=3')).toMatchObject({ items: [], total: 4, page: 3 });
    expect(await list('?category=Vac%C3%ADa&sort=az')).toMatchObject({ items: [], total: 0 });
    expect(await list('?page=50&pageSize=6')).toMatchObject({ items: [], total: 9 });
  });

  it("finds 'Teléfono' when searching 'telefono'", async () => {
    expect(names(await list('?name=telefono'))).toEqual(['Teléfono Inteligente X']);
    expect(names(await list('?name=TELÉFONO'))).toEqual(['Teléfono Inteligente X']);
  });

  it("finds the camisetas when searching the typo 'camizeta'", async () => {
    const page = await list('?name=camizeta');
    expect(page.total).toBe(3);
    expect(names(page).sort()).toEqual(['Camiseta Básica', 'Camiseta Estampada', 'camiseta deportiva']);
    // 'camisa' is a catalog word too, but much further from the typo than 'camiseta'.
    expect(names(page)).not.toContain('Camisa Oxford');
  });

  it("finds the zapatillas when searching the typo 'zapatilas'", async () => {
    expect(names(await list('?name=zapatilas')).sort()).toEqual(['Zapatillas Running', 'Zapatillas Urbanas']);
  });

  it('puts the best match first and needs every word', async () => {
    expect(names(await list('?name=camiseta%20basica'))).toEqual(['Camiseta Básica']);
    expect(names(await list('?name=camizeta%20estampda'))).toEqual(['Camiseta Estampada']);
    const page = await list('?name=zapatillas%20running');
    expect(names(page)[0]).toBe('Zapatillas Running');
  });

  it('finds products by the beginning of a word, as typed', async () => {
    expect(names(await list('?name=auricu'))).toEqual(['Auriculares Bluetooth']);
  });

  it('combines search, category and sort', async () => {
    const page = await list('?name=camiseta&category=Ropa&sort=price_desc');
    expect(names(page)).toEqual(['Camiseta Estampada', 'Camiseta Básica', 'camiseta deportiva']);
    expect((await list('?name=camiseta&category=Calzado')).total).toBe(0);
  });

  it('answers an empty page for a search with no match', async () => {
    expect(await list('?name=xylofonoqq')).toMatchObject({ items: [], total: 0 });
    expect((await list('?name=%20%20')).total).toBe(9);
  });

  it('treats SQL and HTML in the search as plain text', async () => {
    const injection = await list(`?name=${encodeURIComponent("'; DROP TABLE products; --")}`);
    expect(injection.total).toBe(0);
    const html = await list(`?name=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(html.total).toBe(0);
    const stillThere = await t.db.execute(sql`SELECT count(*)::int AS n FROM products`);
    expect(stillThere.rows[0]).toEqual({ n: 10 });
  });

  describe('refuses bad input with a Spanish message', () => {
    const cases: [string, string, string][] = [
      ['?sort=precio', 'sort', MSG.invalidSort],
      ['?page=0', 'page', MSG.invalidPage],
      ['?page=-1', 'page', MSG.invalidPage],
      ['?page=abc', 'page', MSG.invalidPage],
      ['?page=1.5', 'page', MSG.invalidPage],
      ['?page=1e9', 'page', MSG.pageTooBig],
      ['?pageSize=1000', 'pageSize', MSG.invalidPageSize()],
      ['?pageSize=0', 'pageSize', MSG.invalidPageSize()],
      [`?name=${'a'.repeat(10_240)}`, 'name', MSG.searchTooLong],
      ['?name=a&name=b', 'name', MSG.invalidSearch],
      ['?category=Inexistente', 'category', MSG.unknownCategory],
      ['?category=999999', 'category', MSG.unknownCategory],
      [`?category=${'x'.repeat(60)}`, 'category', MSG.invalidCategory],
    ];
    it.each(cases)('%s → 400 on %s', async (query, param, msg) => {
      const { status, body, raw } = await get(`/api/products${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ errors: [{ param, msg }] });
      expect(raw).not.toMatch(/stack|at .*\.ts/);
    });

    it('ignores bracketed array keys such as name[]', async () => {
      expect((await list('?name[]=a&name[]=b')).total).toBe(9);
    });
  });
});

describe('GET /api/filterCategory', () => {
  it('lists the products of the named category', async () => {
    const { status, body } = await get('/api/filterCategory?name=Calzado&sort=price_asc');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Zapatillas Urbanas', 'Zapatillas Running']);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 6 });
  });

  it('refuses a missing or unknown category', async () => {
    expect((await get('/api/filterCategory')).status).toBe(400);
    const unknown = await get('/api/filterCategory?name=Nada');
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ param: 'name', msg: MSG.unknownCategory }] },
    });
  });
});

describe('GET /api/products/:id', () => {
  it('answers the detail of an active product', async () => {
    const { status, body } = await get(`/api/products/${ids['Teléfono Inteligente X']}`);
    expect(status).toBe(200);
    const detail = body as ProductDetail;
    expect(detail).toMatchObject({
      name: 'Teléfono Inteligente X',
      description: 'Descripción de Teléfono Inteligente X',
      finalPriceCents: 80000,
      warranty: 12,
      category: { name: 'Tecnología' },
    });
    expect(detail.image).toHaveLength(2);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    expect(await get('/api/products/987654')).toMatchObject({
      status: 404,
      body: { msg: MSG.productNotFound },
    });
    expect((await get(`/api/products/${ids['Camiseta Oculta']}`)).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const { status, body } = await get(`/api/products/${id}`);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ param: 'id', msg: MSG.invalidId }] });
  });
});

describe('GET /api/categories and /api/genres', () => {
  it('lists categories by name and audiences', async () => {
    const categories = (await get('/api/categories')).body as { name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['Calzado', 'Juguetes', 'Ropa', 'Tecnología', 'Vacía']);
    const genres = (await get('/api/genres')).body as { name: string }[];
    expect(genres.map((g) => g.name)).toEqual(['Hombre', 'Mujer']);
  });
});

describe('catalog counts', () => {
  it('keeps the totals right when products are deactivated, moved and deleted', async () => {
    const id = ids['Ñandú de Peluche'];
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${id}`);
    expect((await list('')).total).toBe(8);
    await t.db.execute(
      sql`UPDATE products SET active = true, category_id = (SELECT id FROM categories WHERE name = 'Ropa') WHERE id = ${id}`,
    );
    expect((await list('')).total).toBe(9);
    expect((await list('?category=Ropa')).total).toBe(5);
    expect((await list('?category=Juguetes')).total).toBe(0);
    await t.db.execute(
      sql`UPDATE products SET category_id = (SELECT id FROM categories WHERE name = 'Juguetes') WHERE id = ${id}`,
    );
    expect((await list('?category=Juguetes')).total).toBe(1);
  });
});
