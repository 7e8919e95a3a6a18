import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { createdAt } from './columns.js';

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
    /** The product's seller, filled by a trigger (migration 0017): a seller's page lists them. */
    sellerId: integer('seller_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
