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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { refunds } from './money.js';
import { orders } from './orders.js';

/** The buyer's address book (migration 0015); one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: varchar('street', { length: 100 }).notNull(),
    number: varchar('number', { length: 10 }).notNull(),
    floorApt: varchar('floor_apt', { length: 20 }),
    city: varchar('city', { length: 60 }).notNull(),
    province: varchar('province', { length: 60 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    notes: varchar('notes', { length: 200 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Every change of an order: who, when (append-only; the seller's reputation reads it). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    actorId: integer('actor_id'),
    actorRole: varchar('actor_role', { length: 10 }).notNull(),
    detail: varchar('detail', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    outcome: varchar('outcome', { length: 10 }),
    refundId: integer('refund_id').references(() => refunds.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    escalatedBy: integer('escalated_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_order_uq').on(t.orderId),
    index('claims_buyer_idx').on(t.buyerId, t.id),
    index('claims_seller_idx').on(t.sellerId, t.id),
    index('claims_unresolved_idx').on(t.openedAt, t.id).where(sql`${t.status} <> 'resolved'`),
    check('claims_reason_ck', sql`${t.reason} IN ('not_arrived', 'not_as_described')`),
    check('claims_status_ck', sql`${t.status} IN ('open', 'escalated', 'resolved')`),
  ],
);

export const claimMessages = pgTable(
  'claim_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    authorId: integer('author_id'),
    authorRole: varchar('author_role', { length: 10 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('claim_messages_claim_idx').on(t.claimId, t.id)],
);

/** The bell's rows and the e-mails' source: one per event and person (the key is unique). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    event: varchar('event', { length: 30 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_key_uq').on(t.key),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
