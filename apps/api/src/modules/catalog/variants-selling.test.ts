import { gzipSync } from 'node:zlib';
import { type ProductDetail, type ProductPage, SELLING_MSG, VARIANT_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { COLOURS, SIZES, shoeGrid, variantOf, variantSuite } from '../../../test/variant-kit.js';

/** Sizes and colours, the seller's side (decision record 0031): options, variants, their rules. */
const { t, seller } = variantSuite();

const productCount = async () =>
  Number((await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n);

describe('a seller publishes sizes and colours', () => {
  it('saves 24 variants with their own stock, price, SKU and pictures; the product holds their sum', async () => {
    const s = await seller();
    const grid = shoeGrid((size) => (size === '45' ? 0 : 2), {
      Negro: [s.black.secure_url],
      Blanco: [s.white.secure_url],
    });
    const first = grid.variants[0];
    if (first) Object.assign(first, { price: '150,50', sku: 'ZR-38-NEG' });
    const response = await s.call('POST', '/api/product', s.form({ name: 'Zapatillas Running', ...grid }));
    expect(response.statusCode).toBe(201);
    const product = response.json<ProductDetail>();
    expect(product.options).toEqual([
      { name: 'Talle', values: SIZES },
      { name: 'Color', values: COLOURS },
    ]);
    expect(product.variants).toHaveLength(24);
    // 7 sizes × 3 colours × 2 units; size 45 has none.
    expect(product.stock).toBe(42);
    expect(product.optionsSummary).toEqual([
      { name: 'Talle', values: 8 },
      { name: 'Color', values: 3 },
    ]);
    const own = variantOf(product, '38', 'Negro');
    // 150,50 with the form's 10 % off: 135,45.
    expect(own).toMatchObject({ priceCents: 15_050, finalPriceCents: 13_545, sku: 'ZR-38-NEG', stock: 2 });
    expect(own.image).toEqual([s.black.secure_url]);
    expect(variantOf(product, '42', 'Blanco')).toMatchObject({
      priceCents: null,
      finalPriceCents: product.finalPriceCents,
      image: [s.white.secure_url],
    });

    // The public page shows the same; a listing's card says what it comes in.
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json<ProductDetail>().variants).toHaveLength(24);
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?name=zapatillas%20running' });
    const card = listing.json<ProductPage>().items.find((p) => p.id === product.id);
    expect(card?.optionsSummary).toEqual(product.optionsSummary);
    // A wish list says so too (it offers 'Ver opciones' instead of moving it to the cart).
    const fan = await shopper(t.app);
    const wished = await fan.call('POST', '/api/wishlist', { productId: product.id });
    expect(wished.json<{ item: { optionsSummary: unknown } }>().item.optionsSummary).toEqual(
      product.optionsSummary,
    );
  });

  it('refuses a repeated combination, an empty value, a negative stock and over 100 variants, saving nothing', async () => {
    const s = await seller();
    const before = await productCount();
    const repeated = shoeGrid(() => 1);
    repeated.variants.push({ values: ['40', 'Azul'], stock: '3', image: [] });
    const cases: [Record<string, unknown>, string, string][] = [
      [repeated, 'variants.24.values', VARIANT_MSG.repeatedVariant('Talle: 40 · Color: Azul')],
      [
        { options: [{ name: 'Talle', values: ['38', ' '] }], variants: [{ values: ['38'], stock: '1' }] },
        'options.0.values.1',
        VARIANT_MSG.emptyValue('Talle'),
      ],
      [
        { options: [{ name: 'Talle', values: ['38'] }], variants: [{ values: ['38'], stock: '-3' }] },
        'variants.0.stock',
        SELLING_MSG.stock,
      ],
      [
        {
          options: [
            { name: 'Talle', values: Array.from({ length: 50 }, (_, i) => `T${i}`) },
            { name: 'Color', values: COLOURS },
          ],
          variants: Array.from({ length: 50 }, (_, i) =>
            COLOURS.map((c) => ({ values: [`T${i}`, c], stock: '1' })),
          ).flat(),
        },
        'variants',
        VARIANT_MSG.tooManyVariants,
      ],
      [
        { options: [{ name: 'Talle', values: ['38'] }], variants: [{ values: ['39'], stock: '1' }] },
        'variants.0.values.0',
        VARIANT_MSG.unknownValue('Talle', '39'),
      ],
    ];
    for (const [grid, param, msg] of cases) {
      const response = await s.call('POST', '/api/product', s.form({ name: 'Zapatillas Malas', ...grid }));
      expect(response.statusCode, param).toBe(400);
      expect(response.json<{ errors: { param: string; msg: string }[] }>().errors).toContainEqual({
        param,
        msg,
      });
    }
    expect(await productCount()).toBe(before);
  });

  it("leaves the product's colour optional with a 'Color' option (its first value), required without", async () => {
    const s = await seller();
    const withColours = await s.call(
      'POST',
      '/api/product',
      s.form({ name: 'Medias', color: '', ...shoeGrid(() => 1) }),
    );
    expect(withColours.statusCode, withColours.body).toBe(201);
    expect(withColours.json<ProductDetail>().color).toBe('Negro');
    const before = await productCount();
    const bare = await s.call('POST', '/api/product', s.form({ name: 'Gorra', color: ' ' }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ errors: [{ param: 'color', msg: SELLING_MSG.color }] });
    expect(await productCount()).toBe(before);
  });

  it('hides a variant taken out of the grid (never deletes it) and shows it again when put back', async () => {
    const s = await seller();
    const grid = shoeGrid(() => 1);
    const created = (
      await s.call('POST', '/api/product', s.form({ name: 'Zapatillas Urbanas', ...grid }))
    ).json<ProductDetail>();
    const gone = variantOf(created, '45', 'Azul');
    const without = {
      ...grid,
      variants: grid.variants.filter((v) => !(v.values[0] === '45' && v.values[1] === 'Azul')),
    };
    const edited = await s.call(
      'PUT',
      '/api/editProduct',
      s.form({ name: 'Zapatillas Urbanas', editId: created.id, ...without }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ProductDetail>().stock).toBe(23);
    // The seller still sees it, hidden; buyers do not.
    expect(edited.json<ProductDetail>().variants.find((v) => v.id === gone.id)?.hidden).toBe(true);
    const publicPage = (
      await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })
    ).json<ProductDetail>();
    expect(publicPage.variants.map((v) => v.id)).not.toContain(gone.id);
    const buyer = await shopper(t.app);
    const refused = await buyer.call('POST', '/api/shoppingCart', {
      productId: created.id,
      variantId: gone.id,
    });
    expect(refused.statusCode).toBe(400);

    const back = await s.call(
      'PUT',
      '/api/editProduct',
      s.form({ name: 'Zapatillas Urbanas', editId: created.id, ...grid }),
    );
    const shown = back.json<ProductDetail>().variants.find((v) => v.id === gone.id);
    expect(shown).toMatchObject({ hidden: false, stock: 1 });
    expect(back.json<ProductDetail>().stock).toBe(24);
  });
});

