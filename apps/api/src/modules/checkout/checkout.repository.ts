import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';
import type { ReservedLine } from '../catalog/index.js';

export type SessionStatus = 'open' | 'approved' | 'rejected' | 'expired';

export interface SessionRow {
  id: string;
  user_id: number;
  status: SessionStatus;
  provider: string;
  provider_ref: string | null;
  total_cents: number;
  currency: string;
  expires_at: Date;
  finalized_at: Date | null;
  expired: boolean;
}

/** A line of the checkout's snapshot: the reserved line as it was priced at reservation. */
export interface SnapshotLineRow extends ReservedLine {
  /** The line's own id (read with the lines, absent on a line about to be inserted). */
  id?: number;
}

export interface CartProductRow {
  id?: number;
  product_id: number;
  quantity: number;
  name: string;
  active: boolean;
  stock: number;
  seller_id: number | null;
}

const sessionColumns = sql`id, user_id, status, provider, provider_ref, total_cents, currency, expires_at,
  finalized_at, expires_at < now() AS expired`;

export interface OpenState {
  /** The buyer's open checkout, if any, with its lines. */
  session: (SessionRow & { lines: SnapshotLineRow[] }) | null;
  cart: CartProductRow[];
}

/**
 * What opening a checkout needs: the buyer's row locked (two tabs pressing 'Comprar' at once
 * queue up), then, in one read, the open checkout with its lines and the cart with its products.
 * Two statements on purpose: reads in the locking statement would use the snapshot taken before
 * waiting for the lock, blind to the checkout the other tab just opened.
 */
export async function lockOpenState(tx: Executor, userId: number): Promise<OpenState> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const [row] = await rowsOf<{
    session: (SessionRow & { lines: SnapshotLineRow[] }) | null;
    cart: CartProductRow[];
  }>(
    tx,
    sql`WITH buyer AS (SELECT id FROM users WHERE id = ${userId})
        SELECT
          (SELECT to_jsonb(s) || jsonb_build_object('expired', s.expires_at < now(), 'lines',
              (SELECT coalesce(jsonb_agg(l ORDER BY l.id), '[]') FROM (
                 SELECT id, product_id, seller_id, product_name, product_image, unit_price_cents, discount,
                        quantity, total_cents
                 FROM checkout_lines WHERE checkout_session_id = s.id) l))
           FROM (SELECT id, user_id, status, provider, provider_ref, total_cents, currency, expires_at, finalized_at
                 FROM checkout_sessions WHERE user_id = b.id AND status = 'open') s) AS session,
          (SELECT coalesce(jsonb_agg(c ORDER BY c.id), '[]') FROM (
             SELECT cl.id, cl.product_id, cl.quantity, p.name, p.active, p.stock, p.seller_id
             FROM cart_lines cl JOIN products p ON p.id = cl.product_id WHERE cl.user_id = b.id) c) AS cart
        FROM buyer b`,
  );
  return { session: row?.session ?? null, cart: row?.cart ?? [] };
}

export async function findOpenSession(ex: Executor, userId: number): Promise<SessionRow | undefined> {
  const [row] = await rowsOf<SessionRow>(
    ex,
    sql`SELECT ${sessionColumns} FROM checkout_sessions WHERE user_id = ${userId} AND status = 'open'`,
  );
  return row;
}

export async function findSession(
  ex: Executor,
  id: string,
  forUpdate = false,
): Promise<SessionRow | undefined> {
  const [row] = await rowsOf<SessionRow>(
    ex,
    forUpdate
      ? sql`SELECT ${sessionColumns} FROM checkout_sessions WHERE id = ${id}::uuid FOR UPDATE`
      : sql`SELECT ${sessionColumns} FROM checkout_sessions WHERE id = ${id}::uuid`,
  );
  return row;
}

export async function findLatestSession(ex: Executor, userId: number): Promise<SessionRow | undefined> {
  const [row] = await rowsOf<SessionRow>(
    ex,
    sql`SELECT ${sessionColumns} FROM checkout_sessions WHERE user_id = ${userId}
        ORDER BY (status = 'open') DESC, created_at DESC LIMIT 1`,
  );
  return row;
}

