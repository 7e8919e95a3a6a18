import type { SaleEventBody } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';

/** An event as stored. Days come as YYYY-MM-DD (the shop's days). */
export const eventRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  banner_url: z.string(),
  min_discount: z.number(),
});
export type EventRow = z.infer<typeof eventRow>;

const columns = sql`e.id, e.name, e.slug, e.starts_on::text AS starts_on, e.ends_on::text AS ends_on, e.banner_url,
  e.min_discount`;

/** A new event; undefined when its slug is taken (the unique index decides, racing administrators too). */
export async function insertEvent(ex: Executor, body: SaleEventBody): Promise<EventRow | undefined> {
  const [row] = await checkedRows(
    ex,
    eventRow,
    sql`INSERT INTO sale_events AS e (name, slug, starts_on, ends_on, banner_url, min_discount)
        VALUES (${body.name}, ${body.slug}, ${body.startsOn}::date, ${body.endsOn}::date, ${body.bannerUrl},
          ${body.minDiscount})
        ON CONFLICT (slug) DO NOTHING
        RETURNING ${columns}`,
  );
  return row;
}

const countedRow = eventRow.extend({ products: z.number() });

/** Every event, newest first, with its enrolled products. */
export function allEvents(ex: Executor) {
  return checkedRows(
    ex,
    countedRow,
    sql`SELECT ${columns}, (SELECT count(*) FROM sale_event_products s WHERE s.event_id = e.id)::int AS products
        FROM sale_events e ORDER BY e.id DESC LIMIT 200`,
  );
}

export async function eventById(ex: Executor, id: number, lock = false): Promise<EventRow | undefined> {
  const [row] = await checkedRows(
    ex,
    eventRow,
    sql`SELECT ${columns} FROM sale_events e WHERE e.id = ${id} ${lock ? sql`FOR SHARE` : sql``}`,
  );
  return row;
}

export async function eventBySlug(ex: Executor, slug: string): Promise<EventRow | undefined> {
  const [row] = await checkedRows(
    ex,
    eventRow,
    sql`SELECT ${columns} FROM sale_events e WHERE e.slug = ${slug}`,
  );
  return row;
}

/** Events whose last day is today or later (open for enrolment), soonest first. */
export function eventsFrom(ex: Executor, today: string) {
  return checkedRows(
    ex,
    eventRow,
    sql`SELECT ${columns} FROM sale_events e WHERE e.ends_on >= ${today}::date ORDER BY e.starts_on, e.id LIMIT 100`,
  );
}

/** Events running on this shop day, the soonest to end first. */
export function eventsOn(ex: Executor, today: string) {
  return checkedRows(
    ex,
    eventRow,
    sql`SELECT ${columns} FROM sale_events e WHERE ${today}::date BETWEEN e.starts_on AND e.ends_on
        ORDER BY e.ends_on, e.id LIMIT 10`,
  );
}

const enrolledRow = z.strictObject({
  event_id: z.number(),
  product_id: z.number(),
  name: z.string(),
  thumb: z.string().nullable(),
  price_cents: z.number(),
  own_discount: z.number(),
  discount: z.number(),
});
export type EnrolledRow = z.infer<typeof enrolledRow>;

/** The seller's enrolled products in these events, by name (the catalog's published views). */
export function sellerEnrolments(ex: Executor, sellerId: number, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return checkedRows(
    ex,
    enrolledRow,
    sql`SELECT s.event_id, s.product_id, p.name,
          (SELECT i.thumb_url FROM catalog.pictures i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS thumb,
          p.price_cents, coalesce(p.own_discount, p.discount)::int AS own_discount, s.discount
        FROM sale_event_products s JOIN catalog.products p ON p.id = s.product_id
        WHERE s.seller_id = ${sellerId} AND s.event_id = ANY(${sql.param(eventIds)}::int[])
        ORDER BY s.event_id, p.name, p.id`,
  );
}

const productRow = z.strictObject({ seller_id: z.number().nullable(), active: z.boolean() });

/** The product's seller and whether it is on show, from the catalog's published view. */
export async function productToEnrol(ex: Executor, productId: number) {
  const [row] = await checkedRows(
    ex,
    productRow,
    sql`SELECT seller_id, active FROM catalog.products WHERE id = ${productId}`,
  );
  return row;
}

