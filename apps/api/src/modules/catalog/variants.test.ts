import { gzipSync } from 'node:zlib';
import {
  type Cart,
  CHECKOUT_MSG,
  type InvoiceResult,
  type OrderPage,
  type ProductDetail,
  type ProductPage,
  SELLING_MSG,
  VARIANT_MSG,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import { createCategory, createGenre } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { productForm, uploaded } from '../../../test/selling-fixtures.js';

let t: TestApp;
let categoryId: number;
let genreId: number;

beforeAll(async () => {
  // A pool as large as the race, so the server really runs the checkouts side by side.
  t = await buildAccountsApp({ DB_POOL_SIZE: '50' });
  categoryId = (await createCategory(t.db)).id;
  genreId = (await createGenre(t.db)).id;
});
afterAll(() => t?.close());

const SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];
const COLOURS = ['Negro', 'Blanco', 'Azul'];

/** A seller with two uploads (the black pictures and the white ones), ready to publish. */
async function seller() {
  const s = await shopper(t.app);
  const black = await uploaded(t.app, s.token);
  const white = await uploaded(t.app, s.token);
  const form = (overrides: Record<string, unknown> = {}) =>
    productForm(categoryId, genreId, [black.secure_url, white.secure_url], overrides);
  return { ...s, black, white, form };
}

/** Sizes × colours, every combination enabled with `stockOf(size, colour)` units. */
function shoeGrid(stock: (size: string, colour: string) => number, images: Record<string, string[]> = {}) {
  return {
    options: [
      { name: 'Talle', values: SIZES },
      { name: 'Color', values: COLOURS },
    ],
    variants: SIZES.flatMap((size) =>
      COLOURS.map((colour) => ({
        values: [size, colour],
        stock: String(stock(size, colour)),
        image: images[colour] ?? [],
      })),
    ),
  };
}

const variantOf = (product: ProductDetail, size: string, colour: string) => {
  const found = product.variants.find((v) => v.values[0] === size && v.values[1] === colour);
  if (!found) throw new Error(`no variant ${size} ${colour}`);
  return found;
};

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

