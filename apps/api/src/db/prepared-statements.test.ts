import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import * as preparing from './prepared-statements.js';

const { MAX_PREPARED_PER_CONNECTION, statementName } = preparing;

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

  it('prepares a data statement once per connection, under a name its text decides', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    expect((await prepared()).filter((name) => name === statementName(text))).toHaveLength(1);
  });

  it('leaves a statement unnamed when asked to plan it for its values every time', async () => {
    const text = 'SELECT $1::int + 2 AS n';
    await client.query({ text, values: [1], name: '' });
    expect(await prepared()).not.toContain(statementName(text));
  });

  it('drops what a connection prepared once it holds the most it may, and goes on working', async () => {
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION + 10; i++) {
      await client.query({ text: `SELECT $1::int + ${i + 100} AS n`, values: [0] });
    }
    const count = (await prepared()).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
    expect((await client.query({ text: 'SELECT $1::int + 1 AS n', values: [1] })).rows).toEqual([{ n: 2 }]);
  });
});

/** Counts a client's socket writes, to tell round trips apart (corked messages leave in one). */
function countWrites(client: pg.PoolClient, counter: { n: number }) {
  const socket = (client as unknown as { connection: { stream: Record<string, unknown> } }).connection.stream;
  for (const method of ['_write', '_writev']) {
    const original = socket[method] as (...args: unknown[]) => unknown;
    socket[method] = function (this: unknown, ...args: unknown[]) {
      counter.n += 1;
      return original.apply(this, args);
    };
  }
}

