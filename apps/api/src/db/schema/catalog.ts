import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** Audiences (called "genres" in the API): Hombre, Mujer, Niños, Unisex. */
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
    /**
     * What the buyer pays per unit, the sort key for price orders: written with price and discount
     * by product-writes.ts through the shared money helper (the only copy of the formula).
     */
    finalPriceCents: bigint('final_price_cents', { mode: 'number' }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    color: varchar('color', { length: 20 }).notNull(),
    warrantyMonths: integer('warranty_months').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** The default order (listing and search) shows what can be bought first. */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`stock > 0`),
    /**
     * The seller's search tier (seller_reputation.search_tier), the tie-breaker of search
     * relevance: set on insert by a trigger and kept by the reputation job (0019).
     */
    sellerTier: smallint('seller_tier').notNull().default(2),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    active: boolean('active').notNull().default(true),
    /**
     * Hidden because its seller is banned (migration 0017): `active` is what every list reads,
     * and this remembers which products the ban turned off, so lifting it shows exactly those.
     */
    heldByBan: boolean('held_by_ban').notNull().default(false),
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
    /** The options offered and how many values each ('3 colores' on a card); null without options (0023). */
    optionsSummary: jsonb('options_summary').$type<{ name: string; values: number }[]>(),
    /**
     * The sizes and colours it comes in, as the filters read them ('t=42', 't+42' in stock,
     * 'c=negro'): written by the variants' trigger, never by the application (0025).
     */
    optionKeys: text('option_keys').array().notNull().default(sql`'{}'`),
    /** Its price reaches its seller's free-shipping threshold: kept by a trigger (0028). */
    freeShipping: boolean('free_shipping').notNull().default(false),
    /**
     * While a sale event's price is applied (0032, decision record 0035): the seller's own discount
     * kept aside, the event's, and the event. All null otherwise, and `discount` is the seller's own.
     */
    ownDiscount: smallint('own_discount'),
    eventDiscount: smallint('event_discount'),
    saleEventId: integer('sale_event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_ck', sql`${t.priceCents} >= 0`),
    check('products_discount_ck', sql`${t.discount} between 0 and 100`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_warranty_ck', sql`${t.warrantyMonths} >= 0`),
    // Public listings filter on active (and often category) and order by one of these keys.
    index('products_active_id_idx').on(t.inStock.desc(), t.id).where(sql`${t.active}`),
    index('products_active_price_idx').on(t.finalPriceCents, t.id).where(sql`${t.active}`),
    index('products_active_name_idx').on(sql`${t.sortName} collate "C"`, t.id).where(sql`${t.active}`),
    index('products_category_id_idx').on(t.categoryId, t.inStock.desc(), t.id).where(sql`${t.active}`),
    index('products_category_price_idx').on(t.categoryId, t.finalPriceCents, t.id).where(sql`${t.active}`),
    index('products_category_name_idx')
      .on(t.categoryId, sql`${t.sortName} collate "C"`, t.id)
      .where(sql`${t.active}`),
    index('products_search_words_idx').using('gin', t.searchWords).where(sql`${t.active}`),
    index('products_option_keys_idx').using('gin', t.optionKeys).where(sql`${t.active}`),
    index('products_seller_idx').on(t.sellerId, t.id),
    index('products_held_idx').on(t.sellerId).where(sql`${t.heldByBan}`),
    // A seller's public page: their active products by recency or price (migration 0017).
    index('products_seller_active_idx').on(t.sellerId, t.id.desc()).where(sql`${t.active}`),
    index('products_seller_price_idx').on(t.sellerId, t.finalPriceCents, t.id).where(sql`${t.active}`),
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
  (t) => [
    uniqueIndex('product_images_product_position_uq').on(t.productId, t.position),
    // An upload is released, and its files removed, only when no product shows its URL any more.
    index('product_images_url_idx').on(t.url),
  ],
);

/** A product's options ('Talle', 'Color'), up to three, each with its values in order (0023). */
export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    values: varchar('values', { length: 30 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * What is sold: one enabled combination of the options' values, with its own stock, optional
 * price, SKU and pictures (decision record 0031). A product without options has one variant
 * whose values are the empty list. Never deleted: hidden.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    optionValues: varchar('option_values', { length: 30 }).array().notNull().default(sql`'{}'`),
    stock: integer('stock').notNull().default(0),
    priceCents: bigint('price_cents', { mode: 'number' }),
    finalPriceCents: bigint('final_price_cents', { mode: 'number' }).notNull(),
    sku: varchar('sku', { length: 40 }),
    imagePositions: smallint('image_positions').array().notNull().default(sql`'{}'`),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_combination_uq').on(t.productId, t.optionValues),
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
  ],
);

/**
 * The distinct folded words of every product's search text: typos are corrected against this
 * small table (trigram index) before products are matched, which keeps search fast at scale.
 * Maintained by triggers on products.
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey() }, (t) => [
  index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Synonym groups the administrator edits (0033): `terms` as written, `words` folded. A query
 * word's forms find their groups through the GIN index on `words`.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    terms: text('terms').array().notNull(),
    words: text('words').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_synonyms_words_idx').using('gin', t.words)],
);

/**
 * Product names by each word they can be found by, from that word on, in the "C" collation:
 * the suggestions' prefix lookup (0033). Only added to; read beside the active products.
 */
export const searchNames = pgTable(
  'search_names',
  { key: text('key').notNull(), name: text('name').notNull(), label: text('label').notNull() },
  (t) => [primaryKey({ name: 'search_names_pk', columns: [t.key, t.name] })],
);

/**
 * Posting lists: one row per (catalog word, active product), keyed in ranking order (in stock
 * first, then the seller's search tier, then id), so a search reads one page of its rarest word's list and probes the others
 * by primary key instead of sorting every match. Maintained by triggers on products (0008).
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    soldOut: boolean('sold_out').notNull(),
    sellerTier: smallint('seller_tier').notNull().default(2),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ name: 'product_words_pk', columns: [t.word, t.soldOut, t.sellerTier, t.productId] })],
);

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
