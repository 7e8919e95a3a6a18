import { CHECKOUT_STATUSES, type ShippingAddress, shippingAddressSchema, shopCurrency } from '@bazar/shared';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { checkoutSessions } from '../../db/schema.js';
import { rowTimestamp } from '../../db/timestamps.js';

export type SessionStatus = (typeof CHECKOUT_STATUSES)[number];

export const sessionRow = z.strictObject({
  id: z.string(),
  user_id: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  total_cents: z.number(),
  shipping_cents: z.number(),
  currency: z.string(),
  expires_at: rowTimestamp,
  finalized_at: rowTimestamp.nullable(),
  expired: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;

/** A line of the checkout's snapshot: the units reserved, priced as the product was then. */
const snapshotLine = z.strictObject({
  product_id: z.number(),
  variant_id: z.number(),
  /** 'Talle: 42 · Color: Negro'; '' for a product without options. */
  variant_label: z.string(),
  sku: z.string().nullable(),
  seller_id: z.number().nullable(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  unit_price_cents: z.number(),
  discount: z.number(),
  quantity: z.number(),
  total_cents: z.number(),
  /** How it is delivered and its share of its seller's shipping, fixed at the checkout (0028). */
  delivery: z.enum(['home', 'pickup']),
  shipping_cents: z.number(),
  /** Paid at the source: the shop's fee on that share. */
  shipping_fee_cents: z.number().nullable(),
  /** The shop's commission applies to the shipping (the administrator's setting when opened). */
  shipping_commission: z.boolean(),
  /** The window promised (the shop's days), and where to pick it up. */
  delivery_from: z.string().nullable(),
  delivery_to: z.string().nullable(),
  pickup_address: z.string().nullable(),
  /** Its seller's coupon and its share of it (0029): `total_cents` is what the buyer pays for it. */
  coupon_id: z.number().nullable(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number(),
  /** The shop funds that coupon: the seller is paid the full price (0031). */
  coupon_by_shop: z.boolean(),
});
/** A line's shipping columns, as every read of the snapshot takes them. */
const lineShippingColumns = sql`delivery, shipping_cents, shipping_fee_cents, shipping_commission,
  delivery_from::text AS delivery_from, delivery_to::text AS delivery_to, pickup_address,
  coupon_id, coupon_code, coupon_discount_cents, coupon_by_shop`;

/** A line of the checkout's snapshot as read back, with its own id. */
export const snapshotLineRow = snapshotLine.extend({ id: z.number() });
/** The line as it was priced at reservation (the id is absent on one about to be inserted). */
export type SnapshotLineRow = z.infer<typeof snapshotLine> & { id?: number };

const sessionColumns = sql`id, user_id, status, provider, provider_ref, total_cents, shipping_cents, currency, expires_at,
  finalized_at, expires_at < now() AS expired`;

/** The same columns for the query builder. */
const sessionFields = {
  id: checkoutSessions.id,
  user_id: checkoutSessions.userId,
  status: checkoutSessions.status,
  provider: checkoutSessions.provider,
  provider_ref: checkoutSessions.providerRef,
  total_cents: checkoutSessions.totalCents,
  shipping_cents: checkoutSessions.shippingCents,
  currency: checkoutSessions.currency,
  expires_at: checkoutSessions.expiresAt,
  finalized_at: checkoutSessions.finalizedAt,
  expired: sql<boolean>`${checkoutSessions.expiresAt} < now()`.mapWith(Boolean),
};

// A literal, not a parameter: the partial indexes on open checkouts are matched by this predicate.
const isOpen = sql`${checkoutSessions.status} = 'open'`;

const openSessionWithLines = z.strictObject({
  /** The buyer's open checkout, if any, with its lines. */
  session: sessionRow.extend({ lines: z.array(snapshotLineRow) }).nullable(),
});
export type OpenSessionWithLines = NonNullable<z.infer<typeof openSessionWithLines>['session']>;

/**
 * Opening a checkout locks its buyer first (two tabs pressing 'Comprar' at once queue up; an
 * advisory lock of checkout's own, so no other module's row is touched), then reads the open
 * checkout with its lines. Two statements, sent together with whatever else the opening reads:
 * a read in the locking statement would use the snapshot taken before waiting for the lock, blind
 * to the checkout the other tab just opened; the next statement's snapshot is taken once it holds.
 */
export const lockBuyer = (tx: Executor, userId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:checkout-buyer'), ${userId})`);

/** The buyer's open checkout with its lines (read after `lockBuyer`, in the same transaction). */
export async function findOpenWithLines(tx: Executor, userId: number): Promise<OpenSessionWithLines | null> {
  const [row] = await checkedRows(
    tx,
    openSessionWithLines,
    sql`SELECT (SELECT to_jsonb(s) || jsonb_build_object('expired', s.expires_at < now(), 'lines',
              (SELECT coalesce(jsonb_agg(l ORDER BY l.id), '[]') FROM (
                 SELECT id, product_id, variant_id, variant_label, sku, seller_id, product_name, product_image,
                        unit_price_cents, discount, quantity, total_cents, ${lineShippingColumns}
                 FROM checkout_lines WHERE checkout_session_id = s.id) l))
           FROM (SELECT id, user_id, status, provider, provider_ref, total_cents, shipping_cents, currency, expires_at, finalized_at
                 FROM checkout_sessions WHERE user_id = ${userId} AND status = 'open') s) AS session`,
  );
  return row?.session ?? null;
}

const openSessionRow = sessionRow.extend({ units: z.number() });

/** The buyer's open checkout whose reservation still holds, with its units, if any (a read: nothing reserved). */
export async function findOpenSession(
  ex: Executor,
  userId: number,
): Promise<z.infer<typeof openSessionRow> | undefined> {
  const [row] = await checkedRows(
    ex,
    openSessionRow,
    sql`SELECT ${sessionColumns},
          (SELECT coalesce(sum(l.quantity), 0)::int FROM checkout_lines l WHERE l.checkout_session_id = s.id) AS units
        FROM checkout_sessions s WHERE s.user_id = ${userId} AND s.status = 'open' AND s.expires_at >= now()`,
  );
  return row;
}

export async function findSession(
  ex: Executor,
  id: string,
  forUpdate = false,
): Promise<SessionRow | undefined> {
  const query = ex.select(sessionFields).from(checkoutSessions).where(eq(checkoutSessions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findLatestSession(ex: Executor, userId: number): Promise<SessionRow | undefined> {
  const [row] = await ex
    .select(sessionFields)
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(isOpen), desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

export function findLines(ex: Executor, sessionId: string): Promise<SnapshotLineRow[]> {
  return checkedRows(
    ex,
    snapshotLine,
    sql`SELECT product_id, variant_id, variant_label, sku, seller_id, product_name, product_image,
          unit_price_cents, discount, quantity, total_cents, ${lineShippingColumns}
        FROM checkout_lines WHERE checkout_session_id = ${sessionId}::uuid ORDER BY id`,
  );
}

/** The new checkout and its snapshot lines, in one statement. */
export async function insertSession(
  tx: Executor,
  values: {
    /** Chosen by the caller (`randomUUID`), so that writes naming it go in the same pipeline. */
    id: string;
    userId: number;
    provider: string;
    ttlMinutes: number;
    lines: SnapshotLineRow[];
    shippingAddress: ShippingAddress;
  },
): Promise<SessionRow> {
  const { lines } = values;
  const col = <T>(pick: (l: SnapshotLineRow) => T) => sql.param(lines.map(pick));
  const [row] = await checkedRows(
    tx,
    sessionRow,
    sql`WITH session AS (
          INSERT INTO checkout_sessions (id, user_id, provider, currency, total_cents, shipping_cents, expires_at, shipping_address)
          VALUES (${values.id}::uuid, ${values.userId}, ${values.provider}, ${shopCurrency()},
                  ${lines.reduce((sum, l) => sum + Number(l.total_cents) + Number(l.shipping_cents), 0)},
                  ${lines.reduce((sum, l) => sum + Number(l.shipping_cents), 0)},
                  now() + make_interval(mins => ${values.ttlMinutes}::int), ${JSON.stringify(values.shippingAddress)}::jsonb)
          RETURNING ${sessionColumns}
        ), snapshot AS (
          INSERT INTO checkout_lines (checkout_session_id, product_id, variant_id, variant_label, sku, seller_id,
            product_name, product_image, unit_price_cents, discount, quantity, total_cents, delivery, shipping_cents,
            shipping_fee_cents, shipping_commission, delivery_from, delivery_to, pickup_address, coupon_id, coupon_code,
            coupon_discount_cents, coupon_by_shop)
          SELECT s.id, l.product_id, l.variant_id, l.variant_label, l.sku, l.seller_id, l.product_name,
            l.product_image, l.unit_price_cents, l.discount, l.quantity, l.total_cents, l.delivery, l.shipping_cents,
            l.shipping_fee_cents, l.shipping_commission, l.delivery_from, l.delivery_to, l.pickup_address, l.coupon_id,
            l.coupon_code, l.coupon_discount_cents, l.coupon_by_shop
          FROM session s, unnest(${col((l) => l.product_id)}::int[], ${col((l) => l.variant_id)}::int[],
            ${col((l) => l.variant_label)}::text[], ${col((l) => l.sku)}::text[], ${col((l) => l.seller_id)}::int[],
            ${col((l) => l.product_name)}::text[], ${col((l) => l.product_image)}::text[],
            ${col((l) => l.unit_price_cents)}::bigint[], ${col((l) => l.discount)}::smallint[],
            ${col((l) => l.quantity)}::int[], ${col((l) => l.total_cents)}::bigint[],
            ${col((l) => l.delivery)}::text[], ${col((l) => l.shipping_cents)}::bigint[],
            ${col((l) => l.shipping_fee_cents)}::bigint[], ${col((l) => l.shipping_commission)}::boolean[],
            ${col((l) => l.delivery_from)}::date[], ${col((l) => l.delivery_to)}::date[],
            ${col((l) => l.pickup_address)}::text[], ${col((l) => l.coupon_id)}::int[],
            ${col((l) => l.coupon_code)}::text[], ${col((l) => l.coupon_discount_cents)}::bigint[],
            ${col((l) => l.coupon_by_shop)}::boolean[])
            WITH ORDINALITY AS l(product_id, variant_id, variant_label, sku, seller_id, product_name, product_image,
              unit_price_cents, discount, quantity, total_cents, delivery, shipping_cents, shipping_fee_cents,
              shipping_commission, delivery_from, delivery_to, pickup_address, coupon_id, coupon_code,
              coupon_discount_cents, coupon_by_shop, ord)
          ORDER BY l.ord
        )
        SELECT * FROM session`,
  );
  if (!row) throw new Error('checkout session not created');
  return row;
}

/** Where a checkout ships: the address chosen when it was opened (or changed before paying). */
export async function findShippingAddress(ex: Executor, sessionId: string): Promise<ShippingAddress | null> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ address: shippingAddressSchema.nullable() }),
    sql`SELECT shipping_address AS address FROM checkout_sessions WHERE id = ${sessionId}::uuid`,
  );
  return row?.address ?? null;
}

/** The open checkout ships to another address (the buyer changed it before paying). */
export async function setShippingAddress(
  ex: Executor,
  sessionId: string,
  address: ShippingAddress,
): Promise<void> {
  await ex.execute(sql`UPDATE checkout_sessions SET shipping_address = ${JSON.stringify(address)}::jsonb
    WHERE id = ${sessionId}::uuid AND status = 'open'`);
}

export async function setProviderRef(ex: Executor, sessionId: string, ref: string): Promise<void> {
  await ex.execute(sql`UPDATE checkout_sessions SET provider_ref = ${ref} WHERE id = ${sessionId}::uuid`);
}

const isDue = and(isOpen, lt(checkoutSessions.expiresAt, sql`now()`));

/** Open checkouts past their expiry (the expiry job's backlog), counted up to `cap`. */
export async function countDueSessions(ex: Executor, cap: number): Promise<number> {
  const due = ex.select({ id: checkoutSessions.id }).from(checkoutSessions).where(isDue).limit(cap).as('due');
  const [row] = await ex.select({ n: count() }).from(due);
  return row?.n ?? 0;
}

/** Open sessions past their expiry, oldest first (the partial index covers this). */
export async function findDueSessionIds(ex: Executor, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(isDue)
    .orderBy(asc(checkoutSessions.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
