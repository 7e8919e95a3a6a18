import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/client.js';

/** A 64-bit advisory lock key for a name, the same in every instance. */
export function lockKey(name: string): string {
  return createHash('sha256').update(`bazar:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `fn` while this process holds PostgreSQL's session advisory lock `name`.
 * `wait: false` gives up at once when another instance holds it (pg_try_advisory_lock);
 * `wait: true` queues for it (start-up: migrations and the demo seed, one instance at a time).
 *
 * On a server the lock lives on a connection of its own, opened for the run: the job's queries use
 * the pool (which may be one connection), and if the process dies the server drops the lock with
 * the connection. The embedded database is one session that only this process can open, so the
 * same SQL runs through the pool there and frees the lock before the next job needs it.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  name: string,
  options: { wait: boolean },
  fn: () => Promise<T>,
): Promise<{ acquired: true; value: T } | { acquired: false }> {
  const key = lockKey(name);
  const take = options.wait
    ? 'SELECT pg_advisory_lock($1::bigint) IS NULL AS acquired'
    : 'SELECT pg_try_advisory_lock($1::bigint) AS acquired';
  const unlock = 'SELECT pg_advisory_unlock($1::bigint)';
  if (database.kind === 'pglite') {
    const { rows } = await database.pool.query<{ acquired: boolean }>(take, [key]);
    if (!rows[0]?.acquired && !options.wait) return { acquired: false };
    try {
      return { acquired: true, value: await fn() };
    } finally {
      await database.pool.query(unlock, [key]);
    }
  }
  const client = new pg.Client(database.connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ acquired: boolean }>(take, [key]);
    // pg_advisory_lock returns void (NULL): reaching the next line means it is ours.
    if (!options.wait && !rows[0]?.acquired) return { acquired: false };
    try {
      return { acquired: true, value: await fn() };
    } finally {
      await client.query(unlock, [key]);
    }
  } finally {
    await client.end();
  }
}
