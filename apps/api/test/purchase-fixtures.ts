import { discountedCents, formatInvoiceNumber, formatOrderNumber } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import type { ORDER_STATUSES } from '../src/db/schema/orders.js';
import { checkoutLines, checkoutSessions, invoices, orders, payments } from '../src/db/schema.js';

type Product = {
  id: number;
  name: string;
  priceCents: number;
  discount: number;
  sellerId: number | null;
  categoryId: number;
  genreId: number;
};

export interface PurchaseInput {
  buyerId: number;
  lines: { product: Product; quantity: number; status?: (typeof ORDER_STATUSES)[number] }[];
  /** Defaults to now; lets dashboard and report tests spread purchases over days. */
  createdAt?: Date;
}

/**
 * Writes what a paid checkout leaves behind (an approved checkout session, its payment, one
 * invoice and one order per line), for tests of the screens that read purchases. It does not
 * touch stock: the checkout tests prove finalization itself.
 */
export async function createPurchase(db: Executor, input: PurchaseInput) {
  const createdAt = input.createdAt ?? new Date();
  const priced = input.lines.map((line) => {
    const unit = discountedCents(line.product.priceCents, line.product.discount);
    return { ...line, totalCents: unit * line.quantity };
  });
  const totalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);

  return db.transaction(async (tx) => {
    // Each product's first variant (a product without options has only that one).
    const variants = await tx.execute<{ product_id: number; id: number }>(sql`
      SELECT DISTINCT ON (product_id) product_id, id FROM product_variants
      WHERE product_id = ANY(${sql.param(priced.map((l) => l.product.id))}::int[])
      ORDER BY product_id, position, id`);
    const variantOf = (productId: number) => {
      const found = variants.rows.find((v) => Number(v.product_id) === productId);
      if (!found) throw new Error(`product ${productId} has no variant`);
      return Number(found.id);
    };
    const [session] = await tx
      .insert(checkoutSessions)
      .values({
        userId: input.buyerId,
        status: 'approved',
        provider: 'sandbox',
        totalCents,
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        finalizedAt: createdAt,
        createdAt,
      })
      .returning();
    if (!session) throw new Error('checkout session not created');
    await tx.insert(checkoutLines).values(
      priced.map((line) => ({
        checkoutSessionId: session.id,
        productId: line.product.id,
        variantId: variantOf(line.product.id),
        sellerId: line.product.sellerId,
        productName: line.product.name,
        unitPriceCents: line.product.priceCents,
        discount: line.product.discount,
        quantity: line.quantity,
        totalCents: line.totalCents,
      })),
    );
    const [payment] = await tx
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerPaymentId: `fixture-${session.id}`,
        checkoutSessionId: session.id,
        status: 'approved',
        amountCents: totalCents,
        currency: 'USD',
        createdAt,
      })
      .returning();
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: formatInvoiceNumber(await nextValue(tx, 'invoice_number_seq')),
        userId: input.buyerId,
        checkoutSessionId: session.id,
        paymentId: payment?.id,
        totalCents,
        createdAt,
      })
      .returning();
    if (!invoice) throw new Error('invoice not created');
    const orderRows = [];
    for (const line of priced) {
      orderRows.push({
        orderNumber: formatOrderNumber(await nextValue(tx, 'order_number_seq')),
        invoiceId: invoice.id,
        buyerId: input.buyerId,
        sellerId: line.product.sellerId,
        productId: line.product.id,
        variantId: variantOf(line.product.id),
        productName: line.product.name,
        categoryId: line.product.categoryId,
        genreId: line.product.genreId,
        unitPriceCents: line.product.priceCents,
        discount: line.product.discount,
        quantity: line.quantity,
        totalCents: line.totalCents,
        status: line.status ?? 'reception',
        createdAt,
      });
    }
    const created = await tx.insert(orders).values(orderRows).returning();
    return { session, invoice, orders: created };
  });
}

async function nextValue(tx: Executor, sequence: string) {
  const result = await tx.execute<{ n: string }>(sql`select nextval(${sequence}::regclass)::text as n`);
  return Number(result.rows[0]?.n);
}
