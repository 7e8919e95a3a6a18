import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { MAX_PREPARED_PER_CONNECTION, statementName } from './prepared-statements.js';

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
