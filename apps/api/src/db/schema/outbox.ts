import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Work promised by a committed transaction (a receipt e-mail, a live event): written in that
 * transaction, delivered afterwards by platform/outbox's worker, retried with backoff until done.
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
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.runAt, t.id)],
);
