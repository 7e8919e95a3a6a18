import fastifyCookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { formatLsn, parseLsn } from '../db/standby-routing.js';

/**
 * Reads from standbys, and reading one's own writes (decision record 0038). After a request that
 * may have written (any method but GET, HEAD and OPTIONS, answered below 400), the primary's WAL
 * position is kept in a cookie of the caller's browser; a public read (`readsOf(request)`) then
 * goes to a standby only once it has replayed that position, else to the primary. A cookie rather
 * than a server-side key: the browser brings it to whichever instance serves its next request,
 * with no shared store and no extra round trip per read.
 */
export const WRITE_POSITION_COOKIE = 'bazar-escrito';

/** A position no standby reaches: the reads of a browser holding it go to the primary. */
const PRIMARY_ONLY = 0xffffffffffffffffn;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const walRow = z.strictObject({ lsn: z.string() });

/**
 * The database a public catalog read may use: a standby that has replayed the caller's last
 * write (their cookie), or the primary. Without standbys, the database itself. A route opts in by
 * passing this to its service instead of `app.database`.
 */
export function readsOf(request: FastifyRequest): Database {
  const database = request.server.database;
  if (!database.standbys) return database;
  const written = parseLsn(request.cookies?.[WRITE_POSITION_COOKIE]);
  return database.reads(written ?? 0n);
}

/** With standbys: the cookie after writes, and a log line when a standby leaves or rejoins the rotation. */
export async function registerStandbyReads(app: FastifyInstance): Promise<void> {
  const standbys = app.database.standbys;
  if (!standbys) return;
  await app.register(fastifyCookie);
  standbys.onChange(({ name, from, to, lagMs }) => {
    const fields = { standby: name, from, to, lagMs };
    if (to === 'serving') app.log.info(fields, `réplica ${name} de nuevo en servicio`);
    else app.log.warn(fields, `réplica ${name} fuera de servicio (${to})`);
  });
  const maxLagMs = app.env.DATABASE_READ_MAX_LAG_MS;
  // Past it, every standby in rotation has replayed the write (none lags more than maxLagMs),
  // so the cookie only needs to outlive that, with room for the checks' own delay.
  const keepSeconds = Math.max(60, Math.ceil((3 * maxLagMs) / 1000));
  const secure = app.env.publicUrl.startsWith('https:');

  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const before = parseLsn(request.cookies?.[WRITE_POSITION_COOKIE]) ?? 0n;
    let position: bigint;
    let maxAge = keepSeconds;
    try {
      const [row] = await app.database.rows(walRow, WAL_NOW);
      position = parseLsn(row?.lsn) ?? PRIMARY_ONLY;
    } catch (error) {
      // The write answered, but where it left the WAL is unknown: read the primary until every
      // standby in rotation must have it.
      request.log.warn({ err: error }, 'no se pudo leer la posición del WAL tras una escritura');
      position = PRIMARY_ONLY;
      maxAge = Math.ceil((2 * maxLagMs) / 1000) + 2;
    }
    // Two writes answered out of order must not lower it.
    const kept = position > before ? position : before;
    reply.setCookie(WRITE_POSITION_COOKIE, formatLsn(kept), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge,
    });
    return payload;
  });
}

/** Where the primary's WAL is written up to: past the commit of every write already answered. */
const WAL_NOW = sql`SELECT pg_current_wal_lsn()::text AS lsn`;
