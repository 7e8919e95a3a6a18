import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.js';

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
    // The admin grids find people by any part of the user name, e-mail or last name (ILIKE): one
    // trigram index over exactly this expression (see db/people-search.ts), so the planner weighs
    // one cheap index scan instead of three OR-ed ones against a sequential scan.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.userName} || E'\\n' || ${t.email} || E'\\n' || ${t.lastName}) gin_trgm_ops`,
    ),
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
