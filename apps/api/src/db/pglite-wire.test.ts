import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './client.js';

/**
 * The embedded database's wire server (pglite-wire.mjs), spoken to by plain `pg` clients: always
 * PGlite, whichever database the rest of the suite runs on.
 */
describe('PGlite wire server', () => {
  let database: Database;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const { host, port } = database.connection as { host: string; port: number };
    const client = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  }
  const count = async (client: pg.Client) =>
    (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_probe')).rows[0]?.n;

  beforeAll(async () => {
    database = await openDatabase({ poolSize: 1, pgliteDumpPath: inject('pgliteDumpPath') || undefined });
    const setup = await connect();
    await setup.query('CREATE TABLE wire_probe (x int)');
    await setup.end();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await database?.close();
  });

  it('runs a named statement and answers it whole, again and again', async () => {
    const client = await connect();
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query({ name: 'plus', text: 'SELECT $1::int + 1 AS n', values: [i] });
      expect(rows).toEqual([{ n: i + 1 }]);
    }
  });

  it('answers a failing statement with its error and goes on serving the connection', async () => {
    const client = await connect();
    await expect(client.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    expect((await client.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
  });

  it("holds another connection's statements until an open transaction ends", async () => {
    const writer = await connect();
    const reader = await connect();
    await writer.query('BEGIN');
    await writer.query('INSERT INTO wire_probe VALUES (1)');
    // Run inside the writer's transaction it would see the uncommitted row; held, it sees the rollback.
    const seen = count(reader);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writer.query('ROLLBACK');
    expect(await seen).toBe(0);
  });

  it('rolls back the transaction of a connection that went away', async () => {
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO wire_probe VALUES (2)');
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const next = await connect();
    expect(await count(next)).toBe(0);
    await next.query('INSERT INTO wire_probe VALUES (3)');
    expect(await count(next)).toBe(1);
  });
});