describe("a transaction's BEGIN", () => {
  let t: TestApp;
  let client: pg.PoolClient;
  const socketWrites = { n: 0 };
  const insert = 'INSERT INTO begin_probe (n) VALUES ($1) RETURNING txid_current()::text AS tx';
  const currentTx = 'SELECT txid_current_if_assigned()::text AS tx, $1::int AS n';
  const planMode = "SELECT current_setting('plan_cache_mode') AS mode, $1::int AS n";
  const probe = async () => (await client.query<{ n: number }>('SELECT n FROM begin_probe ORDER BY n')).rows;

  beforeAll(async () => {
    t = await buildTestApp();
    client = await t.database.pool.connect();
    countWrites(client, socketWrites);
    await client.query('CREATE TEMP TABLE begin_probe (n int)');
    // Parsed once on this connection, as a hot statement is.
    await client.query({ text: insert, values: [0] });
    await client.query({ text: currentTx, values: [0] });
    await client.query({ text: planMode, values: [0] });
    await client.query('TRUNCATE begin_probe');
  });
  afterAll(async () => {
    client.release();
    await t.close();
  });

  it('travels with the first statement: one write, one round trip, and both run in one transaction', async () => {
    const pipelined = preparing.statementsAlongside;
    socketWrites.n = 0;
    await client.query('BEGIN');
    expect(socketWrites.n).toBe(0);
    const first = await client.query<{ tx: string }>({ text: insert, values: [1] });
    expect(socketWrites.n).toBe(1);
    expect(preparing.statementsAlongside).toBe(pipelined + 1);
    expect(first.rows).toHaveLength(1);
    const second = await client.query<{ tx: string | null }>({ text: currentTx, values: [2] });
    expect(second.rows[0]?.tx).toBe(first.rows[0]?.tx);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('commits what the first statement wrote', async () => {
    await client.query('BEGIN');
    await client.query({ text: insert, values: [3] });
    await client.query('COMMIT');
    expect(await probe()).toEqual([{ n: 3 }]);
    await client.query('TRUNCATE begin_probe');
  });

  it('leaves the transaction failed when the first statement fails, and the connection usable after ROLLBACK', async () => {
    await client.query('BEGIN');
    await expect(client.query({ text: insert, values: ['not a number'] })).rejects.toThrow();
    await expect(client.query({ text: currentTx, values: [1] })).rejects.toThrow(/aborted/);
    await client.query('ROLLBACK');
    const after = await client.query<{ tx: string | null; n: number }>({ text: currentTx, values: [4] });
    expect(after.rows).toEqual([{ tx: null, n: 4 }]);
  });

  it('takes a SET LOCAL along in the same write, and the setting lasts only for that transaction', async () => {
    const pipelined = preparing.statementsAlongside;
    socketWrites.n = 0;
    await client.query('BEGIN');
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    const inside = await client.query<{ mode: string }>({ text: planMode, values: [1] });
    expect(socketWrites.n).toBe(1);
    expect(preparing.statementsAlongside).toBe(pipelined + 2);
    expect(inside.rows[0]?.mode).toBe('force_generic_plan');
    await client.query('COMMIT');
    const after = await client.query<{ mode: string }>({ text: planMode, values: [2] });
    expect(after.rows[0]?.mode).toBe('auto');
  });

  it('sends nothing for a transaction that ran no statement', async () => {
    socketWrites.n = 0;
    await client.query('BEGIN');
    await client.query('COMMIT');
    await client.query('BEGIN');
    await client.query('ROLLBACK');
    expect(socketWrites.n).toBe(0);
  });

  it('parses a statement new to this connection in the same write, and reuses it after', async () => {
    const alongside = preparing.statementsAlongside;
    const fresh = 'INSERT INTO begin_probe (n) VALUES ($1 + 0) RETURNING txid_current()::text AS tx';
    socketWrites.n = 0;
    await client.query('BEGIN');
    const first = await client.query<{ tx: string }>({ text: fresh, values: [5] });
    expect(socketWrites.n).toBe(1);
    expect(preparing.statementsAlongside).toBe(alongside + 1);
    const second = await client.query<{ tx: string | null }>({ text: currentTx, values: [6] });
    expect(second.rows[0]?.tx).toBe(first.rows[0]?.tx);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
    const names = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(names.rows.map((r) => r.name)).toContain(preparing.statementName(fresh));
    await client.query('BEGIN');
    expect((await client.query<{ tx: string }>({ text: fresh, values: [7] })).rows).toHaveLength(1);
    await client.query('COMMIT');
    expect(await probe()).toEqual([{ n: 7 }]);
    await client.query('TRUNCATE begin_probe');
  });

  it('parses again, later, a new statement the server skipped after an earlier one failed', async () => {
    const skipped = 'SELECT $1::int * 3 AS n';
    const submitted = () =>
      (client as unknown as { connection: { submittedNamedStatements: Record<string, string> } }).connection
        .submittedNamedStatements;
    await client.query('BEGIN');
    (client as unknown as preparing.PreparingClient).sendTogether(2);
    socketWrites.n = 0;
    const results = await Promise.allSettled([
      client.query({ text: insert, values: ['not a number'] }),
      client.query<{ n: number }>({ text: skipped, values: [2] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(socketWrites.n).toBe(1);
    expect(submitted()[preparing.statementName(skipped)]).toBeUndefined();
    await client.query('ROLLBACK');
    expect((await client.query<{ n: number }>({ text: skipped, values: [3] })).rows).toEqual([{ n: 9 }]);
  });
});

describe('statements sent together, and a COMMIT with the last statement', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  const preparingClient = () => client as unknown as preparing.PreparingClient;
  const socketWrites = { n: 0 };
  const insert = 'INSERT INTO together_probe (n) VALUES ($1) RETURNING n';
  const count = 'SELECT count(*)::int AS c, $1::int AS n FROM together_probe';
  const probe = async () =>
    (await client.query<{ n: number }>('SELECT n FROM together_probe ORDER BY n')).rows.map((r) => r.n);

  beforeAll(async () => {
    t = await buildTestApp();
    client = await t.database.pool.connect();
    countWrites(client, socketWrites);
    await client.query('CREATE TEMP TABLE together_probe (n int CHECK (n >= 0))');
    await client.query({ text: insert, values: [0] });
    await client.query({ text: count, values: [0] });
    await client.query('TRUNCATE together_probe');
  });
  afterAll(async () => {
    client.release();
    await t.close();
  });

  it('sends BEGIN and two statements in one write; each gets its own answer, the second sees the first', async () => {
    const alongside = preparing.statementsAlongside;
    socketWrites.n = 0;
    await client.query('BEGIN');
    preparingClient().sendTogether(2);
    const [inserted, counted] = await Promise.all([
      client.query<{ n: number }>({ text: insert, values: [7] }),
      client.query<{ c: number; n: number }>({ text: count, values: [8] }),
    ]);
    expect(socketWrites.n).toBe(1);
    expect(preparing.statementsAlongside).toBe(alongside + 2);
    expect(inserted.rows).toEqual([{ n: 7 }]);
    expect(counted.rows).toEqual([{ c: 1, n: 8 }]);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('fails every statement of the batch when one fails, and the transaction rolls back', async () => {
    await client.query('BEGIN');
    preparingClient().sendTogether(2);
    const results = await Promise.allSettled([
      client.query({ text: insert, values: [-1] }),
      client.query({ text: count, values: [1] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/together_probe_n_check/);
    await client.query('ROLLBACK');
    const after = await client.query<{ c: number }>({ text: count, values: [2] });
    expect(after.rows[0]?.c).toBe(0);
  });

  it('sends what arrived when fewer statements come than announced', async () => {
    await client.query('BEGIN');
    preparingClient().sendTogether(3);
    const only = await client.query<{ n: number }>({ text: insert, values: [4] });
    expect(only.rows).toEqual([{ n: 4 }]);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });

  it('commits with the last statement: one write, and the COMMIT asked for after sends nothing', async () => {
    socketWrites.n = 0;
    await client.query('BEGIN');
    await client.query({ text: insert, values: [1] });
    preparingClient().commitWithNext();
    const last = await client.query<{ n: number }>({ text: insert, values: [2] });
    expect(last.rows).toEqual([{ n: 2 }]);
    expect(socketWrites.n).toBe(2);
    await client.query('COMMIT');
    expect(socketWrites.n).toBe(2);
    // Committed: a ROLLBACK now has nothing to undo.
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([1, 2]);
    await client.query('TRUNCATE together_probe');
  });

  it('refuses a statement after the one that carried the COMMIT', async () => {
    await client.query('BEGIN');
    preparingClient().commitWithNext();
    await client.query({ text: insert, values: [6] });
    await expect(client.query({ text: insert, values: [7] })).rejects.toThrow(
      /after a transaction committed/,
    );
    await client.query('COMMIT');
    expect(await probe()).toEqual([6]);
    await client.query('TRUNCATE together_probe');
  });

  it('keeps nothing when the last statement fails: the COMMIT is skipped and the ROLLBACK reaches the server', async () => {
    await client.query('BEGIN');
    await client.query({ text: insert, values: [3] });
    preparingClient().commitWithNext();
    await expect(client.query({ text: insert, values: [-3] })).rejects.toThrow(/together_probe_n_check/);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
    const after = await client.query<{ c: number }>({ text: count, values: [3] });
    expect(after.rows[0]?.c).toBe(0);
  });

  it('fails the last statement when its COMMIT fails', async () => {
    await client.query(
      'CREATE TEMP TABLE together_deferred (n int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT PRESERVE ROWS',
    );
    const deferred = 'INSERT INTO together_deferred (n) VALUES ($1), ($1) RETURNING n';
    await expect(client.query({ text: deferred, values: [0] })).rejects.toThrow();
    await client.query('BEGIN');
    await client.query({ text: insert, values: [5] });
    preparingClient().commitWithNext();
    await expect(client.query({ text: deferred, values: [9] })).rejects.toThrow(/together_deferred/);
    await client.query('ROLLBACK');
    expect(await probe()).toEqual([]);
  });
});

describe('a batch whose connection drops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('fails every statement of the batch, and the next connection finds no transaction left open', async () => {
    const doomed = await t.database.pool.connect();
    const mark = 'SELECT txid_current()::text AS tx, $1::int AS n';
    const plain = 'SELECT $1::int AS n';
    await doomed.query({ text: mark, values: [0] });
    await doomed.query({ text: plain, values: [0] });
    await doomed.query('BEGIN');
    (doomed as unknown as preparing.PreparingClient).sendTogether(2);
    const pending = Promise.allSettled([
      doomed.query({ text: mark, values: [1] }),
      doomed.query({ text: plain, values: [2] }),
    ]);
    // The batch is written; the connection goes before its answer can come back.
    setImmediate(() =>
      (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(),
    );
    const results = await pending;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    doomed.release(true);
    const after = await t.database.pool.query<{ tx: string | null }>(
      'SELECT txid_current_if_assigned()::text AS tx',
    );
    expect(after.rows).toEqual([{ tx: null }]);
  });
});
