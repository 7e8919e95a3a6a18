import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The whole product's schema. Money is integer cents; every list the API serves has an index
 * that matches its filter and order. `bazar_fold()` (lower + unaccent, IMMUTABLE) is created by
 * the first migration so generated search columns can be indexed.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Accounts ────────────────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userName: varchar('user_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** Null for accounts that only sign in through Google or Facebook. */
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 50 }),
    address: varchar('address', { length: 200 }),
    idPersonal: varchar('id_personal', { length: 50 }).notNull(),
    role: varchar('role', { length: 10, enum: ['user', 'root'] })
      .notNull()
      .default('user'),
    banned: boolean('banned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_ck', sql`${t.role} in ('user', 'root')`),
  ],
);

/** Google / Facebook identities, keyed on (provider, subject). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Opaque session tokens: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** Audiences ("genres" in the spec): Hombre, Mujer, Niños, Unisex. */
export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('genres_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    discount: smallint('discount').notNull().default(0),
    /** What the buyer pays per unit: the sort key for price orders. */
    finalPriceCents: bigint('final_price_cents', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`price_cents - round(price_cents * discount / 100.0)::bigint`),
    brand: varchar('brand', { length: 20 }).notNull(),
    color: varchar('color', { length: 20 }).notNull(),
    warrantyMonths: integer('warranty_months').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    active: boolean('active').notNull().default(true),
    /** The folded words of name + brand (lower case, no accents): search matches whole catalog words
     * through a GIN index, after the query's words are corrected and expanded (see search.ts). */
    searchWords: text('search_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(bazar_fold(name || ' ' || brand), '[^[:alnum:]]+')`),
    /** Folded name: the A-Z / Z-A sort key, so 'Ácido' sorts with 'acido'. Ordered with the "C"
     * collation so PGlite and every server agree (and the indexes below match). */
    sortName: text('sort_name').notNull().generatedAlwaysAs(sql`bazar_fold(name)`),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_ck', sql`${t.priceCents} >= 0`),
    check('products_discount_ck', sql`${t.discount} between 0 and 100`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_warranty_ck', sql`${t.warrantyMonths} >= 0`),
    // Public listings filter on active (and often category) and order by one of these keys.
    index('products_active_id_idx').on(t.id).where(sql`${t.active}`),
    index('products_active_price_idx').on(t.finalPriceCents, t.id).where(sql`${t.active}`),
    index('products_active_name_idx').on(sql`${t.sortName} collate "C"`, t.id).where(sql`${t.active}`),
    index('products_category_id_idx').on(t.categoryId, t.id).where(sql`${t.active}`),
    index('products_category_price_idx').on(t.categoryId, t.finalPriceCents, t.id).where(sql`${t.active}`),
    index('products_category_name_idx')
      .on(t.categoryId, sql`${t.sortName} collate "C"`, t.id)
      .where(sql`${t.active}`),
    index('products_search_words_idx').using('gin', t.searchWords).where(sql`${t.active}`),
    index('products_seller_idx').on(t.sellerId, t.id),
    index('products_genre_idx').on(t.genreId),
    index('products_created_at_idx').on(t.createdAt),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    thumbUrl: varchar('thumb_url', { length: 500 }).notNull(),
  },
  (t) => [uniqueIndex('product_images_product_position_uq').on(t.productId, t.position)],
);

/**
 * The distinct folded words of every product's search text: typos are corrected against this
 * small table (trigram index) before products are matched, which keeps search fast at scale.
 * Maintained by a trigger on products.
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey() }, (t) => [
  index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Active products per category, maintained by a trigger so listings never count(*) the table. */
export const categoryCounts = pgTable('category_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  activeCount: integer('active_count').notNull().default(0),
});

/** Files our storage issued; unattached ones are removed after a day. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: varchar('url', { length: 500 }).notNull(),
    thumbUrl: varchar('thumb_url', { length: 500 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    attached: boolean('attached').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_url_uq').on(t.url),
    index('uploads_unattached_idx').on(t.createdAt).where(sql`not ${t.attached}`),
  ],
);

// ── Cart and wish list ──────────────────────────────────────────────────────────────────────
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_uq').on(t.userId, t.productId),
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/** Guest carts already merged, so a retried merge never doubles quantities. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergeId: uuid('merge_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

// ── Checkout, payments, orders, invoices ────────────────────────────────────────────────────
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
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
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
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_checkout_idx').on(t.checkoutSessionId),
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

export const ORDER_STATUSES = ['reception', 'shipped', 'received'] as const;

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
    productName: varchar('product_name', { length: 50 }).notNull(),
    productImage: varchar('product_image', { length: 500 }),
    categoryId: integer('category_id').references(() => categories.id),
    genreId: integer('genre_id').references(() => genres.id),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discount: smallint('discount').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12, enum: ORDER_STATUSES }).notNull().default('reception'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_invoice_idx').on(t.invoiceId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_product_buyer_idx').on(t.productId, t.buyerId),
    index('orders_created_at_idx').on(t.createdAt),
    check('orders_status_ck', sql`${t.status} in ('reception', 'shipped', 'received')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
