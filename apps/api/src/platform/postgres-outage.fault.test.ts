import { MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, GENEROUS_LIMITS, registerAndLogin } from '../../test/auth.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { type PrivatePostgres, startPrivatePostgres } from '../../test/private-servers.js';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { dependencyFault } from './errors/dependency-errors.js';

// A PostgreSQL server of this file's own (port 31400), restarted and stopped under requests.
let pg: PrivatePostgres;
let database: Database;
let t: TestApp;
let token: string;

beforeAll(async () => {
  pg = await startPrivatePostgres(31400);
  database = await openDatabase({ url: pg.url, poolSize: 6 });
  await runMigrations(database.db);
  t = await buildTestApp(GENEROUS_LIMITS, { database });
  ({ token } = await registerAndLogin(t.app));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await pg?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const products = () => t.app.inject({ method: 'GET', url: '/api/products?q=camisa' });
const profile = () => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });

/** Waits for the state, not for a clock: the catalog answers again (the test's timeout is the net). */
async function recovered(): Promise<void> {
  while ((await products()).statusCode !== 200) await sleep(100);
}

describe('a lock that times out (lock_timeout, 55P03)', () => {
  it('answers 503 with Retry-After, like the other passing database faults, and changes nothing', async () => {
    // An operator's lock_timeout, on connections of their own; another session holds the row.
    const timed = await openDatabase({
      url: `${pg.url}?options=${encodeURIComponent('-c lock_timeout=300')}`,
      poolSize: 2,
    });
    const app = await buildTestApp(GENEROUS_LIMITS, { database: timed });
    const holder = await openDatabase({ url: pg.url, poolSize: 1 });
    const { token: own, user } = await registerAndLogin(app.app);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = holder.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
      locked();
      await held;
    });
    try {
      await isLocked;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: authHeader(own),
        payload: { lastName: 'Bloqueado' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ msg: MSG.databaseUnavailable });
    } finally {
      release();
      await holding;
      await app.close();
      await holder.close();
      await timed.close();
    }
    const [row] = (
      await database.db.execute<{ last_name: string }>(sql`SELECT last_name FROM users WHERE id = ${user.id}`)
    ).rows;
    expect(row?.last_name).not.toBe('Bloqueado');
  });
});

describe('PostgreSQL restarted (pg_ctl restart -m fast) during a burst', () => {
  it('costs no crash and no 500: requests answer 200 or 503, and service comes back by itself', async () => {
    // Transactions holding a checked-out connection, idle between statements when the server
    // goes down: the connection's 'error' event once killed the process.
    const held = Array.from({ length: 3 }, () =>
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await sleep(1500);
          await tx.execute(sql`select 2`);
        })
        .then(
          () => 'committed',
          (error: unknown) => dependencyFault(error) ?? String(error),
        ),
    );
    const statuses: number[] = [];
    let restarting = true;
    const burst = (async () => {
      while (restarting) {
        const batch = await Promise.all([products(), profile(), products(), profile()]);
        statuses.push(...batch.map((r) => r.statusCode));
      }
    })();
    await sleep(200);
    await pg.restartFast();
    restarting = false;
    await burst;
    expect(await Promise.all(held)).toEqual(['database', 'database', 'database']);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    await recovered();
    expect((await profile()).statusCode).toBe(200);
  });
});

describe('PostgreSQL stopped', () => {
  it('answers 503 in Spanish with Retry-After, keeps liveness up, and recovers once it is back', async () => {
    await pg.stop();
    try {
      for (const response of [await products(), await profile()]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(Object.values(MSG)).toContain(response.json().msg);
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userOrEmail: 'alguien', password: 'clave-larga' },
      });
      expect([login.statusCode, login.json()]).toEqual([
        503,
        { msg: expect.stringContaining('no está disponible') },
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'error', database: 'error', storage: 'ok' });
    } finally {
      await pg.start();
    }
    await recovered();
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
