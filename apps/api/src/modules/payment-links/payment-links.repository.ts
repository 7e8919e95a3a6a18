import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

const linkRow = z.strictObject({
  provider: z.string(),
  status: z.enum(['linked', 'failed']),
  account_id: z.string().nullable(),
  refresh_token: z.instanceof(Buffer).nullable(),
  expires_at: rowTimestamp.nullable(),
  failure: z.string().nullable(),
  linked_at: rowTimestamp.nullable(),
});
export type LinkRow = z.infer<typeof linkRow>;

export async function findLink(ex: Executor, sellerId: number, lock = false): Promise<LinkRow | undefined> {
  const [row] = await checkedRows(
    ex,
    linkRow,
    sql`SELECT provider, status, account_id, refresh_token, expires_at, failure, linked_at
      FROM payment_links WHERE seller_id = ${sellerId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export interface SealedTokens {
  provider: string;
  accountId: string;
  publicKey: string | null;
  accessToken: Buffer;
  refreshToken: Buffer;
  expiresInSeconds: number;
}

/** A new link, or the same seller linking again (another account, or after a failure). */
export async function saveLinked(ex: Executor, sellerId: number, t: SealedTokens): Promise<void> {
  await ex.execute(sql`
    INSERT INTO payment_links AS l (seller_id, provider, status, account_id, public_key, access_token, refresh_token,
      expires_at, failure, linked_at, refreshed_at, updated_at)
    VALUES (${sellerId}, ${t.provider}, 'linked', ${t.accountId}, ${t.publicKey}, ${t.accessToken}, ${t.refreshToken},
      now() + make_interval(secs => ${t.expiresInSeconds}), NULL, now(), NULL, now())
    ON CONFLICT (seller_id) DO UPDATE SET provider = excluded.provider, status = 'linked', account_id = excluded.account_id,
      public_key = excluded.public_key, access_token = excluded.access_token, refresh_token = excluded.refresh_token,
      expires_at = excluded.expires_at, failure = NULL, linked_at = now(), refreshed_at = NULL, updated_at = now()`);
}

/** Renewed tokens for a link still linked (a concurrent unlink wins: nothing is written). */
export async function saveRefreshed(ex: Executor, sellerId: number, t: SealedTokens): Promise<void> {
  await ex.execute(sql`
    UPDATE payment_links SET access_token = ${t.accessToken}, refresh_token = ${t.refreshToken},
      public_key = ${t.publicKey}, expires_at = now() + make_interval(secs => ${t.expiresInSeconds}),
      refreshed_at = now(), updated_at = now()
    WHERE seller_id = ${sellerId} AND status = 'linked'`);
}

/** The provider no longer honours the grant: the tokens go, the reason stays for the seller. */
export async function saveFailed(ex: Executor, sellerId: number, failure: string): Promise<void> {
  await ex.execute(sql`
    UPDATE payment_links SET status = 'failed', access_token = NULL, refresh_token = NULL, failure = ${failure},
      updated_at = now()
    WHERE seller_id = ${sellerId} AND status = 'linked'`);
}

export function deleteLink(ex: Executor, sellerId: number): Promise<number> {
  return affectedRows(ex, sql`DELETE FROM payment_links WHERE seller_id = ${sellerId}`);
}

const dueRow = z.strictObject({ seller_id: z.number() });
/** Linked accounts whose permission runs out within `days`, soonest first. */
export function dueForRenewal(ex: Executor, days: number, limit: number) {
  return checkedRows(
    ex,
    dueRow,
    sql`SELECT seller_id FROM payment_links
      WHERE status = 'linked' AND expires_at < now() + make_interval(days => ${days})
      ORDER BY expires_at LIMIT ${limit}`,
  );
}

export async function saveAttempt(ex: Executor, a: { stateHash: Buffer; userId: number; verifier: Buffer }) {
  await ex.execute(sql`
    INSERT INTO payment_link_attempts (state_hash, user_id, code_verifier)
    VALUES (${a.stateHash}, ${a.userId}, ${a.verifier})`);
}

const attemptRow = z.strictObject({ code_verifier: z.instanceof(Buffer) });
/**
 * The caller's attempt for this state, used once: deleted as it is read, so a replayed callback
 * finds nothing. Someone else's state is not touched (its owner can still finish).
 */
export async function takeAttempt(ex: Executor, stateHash: Buffer, userId: number, ttlMinutes: number) {
  const [row] = await checkedRows(
    ex,
    attemptRow,
    sql`DELETE FROM payment_link_attempts
      WHERE state_hash = ${stateHash} AND user_id = ${userId}
        AND created_at > now() - make_interval(mins => ${ttlMinutes})
      RETURNING code_verifier`,
  );
  return row?.code_verifier;
}

/** Attempts nobody came back to. */
export function deleteStaleAttempts(ex: Executor, ttlMinutes: number): Promise<number> {
  return affectedRows(
    ex,
    sql`DELETE FROM payment_link_attempts WHERE created_at < now() - make_interval(mins => ${ttlMinutes})`,
  );
}

const accessRow = z.strictObject({
  seller_id: z.number(),
  account_id: z.string().nullable(),
  access_token: z.instanceof(Buffer),
});

/** A linked seller's sealed access token, by the seller or by their account at the provider. */
export async function findAccess(
  ex: Executor,
  provider: string,
  by: { sellerId: number } | { accountId: string },
) {
  const [row] = await checkedRows(
    ex,
    accessRow,
    sql`SELECT seller_id, account_id, access_token FROM payment_links
      WHERE status = 'linked' AND provider = ${provider} AND access_token IS NOT NULL
        AND ${'sellerId' in by ? sql`seller_id = ${by.sellerId}` : sql`account_id = ${by.accountId}`}
      LIMIT 1`,
  );
  return row;
}

const linkedRow = z.strictObject({
  seller_id: z.number(),
  account_id: z.string().nullable(),
  user_name: z.string(),
});
/** A seller whose account is linked: its id at the provider and the name the buyer sees. */
export type LinkedSeller = { accountId: string | null; userName: string };

/** Which of these sellers have an account linked with this provider (a split checkout's parts). */
export async function linkedSellers(
  ex: Executor,
  sellerIds: readonly number[],
  provider: string,
): Promise<Map<number, LinkedSeller>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await checkedRows(
    ex,
    linkedRow,
    sql`SELECT l.seller_id, l.account_id, u.user_name FROM payment_links l JOIN accounts.people u ON u.id = l.seller_id
        WHERE l.seller_id = ANY(${sql.param([...sellerIds])}::int[]) AND l.status = 'linked' AND l.provider = ${provider}`,
  );
  return new Map(rows.map((r) => [r.seller_id, { accountId: r.account_id, userName: r.user_name }]));
}
