import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, productVariants } from './catalog.js';
import { createdAt, updatedAt } from './columns.js';

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
    /** The variant bought (0023); a product without options has one. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_variant_uq').on(t.userId, t.variantId),
    index('cart_lines_user_product_idx').on(t.userId, t.productId),
    index('cart_lines_product_idx').on(t.productId),
    index('cart_lines_variant_idx').on(t.variantId),
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
    // A product's holders in user order: the price-drop alert pages through them (0030).
    index('wishlist_items_product_user_idx').on(t.productId, t.userId),
  ],
);