describe('a product of 100 variants', () => {
  it('answers its page under 20 kB gzipped, with every variant', async () => {
    const s = await seller();
    const sizes = Array.from({ length: 10 }, (_, i) => String(36 + i));
    const colours = [
      'Negro',
      'Blanco',
      'Azul marino',
      'Rojo',
      'Verde oliva',
      'Gris',
      'Beige',
      'Rosa',
      'Celeste',
      'Bordó',
    ];
    const grid = {
      options: [
        { name: 'Talle', values: sizes },
        { name: 'Color', values: colours },
      ],
      variants: sizes.flatMap((size) =>
        colours.map((colour, c) => ({
          values: [size, colour],
          stock: String(3 + c),
          price: c % 2 ? '' : '129,99',
          sku: `ZAP-${size}-${c}`,
          image: [c % 2 ? s.white.secure_url : s.black.secure_url],
        })),
      ),
    };
    const created = await s.call('POST', '/api/product', s.form({ name: 'Zapatillas de 100', ...grid }));
    expect(created.statusCode).toBe(201);
    const id = created.json<ProductDetail>().id;
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(page.json<ProductDetail>().variants).toHaveLength(100);
    const gzipped = gzipSync(page.rawPayload).length;
    expect(gzipped).toBeLessThan(20_000);
  });
});

describe('the migration of existing products', () => {
  it('gives every product at least one variant, and its stock is the sum of its visible variants', async () => {
    const broken = (
      await t.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM products p
        WHERE p.stock <> coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p.id AND NOT v.hidden), -1)`)
    ).rows[0];
    expect(broken?.n).toBe(0);
  });
});
