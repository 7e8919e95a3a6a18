import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { categories, genres, products, productVariants } from './catalog.js';
import { createdAt, updatedAt } from './columns.js';

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12, enum: ['open', 'approved', 'rejected', 'expired'] })
      .notNull()
      .default('open'),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's own reference, e.g. a Mercado Pago preference id. */
    providerRef: varchar('provider_ref', { length: 255 }),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Of the total, the shipping (0028). */
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** The address chosen at checkout, copied from the buyer's book (a past order never changes). */
    shippingAddress: jsonb('shipping_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_one_open_uq').on(t.userId).where(sql`${t.status} = 'open'`),
    index('checkout_sessions_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
  ],
);

/** The cart snapshot of a checkout; while the session is open its quantities are reserved. */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant reserved, its label as the buyer chose it and its SKU, copied (0023). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    variantLabel: varchar('variant_label', { length: 100 }).notNull().default(''),
    sku: varchar('sku', { length: 40 }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 50 }).notNull(),
    productImage: varchar('product_image', { length: 500 }),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discount: smallint('discount').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('checkout_lines_session_idx').on(t.checkoutSessionId),
    check('checkout_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }).notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    status: varchar('status', { length: 20 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    /** When its checkout got its invoice; approved and unsettled means reconciliation finishes it. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_checkout_idx').on(t.checkoutSessionId),
    index('payments_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'approved' AND ${t.settledAt} IS NULL`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One invoice per checkout: the idempotency key of payment approval. */
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    paymentId: integer('payment_id').references(() => payments.id),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    uniqueIndex('invoices_checkout_uq').on(t.checkoutSessionId),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_created_at_idx').on(t.createdAt),
  ],
);

/** Kept in step with ORDER_STATUSES in @bazar/shared (the schema loads without workspace packages). */
export const ORDER_STATUSES = ['reception', 'shipped', 'ready', 'received', 'cancelled'] as const;

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: varchar('order_number', { length: 30 }).notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** What was bought of the product: the variant, as named when bought, and its SKU (0023). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    variantLabel: varchar('variant_label', { length: 100 }).notNull().default(''),
    sku: varchar('sku', { length: 40 }),
    productName: varchar('product_name', { length: 50 }).notNull(),
    productImage: varchar('product_image', { length: 500 }),
    categoryId: integer('category_id').references(() => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discount: smallint('discount').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12, enum: ORDER_STATUSES }).notNull().default('reception'),
    /** When it went 'en camino': its sale's money is released RELEASE_DAYS later. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: varchar('carrier', { length: 30 }),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    /** Refunds done cover its whole total (0027): no sale for the seller's reputation. */
    refundedInFull: boolean('refunded_in_full').notNull().default(false),
    /** How it is delivered, its share of its seller's shipping and the promised window (0028). */
    delivery: varchar('delivery', { length: 6, enum: ['home', 'pickup'] })
      .notNull()
      .default('home'),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    pickupAddress: varchar('pickup_address', { length: 200 }),
    /** Pickup: when the seller said it is ready. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The seller's coupon on this line and what it took off (0029): `totalCents` is what was paid. */
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    couponDiscountCents: bigint('coupon_discount_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_invoice_idx').on(t.invoiceId),
    // A person's orders newest first, with the id as the tie-breaker of the ORDER BY they serve.
    // The trailing total and status (and the seller's buyer) let the admin search sort, filter,
    // de-duplicate and count a person's orders from the index alone (index-only scans); after the
    // unique id they do not change the order.
    index('orders_buyer_idx').on(t.buyerId, t.createdAt, t.id, t.totalCents, t.status),
    index('orders_seller_idx').on(t.sellerId, t.createdAt, t.id, t.totalCents, t.status, t.buyerId),
    index('orders_product_buyer_idx').on(t.productId, t.buyerId),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    check('orders_status_ck', sql`${t.status} in ('reception', 'shipped', 'ready', 'received', 'cancelled')`),
  ],
);