describe('a buyer chooses a variant', () => {
  async function shoe(stock: (size: string, colour: string) => number) {
    const s = await seller();
    const product = (
      await s.call('POST', '/api/product', s.form({ name: `Zapatillas ${Date.now()}`, ...shoeGrid(stock) }))
    ).json<ProductDetail>();
    return { seller: s, product };
  }

  it('asks for a size without a choice, names the variant in the cart, and holds each variant to its own stock', async () => {
    const { product } = await shoe((size, colour) => (size === '42' && colour === 'Negro' ? 2 : 5));
    const buyer = await shopper(t.app);
    const bare = await buyer.call('POST', '/api/shoppingCart', { productId: product.id });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ errors: [{ param: 'variantId', msg: 'Elige un talle' }] });

    const chosen = variantOf(product, '42', 'Negro');
    const added = await buyer.call('POST', '/api/shoppingCart', {
      productId: product.id,
      variantId: chosen.id,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const [line] = added.json<Cart>().lines;
    expect(line).toMatchObject({
      productId: product.id,
      variantId: chosen.id,
      variantLabel: 'Talle 42 · Negro',
      stock: 2,
    });
    // The variant has 2 units, although the product holds 117.
    const more = await buyer.call('POST', '/api/shoppingCart', {
      productId: product.id,
      variantId: chosen.id,
    });
    expect(more.statusCode).toBe(400);
    // Another size of the same shoe is another line.
    const other = variantOf(product, '43', 'Negro');
    const second = await buyer.call('POST', '/api/shoppingCart', {
      productId: product.id,
      variantId: other.id,
      quantity: 3,
    });
    expect(second.json<Cart>().lines.map((l) => [l.variantLabel, l.quantity])).toEqual([
      ['Talle 42 · Negro', 2],
      ['Talle 43 · Negro', 3],
    ]);
    // A variant of another product is not this product's.
    const { product: another } = await shoe(() => 1);
    const foreign = await buyer.call('POST', '/api/shoppingCart', {
      productId: product.id,
      variantId: variantOf(another, '40', 'Azul').id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ msg: VARIANT_MSG.variantNotFound });
  });

  it('a guest cart names variants, and merging it keeps them apart', async () => {
    const { product } = await shoe(() => 4);
    const a = variantOf(product, '38', 'Blanco');
    const b = variantOf(product, '39', 'Blanco');
    const lines = [
      { productId: product.id, variantId: a.id, quantity: 1 },
      { productId: product.id, variantId: b.id, quantity: 2 },
      { productId: product.id, variantId: a.id, quantity: 1 },
      // A product of several variants named alone is left out.
      { productId: product.id, quantity: 1 },
    ];
    const guest = await t.app.inject({ method: 'POST', url: '/api/shoppingCart/guest', payload: { lines } });
    expect(guest.json<Cart>().lines.map((l) => [l.id, l.variantLabel, l.quantity])).toEqual([
      [a.id, 'Talle 38 · Blanco', 2],
      [b.id, 'Talle 39 · Blanco', 2],
    ]);
    const buyer = await shopper(t.app);
    const merged = await buyer.call('POST', '/api/shoppingCart/addGuest', {
      mergeId: crypto.randomUUID(),
      lines,
    });
    expect(merged.json<Cart>().lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [a.id, 2],
      [b.id, 2],
    ]);
  });

  it('racing buyers never oversell a variant (50 on PostgreSQL, 10 on PGlite); the other sizes keep theirs', async () => {
    const { product } = await shoe((size, colour) => (size === '42' && colour === 'Negro' ? 3 : 1));
    const wanted = variantOf(product, '42', 'Negro');
    const buyers = t.kind === 'postgres' ? 50 : 10;
    const racers = [];
    for (let i = 0; i < buyers; i++)
      racers.push(await buyerWith(t.app, [{ productId: product.id, variantId: wanted.id, quantity: 1 }]));
    const opened = await Promise.all(racers.map((b) => b.call('POST', '/api/checkout')));
    const winners = opened.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(3);
    for (const r of opened.filter((o) => o.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ msg: CHECKOUT_MSG.noStock(product.name) });
    }
    const variants = (
      await t.db.execute<{ id: number; stock: number }>(
        sql`SELECT id, stock FROM product_variants WHERE product_id = ${product.id} ORDER BY id`,
      )
    ).rows;
    expect(variants.find((v) => Number(v.id) === wanted.id)?.stock).toBe(0);
    expect(variants.filter((v) => Number(v.id) !== wanted.id).every((v) => v.stock === 1)).toBe(true);
    // The product's stock is still the sum of its variants'.
    expect(await stockOf(t.db, product.id)).toBe(23);
  }, 120_000);

  it('the order, the invoice and the sale name the variant; a refund before shipping gives its unit back', async () => {
    const { seller: s, product } = await shoe(() => 2);
    const chosen = variantOf(product, '42', 'Negro');
    const buyer = await buyerWith(t.app, [
      { productId: product.id, variantId: chosen.id, quantity: 1 },
      { productId: product.id, variantId: variantOf(product, '44', 'Azul').id, quantity: 2 },
    ]);
    const checkout = await openCheckout(buyer);
    expect((await sandboxPay(t.app, checkout.id, 'approve')).statusCode).toBe(200);
    const sales = (await s.call('GET', '/api/sales/user')).json<OrderPage>();
    expect(sales.items.map((o) => [o.variantLabel, o.quantity]).sort()).toEqual([
      ['Talle: 42 · Color: Negro', 1],
      ['Talle: 44 · Color: Azul', 2],
    ]);
    // Two sizes of one product are two sales in the ledger.
    const sold = (
      await t.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ledger_transactions lt JOIN orders o ON o.id = lt.order_id
        WHERE lt.kind = 'sale' AND o.product_id = ${product.id}`)
    ).rows[0];
    expect(sold?.n).toBe(2);
    const invoiceId = sales.items[0]?.invoiceId;
    const invoice = (await buyer.call('POST', '/api/invoice', { invoiceId })).json<InvoiceResult>();
    expect(invoice.lines.map((l) => l.variantLabel).sort()).toEqual([
      'Talle: 42 · Color: Negro',
      'Talle: 44 · Color: Azul',
    ]);

    // The invoice's PDF names the variant beside the product.
    const pdfResponse = await buyer.call('GET', `/api/invoice/${invoiceId}/pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdfResponse.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('Talle: 42 · Color: Negro');

    const order = sales.items.find((o) => o.variantLabel === 'Talle: 42 · Color: Negro');
    const refunded = await s.call('POST', `/api/orders/${order?.orderNumber}/refunds`, {
      amountCents: order?.totalCents,
      reason: 'Sin ese talle en el depósito',
    });
    expect(refunded.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json<ProductDetail>();
    expect(variantOf(after, '42', 'Negro').stock).toBe(2);
    expect(variantOf(after, '44', 'Azul').stock).toBe(0);
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
