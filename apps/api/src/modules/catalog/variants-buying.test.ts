import {
  type Cart,
  CHECKOUT_MSG,
  type InvoiceResult,
  type OrderPage,
  type ProductDetail,
  VARIANT_MSG,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, sandboxPay, stockOf } from '../../../test/checkout-kit.js';
import { shoeGrid, variantOf, variantSuite } from '../../../test/variant-kit.js';

/** Sizes and colours, the buyer's side (decision record 0031): choosing, reserving, what was bought. */
const { t, started, seller } = variantSuite();

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
    const buyers = started().t.kind === 'postgres' ? 50 : 10;
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
