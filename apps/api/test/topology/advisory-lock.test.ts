import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { withAdvisoryLock } from '../../src/platform/jobs/advisory-lock.js';
import { withDatabase } from '../global-setup.js';

// Two pools on one PostgreSQL database stand for two instances: a job turn held by one is
// skipped by the other, and runs there once released.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `bazar_locks_${process.pid}_${randomBytes(3).toString('hex')}`;
let one: Database;
let two: Database;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  // One connection each: the lock must not take the pool's only connection from the job.
  one = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 1 });
  two = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 1 });
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('advisory locks between instances', () => {
  it('let another instance skip a job held here, and run it once released', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = withAdvisoryLock(one, 'job:compartido', { wait: false }, async () => {
      // The job's own queries still get the pool's one connection.
      await one.pool.query('SELECT 1');
      await released;
      return 'primera';
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await withAdvisoryLock(two, 'job:compartido', { wait: false }, async () => 'segunda')).toEqual({
      acquired: false,
    });
    release();
    expect(await held).toEqual({ acquired: true, value: 'primera' });
    expect(await withAdvisoryLock(two, 'job:compartido', { wait: false }, async () => 'segunda')).toEqual({
      acquired: true,
      value: 'segunda',
    });
  });

  it('queue start-up behind the instance that holds it', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = withAdvisoryLock(one, 'startup', { wait: true }, async () => {
      await released;
      order.push('una');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = withAdvisoryLock(two, 'startup', { wait: true }, async () => {
      order.push('otra');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['una', 'otra']);
  });
});