/**
 * Enrolments of one product are taken one at a time (a transaction lock on the product), so two
 * racing enrolments in overlapping events cannot both pass the overlap check.
 */
export const lockProductEnrolments = (tx: Executor, productId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:sale-event-product'), ${productId})`);

const nameRow = z.strictObject({ id: z.number(), name: z.string() });

/** Another event this product is enrolled in whose days meet these days. */
export async function overlapping(ex: Executor, productId: number, event: EventRow) {
  const [row] = await checkedRows(
    ex,
    nameRow,
    sql`SELECT e.id, e.name FROM sale_event_products s JOIN sale_events e ON e.id = s.event_id
        WHERE s.product_id = ${productId} AND e.starts_on <= ${event.ends_on}::date
          AND e.ends_on >= ${event.starts_on}::date
        ORDER BY e.id = ${event.id} DESC, e.id LIMIT 1`,
  );
  return row;
}

export const insertEnrolment = (
  ex: Executor,
  e: { eventId: number; productId: number; sellerId: number; discount: number },
) =>
  ex.execute(sql`INSERT INTO sale_event_products (event_id, product_id, seller_id, discount)
    VALUES (${e.eventId}, ${e.productId}, ${e.sellerId}, ${e.discount})`);

/** Withdrawn by its seller before the event's price was applied; 0 when there was nothing to withdraw. */
export const deleteEnrolment = (ex: Executor, eventId: number, productId: number, sellerId: number) =>
  affectedRows(
    ex,
    sql`DELETE FROM sale_event_products
        WHERE event_id = ${eventId} AND product_id = ${productId} AND seller_id = ${sellerId} AND applied_at IS NULL`,
  );

const dueRow = z.strictObject({ event_id: z.number(), product_id: z.number(), discount: z.number() });
export type DueRow = z.infer<typeof dueRow>;

/**
 * Enrolments whose event runs today and whose price is not applied yet, locked (a second job turn
 * racing this one skips them). At most `limit` per turn: the next turn takes the rest.
 */
export function dueStarts(tx: Executor, today: string, limit: number) {
  return checkedRows(
    tx,
    dueRow,
    sql`SELECT s.event_id, s.product_id, s.discount FROM sale_event_products s
        JOIN sale_events e ON e.id = s.event_id
        WHERE s.applied_at IS NULL AND s.ended_at IS NULL AND ${today}::date BETWEEN e.starts_on AND e.ends_on
        ORDER BY s.product_id LIMIT ${limit} FOR UPDATE OF s SKIP LOCKED`,
  );
}

/** Enrolments whose price is applied and whose event's last day is over, locked as dueStarts does. */
export function dueEnds(tx: Executor, today: string, limit: number) {
  return checkedRows(
    tx,
    dueRow,
    sql`SELECT s.event_id, s.product_id, s.discount FROM sale_event_products s
        JOIN sale_events e ON e.id = s.event_id
        WHERE s.applied_at IS NOT NULL AND s.ended_at IS NULL AND e.ends_on < ${today}::date
        ORDER BY s.product_id LIMIT ${limit} FOR UPDATE OF s SKIP LOCKED`,
  );
}

const pairs = (rows: { eventId: number; productId: number }[]) =>
  sql`(SELECT * FROM unnest(${sql.param(rows.map((r) => r.eventId))}::int[], ${sql.param(rows.map((r) => r.productId))}::int[])
       AS x(event_id, product_id))`;

export async function markApplied(tx: Executor, rows: { eventId: number; productId: number }[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`UPDATE sale_event_products s SET applied_at = now()
    FROM ${pairs(rows)} x WHERE s.event_id = x.event_id AND s.product_id = x.product_id AND s.applied_at IS NULL`);
}

export async function markEnded(tx: Executor, rows: { eventId: number; productId: number }[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`UPDATE sale_event_products s SET ended_at = now()
    FROM ${pairs(rows)} x WHERE s.event_id = x.event_id AND s.product_id = x.product_id AND s.ended_at IS NULL`);
}
