import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

/** What an authenticated request knows about its caller. */
export interface SessionUser {
  id: number;
  userName: string;
  role: 'user' | 'root';
  root: boolean;
  sessionId: number;
}

export interface SessionPolicy {
  idleDays: number;
  maxDays: number;
}

/** Only the digest is stored: a leaked sessions table cannot be replayed. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Executor,
  userId: number,
  policy: SessionPolicy,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxDays * 86_400_000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 255),
  });
  return token;
}

interface SessionRow extends Record<string, unknown> {
  session_id: number;
  user_id: number;
  user_name: string;
  role: 'user' | 'root';
  expires_at: Date | string;
}

/** A live session's caller and when the session ends at the latest (epoch ms). */
export interface FoundSession {
  user: SessionUser;
  expiresAt: number;
}

/**
 * The caller behind a token, in one round trip: the join finds a live session of a user who
 * is not banned, and the same statement refreshes last_used_at when it is over a minute old
 * (so a busy client does not write on every request).
 */
export async function findSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
): Promise<FoundSession | undefined> {
  const result = await db.execute<SessionRow>(sql`
    with found as (
      select s.id as session_id, s.last_used_at, s.expires_at, u.id as user_id, u.user_name, u.role
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${hashToken(token)}
        and s.revoked_at is null
        and s.expires_at > now()
        and s.last_used_at > now() - make_interval(days => ${policy.idleDays}::int)
        and not u.banned
    ), touched as (
      update sessions set last_used_at = now()
      from found
      where sessions.id = found.session_id and found.last_used_at < now() - interval '1 minute'
      returning sessions.id
    )
    select session_id, user_id, user_name, role, expires_at from found`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    user: {
      id: row.user_id,
      userName: row.user_name,
      role: row.role,
      root: row.role === 'root',
      sessionId: row.session_id,
    },
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

/** The caller behind a token, straight from the database (no cache). */
export async function findSessionUser(
  db: Executor,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | undefined> {
  return (await findSession(db, token, policy))?.user;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of a user, or all but `exceptSessionId` (a password change keeps the caller's). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
