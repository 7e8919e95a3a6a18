import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './client.js';
import { DEADLOCK_ATTEMPTS, transaction } from './transaction.js';

/**
 * A transaction that loses a deadlock is run again (db/transaction.ts). The deadlock is PostgreSQL's
 * own error: raised by the server with its SQLSTATE in the first three tests (the same on both
 * engines, and on cue), and met for real by two transactions that lock two rows crosswise in the
 * last (on PGlite, one session, they run one after the other and never cross).
 */
describe('transaction: a deadlock victim is run again', () => {
  let database: Database;
  const rows = async () =>
    (await database.db.execute<{ note: string }>(sql`SELECT note FROM tx_probe ORDER BY id`)).rows.map(
      (r) => r.note,
    );
  // The server raises deadlock_detected, as it does for the transaction it picks as the victim.
  const deadlock = sql`DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$`;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`CREATE TABLE tx_probe (id serial PRIMARY KEY, note text NOT NULL, n integer NOT NULL DEFAULT 0)`,
    );
  });
  afterAll(() => database.close());

  it('runs the work again after a deadlock, and only the last run is kept', async () => {
    await database.db.execute(sql`TRUNCATE tx_probe`);
    let runs = 0;
    const answer = await transaction(database.db, async (tx) => {
      runs++;
      await tx.execute(sql`INSERT INTO tx_probe (note) VALUES (${`run ${runs}`})`);
      if (runs === 1) await tx.execute(deadlock);
      return runs;
    });
    expect(answer).toBe(2);
    expect(runs).toBe(2);
    expect(await rows()).toEqual(['run 2']);
  });

  it(`gives up after ${DEADLOCK_ATTEMPTS} runs, with the deadlock's error and nothing written`, async () => {
    await database.db.execute(sql`TRUNCATE tx_probe`);
    let runs = 0;
    const failed = await transaction(database.db, async (tx) => {
      runs++;
      await tx.execute(sql`INSERT INTO tx_probe (note) VALUES ('never')`);
      await tx.execute(deadlock);
    }).catch((error: unknown) => error);
    expect(runs).toBe(DEADLOCK_ATTEMPTS);
    expect(String((failed as Error).cause ?? failed)).toContain('deadlock detected');
    expect(await rows()).toEqual([]);
  });

  it('does not run again for any other error', async () => {
    await database.db.execute(sql`TRUNCATE tx_probe`);
    let runs = 0;
    const failed = await transaction(database.db, async (tx) => {
      runs++;
      await tx.execute(sql`INSERT INTO tx_probe (note) VALUES (NULL)`);
    }).catch((error: unknown) => error);
    expect(runs).toBe(1);
    expect(failed).toBeInstanceOf(Error);
  });

  it('two transactions that lock two rows crosswise both commit', async () => {
    await database.db.execute(sql`TRUNCATE tx_probe`);
    await database.db.execute(sql`INSERT INTO tx_probe (id, note) VALUES (1, 'a'), (2, 'b')`);
    // Each takes its first row, gives the other time to take its own, then asks for the other's:
    // on a server PostgreSQL finds the cycle and fails one, which runs again once the other is done.
    const crosswise = (first: number, second: number) =>
      transaction(database.db, async (tx) => {
        await tx.execute(sql`UPDATE tx_probe SET n = n + 1 WHERE id = ${first}`);
        await tx.execute(sql`SELECT pg_sleep(0.3)`);
        await tx.execute(sql`UPDATE tx_probe SET n = n + 1 WHERE id = ${second}`);
      });
    await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
    const counts = await database.db.execute<{ n: number }>(sql`SELECT n FROM tx_probe ORDER BY id`);
    expect(counts.rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
