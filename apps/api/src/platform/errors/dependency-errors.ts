/**
 * Failures of what the API depends on (the database, Redis, the disk) rather than of the request.
 * They are answered 503/507 with Retry-After instead of 500, so clients and load balancers retry
 * instead of reporting a bug. Drizzle wraps driver errors, so the whole `cause` chain is searched.
 */

/** `service`: a socket error from a dependency not otherwise recognised (still worth a retry). */
export type DependencyFault = 'database' | 'redis' | 'disk-full' | 'service';

/** Node socket errors: the server is gone, refusing, or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning "the server cannot serve you now": class 08 (connection exceptions),
 * admin/crash shutdown and start-up (57P01–57P03), too many connections (53300), a standby
 * refusing writes during a failover (25006), and a lock not granted within the operator's
 * `lock_timeout` (55P03): the row is busy, a retry a moment later succeeds.
 */
const SERVER_UNAVAILABLE = /^(08...|57P0[1-3]|53300|25006|55P03)$/;

/** What `pg` says when a connection dies or never comes. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function* chain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    yield e;
    // AggregateError (a connection tried on IPv4 and IPv6) carries its causes in `errors`.
    if (Array.isArray(e.errors))
      for (const inner of e.errors) if (inner && typeof inner === 'object') yield inner;
    current = e.cause;
  }
}

function isRedisError(e: ErrorLike): boolean {
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    e.name === 'MaxRetriesPerRequestError' ||
    message.includes('enableOfflineQueue options is false') ||
    message === 'Connection is closed.' ||
    message === 'Command timed out'
  );
}

export function dependencyFault(error: unknown): DependencyFault | undefined {
  let socket = false;
  let fromDatabase = false;
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
    if (isRedisError(e)) return 'redis';
    if (SERVER_UNAVAILABLE.test(code) || PG_MESSAGES.some((m) => message.includes(m))) return 'database';
    if (e.name === 'DrizzleQueryError') fromDatabase = true;
    if (SOCKET_CODES.has(code)) socket = true;
  }
  if (socket) return fromDatabase ? 'database' : 'service';
  return undefined;
}

/** Seconds a client should wait before retrying after a dependency fault. */
export const RETRY_AFTER_SECONDS = 5;
