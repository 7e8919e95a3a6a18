import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';

/** Test helpers of the outbox suites (not loaded by the app). */

/** One row queued as a transaction would queue it; answers its id. */
export async function queueRow(db: Executor, kind: string, payload: unknown): Promise<number> {
  const [row] = await db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id });
  if (!row) throw new Error('the outbox row was not written');
  return row.id;
}

export async function outboxRow(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** The row's backoff has passed: due now (a dead row stays dead). */
export async function dueNow(db: Executor, id: number): Promise<void> {
  await db.update(outbox).set({ runAt: sql`now()` }).where(eq(outbox.id, id));
}

/**
 * A handler whose mail server is gone until `working` is set: it throws, and once working it
 * records each payload delivered (so a test can count deliveries).
 */
export function switchableHandler<T>() {
  const state = {
    working: false,
    delivered: [] as T[],
    handler: (payload: T) => {
      if (!state.working) throw new Error('buzón inexistente: 550 usuario desconocido');
      state.delivered.push(payload);
    },
  };
  return state;
}