export function findLines(ex: Executor, sessionId: string): Promise<SnapshotLineRow[]> {
  return rowsOf<SnapshotLineRow>(
    ex,
    sql`SELECT product_id, seller_id, product_name, product_image, unit_price_cents, discount, quantity, total_cents
        FROM checkout_lines WHERE checkout_session_id = ${sessionId}::uuid ORDER BY id`,
  );
}

/** The buyer's cart lines with what checkout needs to know of each product. */
export function findCartProducts(ex: Executor, userId: number): Promise<CartProductRow[]> {
  return rowsOf<CartProductRow>(
    ex,
    sql`SELECT c.product_id, c.quantity, p.name, p.active, p.stock, p.seller_id
        FROM cart_lines c JOIN products p ON p.id = c.product_id
        WHERE c.user_id = ${userId} ORDER BY c.id`,
  );
}

/** The new checkout and its snapshot lines, in one statement. */
export async function insertSession(
  tx: Executor,
  values: { userId: number; provider: string; ttlMinutes: number; lines: SnapshotLineRow[] },
): Promise<SessionRow> {
  const { lines } = values;
  const col = <T>(pick: (l: SnapshotLineRow) => T) => sql.param(lines.map(pick));
  const [row] = await rowsOf<SessionRow>(
    tx,
    sql`WITH session AS (
          INSERT INTO checkout_sessions (user_id, provider, total_cents, expires_at)
          VALUES (${values.userId}, ${values.provider}, ${lines.reduce((sum, l) => sum + Number(l.total_cents), 0)},
                  now() + make_interval(mins => ${values.ttlMinutes}::int))
          RETURNING ${sessionColumns}
        ), snapshot AS (
          INSERT INTO checkout_lines (checkout_session_id, product_id, seller_id, product_name, product_image,
            unit_price_cents, discount, quantity, total_cents)
          SELECT s.id, l.product_id, l.seller_id, l.product_name, l.product_image, l.unit_price_cents, l.discount,
            l.quantity, l.total_cents
          FROM session s, unnest(${col((l) => l.product_id)}::int[], ${col((l) => l.seller_id)}::int[],
            ${col((l) => l.product_name)}::text[], ${col((l) => l.product_image)}::text[],
            ${col((l) => l.unit_price_cents)}::bigint[], ${col((l) => l.discount)}::smallint[],
            ${col((l) => l.quantity)}::int[], ${col((l) => l.total_cents)}::bigint[])
            WITH ORDINALITY AS l(product_id, seller_id, product_name, product_image, unit_price_cents, discount,
              quantity, total_cents, ord)
          ORDER BY l.ord
        )
        SELECT * FROM session`,
  );
  if (!row) throw new Error('checkout session not created');
  return row;
}

export async function setStatus(tx: Executor, sessionId: string, status: SessionStatus): Promise<void> {
  await tx.execute(sql`
    UPDATE checkout_sessions SET status = ${status},
      finalized_at = CASE WHEN ${status} = 'approved' THEN now() ELSE finalized_at END
    WHERE id = ${sessionId}::uuid`);
}

export async function setProviderRef(ex: Executor, sessionId: string, ref: string): Promise<void> {
  await ex.execute(sql`UPDATE checkout_sessions SET provider_ref = ${ref} WHERE id = ${sessionId}::uuid`);
}

/** Open sessions past their expiry, oldest first (the partial index covers this). */
/** Open checkouts past their expiry (the expiry job's backlog), counted up to `cap`. */
export async function countDueSessions(ex: Executor, cap: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM checkout_sessions
        WHERE status = 'open' AND expires_at < now() LIMIT ${cap}) due`,
  );
  return rows[0]?.n ?? 0;
}

export async function findDueSessionIds(ex: Executor, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    ex,
    sql`SELECT id FROM checkout_sessions WHERE status = 'open' AND expires_at < now()
        ORDER BY expires_at LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}
