import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';

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

export interface SnapshotLineRow {
  product_id: number;
  seller_id: number | null;
  product_name: string;
  product_image: string | null;
  unit_price_cents: number;
  discount: number;
  quantity: number;
  total_cents: number;
}

export interface CartProductRow {
  product_id: number;
  quantity: number;
  name: string;
  active: boolean;
  stock: number;
  seller_id: number | null;
}

const sessionColumns = sql`id, user_id, status, provider, provider_ref, total_cents, currency, expires_at,
  finalized_at, expires_at < now() AS expired`;

/** Serialises one buyer's checkout openings (two tabs pressing 'Comprar' at once). */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
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

/** Locks the rows of these products in id order, so concurrent checkouts never deadlock. */
export async function lockProducts(tx: Executor, productIds: number[]): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM products WHERE id = ANY(${sql.param(productIds)}::int[]) ORDER BY id FOR UPDATE`,
  );
}

/**
 * Takes `quantity` units of each product in one statement that checks the stock itself: a row
 * without enough stock (or no longer active) is simply not updated. Answers the rows taken,
 * priced now: this is the snapshot the buyer will be charged.
 */
export function takeStock(
  tx: Executor,
  lines: { productId: number; quantity: number }[],
): Promise<(SnapshotLineRow & { product_id: number })[]> {
  const ids = lines.map((l) => l.productId);
  const quantities = lines.map((l) => l.quantity);
  return rowsOf(
    tx,
    sql`WITH wanted AS (
          SELECT * FROM unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) AS w(product_id, quantity)
        )
        UPDATE products p SET stock = p.stock - w.quantity, updated_at = now()
        FROM wanted w
        WHERE p.id = w.product_id AND p.active AND p.stock >= w.quantity
        RETURNING p.id AS product_id, p.seller_id, p.name AS product_name,
          (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS product_image,
          p.price_cents AS unit_price_cents, p.discount, w.quantity,
          (p.price_cents - round(p.price_cents * p.discount / 100.0)::bigint) * w.quantity AS total_cents`,
  );
}

/** Gives a checkout's reserved units back to the stock. */
export async function releaseStock(tx: Executor, sessionId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE products p SET stock = p.stock + l.quantity, updated_at = now()
    FROM checkout_lines l
    WHERE l.checkout_session_id = ${sessionId}::uuid AND p.id = l.product_id`);
}

export async function insertSession(
  tx: Executor,
  values: { userId: number; provider: string; totalCents: number; ttlMinutes: number },
): Promise<SessionRow> {
  const [row] = await rowsOf<SessionRow>(
    tx,
    sql`INSERT INTO checkout_sessions (user_id, provider, total_cents, expires_at)
        VALUES (${values.userId}, ${values.provider}, ${values.totalCents},
                now() + make_interval(mins => ${values.ttlMinutes}::int))
        RETURNING ${sessionColumns}`,
  );
  if (!row) throw new Error('checkout session not created');
  return row;
}

export async function insertLines(tx: Executor, sessionId: string, lines: SnapshotLineRow[]): Promise<void> {
  if (lines.length === 0) return;
  const values = lines.map(
    (l) => sql`(${sessionId}::uuid, ${l.product_id}, ${l.seller_id}, ${l.product_name}, ${l.product_image},
      ${l.unit_price_cents}, ${l.discount}, ${l.quantity}, ${l.total_cents})`,
  );
  await tx.execute(sql`
    INSERT INTO checkout_lines (checkout_session_id, product_id, seller_id, product_name, product_image,
      unit_price_cents, discount, quantity, total_cents)
    VALUES ${sql.join(values, sql`, `)}`);
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
