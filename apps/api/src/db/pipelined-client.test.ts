import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { checkedRows, type Executor, planOncePerStatement } from './client.js';
import { MAX_PREPARED_PER_CONNECTION, PipelinedClient, statementName } from './pipelined-client.js';
import { lastWrite, together, transaction } from './transaction.js';

describe('prepared statements', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  const prepared = async () =>
    (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows.map((r) => r.name);

  beforeAll(async () => {
    t = await buildTestApp();
    client = await t.database.pool.connect();
  });
  afterAll(async () => {
    client.release();
    await t.close();
  });

  it("runs the pool's connections in pg's pipeline mode", () => {
    expect(client).toBeInstanceOf(PipelinedClient);
    expect((client as unknown as PipelinedClient).pipeline).toBe(true);
  });

  it('prepares a data statement once per connection, under a name its text decides', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect((await prepared()).filter((name) => name === statementName(text))).toHaveLength(1);
  });

  it("names a statement sent with a callback too (pg-pool's query(), the hot reads' path)", async () => {
    const text = 'SELECT $1::int + 3 AS n';
    const rows = await new Promise((resolve, reject) =>
      client.query({ text, values: [1] }, (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toContain(statementName(text));
  });

  it('leaves a statement unnamed when asked to plan it for its values every time', async () => {
    const text = 'SELECT $1::int + 2 AS n';
    await client.query({ text, values: [1], name: '' });
    expect(await prepared()).not.toContain(statementName(text));
  });

  it('prepares no more than it may on one connection, and runs the texts past it unnamed', async () => {
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION + 10; i++) {
      await client.query({ text: `SELECT $1::int + ${i + 100} AS n`, values: [0] });
    }
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    const late = `SELECT $1::int + ${MAX_PREPARED_PER_CONNECTION + 110} AS n`;
    expect((await client.query({ text: late, values: [1] })).rows).toEqual([
      { n: MAX_PREPARED_PER_CONNECTION + 111 },
    ]);
    expect(await prepared()).not.toContain(statementName(late));
  });
});

describe('statements issued without waiting (pipeline mode)', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  const insert = 'INSERT INTO pipe_probe (n) VALUES ($1) RETURNING n, txid_current()::text AS tx';
  const currentTx = 'SELECT txid_current_if_assigned()::text AS tx, $1::int AS n';
  const count = 'SELECT count(*)::int AS c, $1::int AS n FROM pipe_probe';
  const planMode = "SELECT current_setting('plan_cache_mode') AS mode, $1::int AS n";
  const probe = async () =>
    (await client.query<{ n: number }>('SELECT n FROM pipe_probe ORDER BY n')).rows.map((r) => r.n);

  beforeAll(async () => {
    t = await buildTestApp();
    client = await t.database.pool.connect();
    await client.query('CREATE TEMP TABLE pipe_probe (n int CHECK (n >= 0))');
  });
  afterAll(async () => {
    client.release();
    await t.close();
  });

  it('answers BEGIN at once, and the statements after it run in that one transaction', async () => {
    await client.query('BEGIN');
    const first = await client.query<{ tx: string }>({ text: insert, values: [1] });
    const second = await client.query<{ tx: string | null }>({ text: currentTx, values: [2] });
    expect(second.rows[0]?.tx).toBe(first.rows[0]?.tx);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('reports the failure of a statement written ahead (a SET LOCAL) on the next one', async () => {
    await client.query('BEGIN');
    await client.query('SET LOCAL plan_cache_mode = no_such_mode');
    await expect(client.query({ text: currentTx, values: [1] })).rejects.toThrow(/no_such_mode/);
    await client.query('ROLLBACK');
    expect((await client.query({ text: currentTx, values: [3] })).rows).toEqual([{ tx: null, n: 3 }]);
  });

  it('keeps a SET LOCAL to its transaction', async () => {
    await client.query('BEGIN');
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    const inside = await client.query<{ mode: string }>({ text: planMode, values: [1] });
    await client.query('COMMIT');
    expect(inside.rows[0]?.mode).toBe('force_generic_plan');
    const after = await client.query<{ mode: string }>({ text: planMode, values: [2] });
    expect(after.rows[0]?.mode).toBe('auto');
  });

  it('answers statements issued together in order, each seeing the ones before', async () => {
    await client.query('BEGIN');
    const [inserted, counted] = await Promise.all([
      client.query<{ n: number }>({ text: insert, values: [7] }),
      client.query<{ c: number; n: number }>({ text: count, values: [8] }),
    ]);
    expect(inserted.rows[0]?.n).toBe(7);
    expect(counted.rows).toEqual([{ c: 1, n: 8 }]);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('fails the statements after a failing one in its transaction, which rolls back', async () => {
    await client.query('BEGIN');
    const results = await Promise.allSettled([
      client.query({ text: insert, values: [2] }),
      client.query({ text: insert, values: [-1] }),
      client.query({ text: count, values: [1] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/pipe_probe_n_check/);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/aborted/);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('commits with the last statement: the COMMIT asked for afterwards has nothing left to do', async () => {
    await client.query('BEGIN');
    await client.query({ text: insert, values: [1] });
    (client as unknown as PipelinedClient).commitWithNext();
    const last = await client.query<{ n: number }>({ text: insert, values: [2] });
    expect(last.rows[0]?.n).toBe(2);
    // Committed already: nothing may run in the transaction any more.
    const state = await client.query<{ tx: string | null }>({ text: currentTx, values: [0] }).catch((e) => e);
    expect(String(state)).toMatch(/after a transaction committed/);
    await client.query('COMMIT');
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([1, 2]);
    await client.query('TRUNCATE pipe_probe');
  });

  it('keeps nothing when the last statement fails: its COMMIT is answered as a ROLLBACK', async () => {
    await client.query('BEGIN');
    await client.query({ text: insert, values: [3] });
    (client as unknown as PipelinedClient).commitWithNext();
    await expect(client.query({ text: insert, values: [-3] })).rejects.toThrow(/pipe_probe_n_check/);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
    expect((await client.query({ text: currentTx, values: [4] })).rows).toEqual([{ tx: null, n: 4 }]);
  });

  it('fails the last statement when its COMMIT fails', async () => {
    await client.query(
      'CREATE TEMP TABLE pipe_deferred (n int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT PRESERVE ROWS',
    );
    const deferred = 'INSERT INTO pipe_deferred (n) VALUES ($1), ($1) RETURNING n';
    await client.query('BEGIN');
    await client.query({ text: insert, values: [5] });
    (client as unknown as PipelinedClient).commitWithNext();
    await expect(client.query({ text: deferred, values: [9] })).rejects.toThrow(/pipe_deferred/);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });
});

describe('transactions as domain code states them', () => {
  let t: TestApp;
  const row = z.strictObject({ n: z.number(), c: z.number() });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`CREATE TABLE tx_probe (n int PRIMARY KEY CHECK (n >= 0))`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`DROP TABLE tx_probe`);
    await t.close();
  });
  const rows = async () =>
    (await t.database.db.execute(sql`SELECT n FROM tx_probe ORDER BY n`)).rows.map((r) => r.n);
  const insertAndCount = (tx: Parameters<Parameters<typeof transaction>[1]>[0], n: number) =>
    checkedRows(
      tx,
      row,
      sql`WITH i AS (INSERT INTO tx_probe (n) VALUES (${n}) RETURNING n)
          SELECT (SELECT n FROM i), (SELECT count(*)::int FROM tx_probe) AS c`,
    );

  it('runs statements issued together in the order given, and commits with the last write', async () => {
    const [[a], [b]] = await transaction(t.database.db, async (tx) => {
      const done = await together(tx, [() => insertAndCount(tx, 1), () => insertAndCount(tx, 2)]);
      await lastWrite(tx, () => insertAndCount(tx, 3));
      return done;
    });
    // Each statement's snapshot is taken when it starts: the second sees the first's row.
    expect([a?.c, b?.c]).toEqual([0, 1]);
    expect(await rows()).toEqual([1, 2, 3]);
  });

  it('rolls back every statement of a transaction whose last write fails', async () => {
    await expect(
      transaction(t.database.db, async (tx) => {
        await together(tx, [() => insertAndCount(tx, 10), () => insertAndCount(tx, 11)]);
        await lastWrite(tx, () => insertAndCount(tx, -1));
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([1, 2, 3]);
  });

  it('fails every statement issued together after the one that fails, and writes nothing', async () => {
    await expect(
      transaction(t.database.db, async (tx) =>
        together(tx, [
          () => insertAndCount(tx, 20),
          () => insertAndCount(tx, 1),
          () => insertAndCount(tx, 21),
        ]),
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rows()).toEqual([1, 2, 3]);
  });

  it("becomes a savepoint inside a caller's transaction, where the commit waits for the caller", async () => {
    await transaction(t.database.db, async (outer) => {
      await transaction(outer, (inner) => lastWrite(inner, () => insertAndCount(inner, 30)));
      // Had the savepoint's last write committed the transaction, this would fail.
      await lastWrite(outer, () => insertAndCount(outer, 31));
    });
    expect(await rows()).toEqual([1, 2, 3, 30, 31]);
  });
});

describe("a purchase-shaped transaction's round trips (the bench's statement counter)", () => {
  let t: TestApp;
  const counts = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/bench/statements' })).json() as {
      statements: number;
      roundTrips: number;
    };

  beforeAll(async () => {
    t = await buildTestApp({ COUNT_STATEMENTS: 'true', OUTBOX_WORKER: 'false' });
    await t.database.db.execute(sql`CREATE TABLE trip_probe (n int PRIMARY KEY)`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`DROP TABLE trip_probe`);
    await t.close();
  });

  it('takes three round trips for its seven statements', async () => {
    const write = (tx: Executor, n: number) => tx.execute(sql`INSERT INTO trip_probe (n) VALUES (${n})`);
    const before = await counts();
    await transaction(t.database.db, async (tx) => {
      await planOncePerStatement(tx);
      // BEGIN, the setting and these two leave together: one round trip.
      await together(tx, [() => write(tx, 1), () => write(tx, 2)]);
      await write(tx, 3);
      // The last write and its COMMIT: one round trip.
      await lastWrite(tx, () => write(tx, 4));
    });
    const after = await counts();
    expect(after.statements - before.statements).toBe(7);
    expect(after.roundTrips - before.roundTrips).toBe(3);
    expect((await t.database.db.execute(sql`SELECT count(*)::int AS c FROM trip_probe`)).rows).toEqual([
      { c: 4 },
    ]);
  });
});
