import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { createdAt } from './columns.js';

/** Questions to the seller and their one answer (migration 0017). */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    askerId: integer('asker_id').references(() => users.id, { onDelete: 'set null' }),
    body: varchar('body', { length: 2000 }).notNull(),
    answer: varchar('answer', { length: 2000 }),
    status: varchar('status', { length: 10, enum: ['visible', 'deleted', 'hidden'] })
      .notNull()
      .default('visible'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_product_answered_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible' AND ${t.answeredAt} IS NOT NULL`),
    index('questions_asker_idx').on(t.askerId, t.productId).where(sql`${t.status} = 'visible'`),
    index('questions_seller_idx')
      .on(t.sellerId, sql`(${t.answeredAt} IS NOT NULL)`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    index('questions_reported_idx').on(t.reportedAt, t.id).where(sql`${t.reportedAt} IS NOT NULL`),
    check('questions_status_ck', sql`${t.status} in ('visible', 'deleted', 'hidden')`),
    check('questions_answer_ck', sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`),
  ],
);

export const questionReports = pgTable(
  'question_reports',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: varchar('part', { length: 10, enum: ['question', 'answer'] }).notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.reporterId, t.part] })],
);

/** The askers a seller blocked. */
export const questionBlocks = pgTable(
  'question_blocks',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.blockedId] })],
);

/** Reputation facts by seller, day and fact, in 16 slots (kept by triggers, migration 0017). */
export const sellerFacts = pgTable(
  'seller_facts',
  {
    sellerId: integer('seller_id').notNull(),
    day: date('day').notNull(),
    fact: varchar('fact', { length: 20 }).notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.day, t.fact, t.slot] }),
    index('seller_facts_changed_idx').on(t.changedAt),
  ],
);

/** Each seller's reputation as the job last computed it. */
export const sellerReputation = pgTable(
  'seller_reputation',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level'),
    /** Where the seller's products rank among equally relevant matches (searchTierOf, 0019). */
    searchTier: smallint('search_tier').notNull().default(2),
    figures: jsonb('figures').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('seller_reputation_level_ck', sql`${t.level} between 1 and 5`),
    check('seller_reputation_tier_ck', sql`${t.searchTier} between 0 and 4`),
  ],
);

export const reputationWatermark = pgTable(
  'reputation_watermark',
  {
    id: smallint('id').primaryKey().default(1),
    seenUntil: timestamp('seen_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('reputation_watermark_one_ck', sql`${t.id} = 1`)],
);

/** A seller's active products and reviews, kept by triggers (migration 0017). */
export const sellerCounts = pgTable('seller_counts', {
  sellerId: integer('seller_id').primaryKey(),
  activeProducts: integer('active_products').notNull().default(0),
  reviews: integer('reviews').notNull().default(0),
});
