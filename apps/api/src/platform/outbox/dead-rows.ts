import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/**
 * The outbox rows that gave up (dead): read for the back office and the metrics, revived by an
 * administrator. The outbox owns its table, so these are its writes; the admin module decides
 * who may call them. Every read goes through `outbox_dead_idx` (partial: only the dead rows).
 */

/** How much of a row's last error is shown: enough to tell a refused connection from a bad address. */
const ERROR_SHOWN = 500;

/** What the back office needs of a dead row; the payload only to compute its summary, never sent. */
export interface DeadRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deadAt: Date;
}

const isDead = isNotNull(outbox.deadAt);

/** A page of dead rows, the most recently dead first, and how many there are. */
export async function listDeadRows(
  ex: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: DeadRow[]; total: number }> {
  const rows = await ex
    .select({
      id: outbox.id,
      kind: outbox.kind,
      payload: outbox.payload,
      attempts: outbox.attempts,
      lastError: sql<string | null>`left(${outbox.lastError}, ${ERROR_SHOWN}::int)`,
      createdAt: outbox.createdAt,
      // Never null here (the WHERE says so); the builder cannot know.
      deadAt: sql<Date>`${outbox.deadAt}`.mapWith(outbox.deadAt),
    })
    .from(outbox)
    .where(isDead)
    .orderBy(desc(outbox.deadAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await ex.select({ n: count() }).from(outbox).where(isDead);
  return { rows, total: counted?.n ?? 0 };
}

/** Dead rows, counted up to `cap` (the metric: an operator needs to know "some", not scan thousands). */
export async function countDeadRows(ex: Executor, cap: number): Promise<number> {
  const dead = ex.select({ id: outbox.id }).from(outbox).where(isDead).limit(cap).as('dead');
  const [row] = await ex.select({ n: count() }).from(dead);
  return row?.n ?? 0;
}

/**
 * Gives a dead row a fresh start (no attempts, due now, no lease), keeping its last error until
 * the next attempt replaces it. Answers its kind, or undefined when no dead row has this id (it
 * does not exist, was never dead, or was revived already): a live row is never touched.
 */
export async function reviveDeadRow(ex: Executor, id: number): Promise<{ kind: string } | undefined> {
  const [row] = await ex
    .update(outbox)
    .set({ deadAt: null, attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), isDead))
    .returning({ kind: outbox.kind });
  return row;
}
