import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Work promised by a committed transaction (a receipt e-mail, a live event): written in that
 * transaction, delivered afterwards by platform/outbox's worker, retried with backoff until done
 * or until OUTBOX_MAX_ATTEMPTS failures, when it is marked dead for an administrator to retry.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: another worker may take the row once it has passed (the first one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the row gave up (its attempts reached OUTBOX_MAX_ATTEMPTS): never claimed again until revived. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Partial: the claim (dead_at IS NULL) never walks past the dead rows.
    index('outbox_due_idx').on(t.runAt, t.id).where(sql`${t.deadAt} IS NULL`),
    index('outbox_dead_idx').on(t.deadAt, t.id).where(sql`${t.deadAt} IS NOT NULL`),
  ],
);
