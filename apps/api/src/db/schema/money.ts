import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea, createdAt } from './columns.js';
import { orders, payments } from './orders.js';

/**
 * Money (migration 0014, decision record 0022): commission rates, the append-only double-entry
 * ledger with its slotted running balances, refunds, payouts and the audit list. Ledger rows are
 * never updated or deleted (triggers refuse it); a correction is a new transaction.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 0: the general rate. */
    categoryId: integer('category_id').notNull(),
    /** Basis points (1 % = 100); null: the category uses the general rate. */
    rateBp: integer('rate_bp'),
    setBy: integer('set_by'),
    createdAt: createdAt(),
  },
  (t) => [index('commission_rates_category_idx').on(t.categoryId, t.id.desc())],
);

export const LEDGER_KINDS = [
  'sale',
  'shipping',
  'release',
  'refund',
  'refund_done',
  'refund_failed',
  'payout',
  'payout_paid',
  'payout_failed',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_ACCOUNTS = [
  'pending',
  'available',
  'in_transit',
  'paid',
  'cash',
  'commission',
  'shop_sales',
  'refunds_in_flight',
  'paid_out',
  /** The shop's expense on the coupons it funds (0033): what buyers did not pay and sellers were paid. */
  'marketing',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20, enum: LEDGER_KINDS }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    sellerId: integer('seller_id'),
    orderId: integer('order_id'),
    refundId: integer('refund_id'),
    payoutId: integer('payout_id'),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    commissionCents: bigint('commission_cents', { mode: 'number' }),
    rateBp: integer('rate_bp'),
    memo: varchar('memo', { length: 300 }),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_uq').on(t.key),
    index('ledger_transactions_seller_idx').on(t.sellerId, t.id),
    index('ledger_transactions_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: bigint('txn_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: varchar('account', { length: 20, enum: LEDGER_ACCOUNTS }).notNull(),
    /** The seller; 0 for the shop's own accounts. */
    userId: integer('user_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_txn_idx').on(t.txnId),
    check('ledger_entries_nonzero_ck', sql`${t.amountCents} <> 0`),
  ],
);

export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    account: varchar('account', { length: 20, enum: LEDGER_ACCOUNTS }).notNull(),
    userId: integer('user_id').notNull(),
    slot: smallint('slot').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.userId, t.slot] })],
);

export const releaseSchedule = pgTable(
  'release_schedule',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('release_schedule_due_idx').on(t.dueAt)],
);

export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: a payment approved without a sale (its stock was gone), refunded whole. */
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    requestedBy: integer('requested_by'),
    /** Units that go back to stock once the provider confirms (the order was not shipped). */
    restockUnits: integer('restock_units').notNull().default(0),
    /** The part of the amount that gives back shipping (0028). */
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10, enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 100 }),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('refunds_unsold_payment_uq').on(t.paymentId).where(sql`${t.orderId} IS NULL`),
  ],
);

export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holderName: varchar('holder_name', { length: 100 }).notNull(),
  cbu: varchar('cbu', { length: 22 }),
  alias: varchar('alias', { length: 20 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdBy: integer('created_by').notNull(),
    minCents: bigint('min_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payout_batches_created_idx').on(t.id.desc())],
);

export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    sellerId: integer('seller_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    cbu: varchar('cbu', { length: 22 }),
    alias: varchar('alias', { length: 20 }),
    status: varchar('status', { length: 10, enum: PAYOUT_STATES }).notNull().default('pending'),
    note: varchar('note', { length: 300 }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_batch_idx').on(t.batchId, t.id)],
);

export const moneyAudit = pgTable('money_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  action: varchar('action', { length: 20 }).notNull(),
  actorId: integer('actor_id'),
  summary: varchar('summary', { length: 500 }).notNull(),
  createdAt: createdAt(),
});

/** A seller's linked payment account and its tokens, sealed (migration 0018). */
export const paymentLinks = pgTable(
  'payment_links',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    status: varchar('status', { length: 10, enum: ['linked', 'failed'] }).notNull(),
    accountId: varchar('account_id', { length: 40 }),
    publicKey: varchar('public_key', { length: 200 }),
    accessToken: bytea('access_token'),
    refreshToken: bytea('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failure: varchar('failure', { length: 300 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_links_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'linked'`)],
);

/** OAuth link attempts waiting for the seller's return: state (hashed) and PKCE verifier (sealed). */
export const paymentLinkAttempts = pgTable(
  'payment_link_attempts',
  {
    stateHash: bytea('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: bytea('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_link_attempts_created_idx').on(t.createdAt)],
);
