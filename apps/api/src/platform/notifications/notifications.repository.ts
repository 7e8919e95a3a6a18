import {
  NOTICE_EVENTS,
  NOTICE_KINDS,
  type NoticeKind,
  noticeDataSchema,
  shippingAddressSchema,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

const noticeRow = z.strictObject({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  event: z.enum(NOTICE_EVENTS),
  data: noticeDataSchema,
  created_at: rowTimestamp,
  read_at: rowTimestamp.nullable(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

const pagedRow = noticeRow.extend({ total: z.number(), unread: z.number() });
const countsRow = z.strictObject({ total: z.number(), unread: z.number() });

/** A person's notices, newest first (notifications_user_idx), with the total and the unread count. */
export async function listNotices(
  ex: Executor,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: NoticeRow[]; total: number; unread: number }> {
  const counts = sql`(SELECT count(*) FROM notifications WHERE user_id = ${userId})::int AS total,
    (SELECT count(*) FROM notifications WHERE user_id = ${userId} AND read_at IS NULL)::int AS unread`;
  const rows = await checkedRows(
    ex,
    pagedRow,
    sql`SELECT id, kind, event, data, created_at, read_at, ${counts}
      FROM notifications WHERE user_id = ${userId}
      ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  if (rows[0]) return { rows, total: rows[0].total, unread: rows[0].unread };
  const [c] = await checkedRows(ex, countsRow, sql`SELECT ${counts}`);
  return { rows: [], total: c?.total ?? 0, unread: c?.unread ?? 0 };
}

/** Unread notices, counted by the partial index notifications_unread_idx. */
export async function unreadCount(ex: Executor, userId: number): Promise<number> {
  const [row] = await checkedRows(
    ex,
    z.strictObject({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
  );
  return row?.n ?? 0;
}

/** Marks read the person's own notices among `ids` (all of them when null); others' are untouched. */
export async function markRead(ex: Executor, userId: number, ids: number[] | null): Promise<void> {
  await ex.execute(sql`UPDATE notifications SET read_at = now()
    WHERE user_id = ${userId} AND read_at IS NULL
      AND (${ids === null} OR id = ANY(${sql.param(ids ?? [])}::bigint[]))`);
}

export async function optedOut(ex: Executor, userId: number): Promise<NoticeKind[]> {
  const rows = await checkedRows(
    ex,
    z.strictObject({ kind: z.enum(NOTICE_KINDS) }),
    sql`SELECT kind FROM mail_opt_outs WHERE user_id = ${userId} AND kind = ANY(${sql.param([...NOTICE_KINDS])}::varchar[])`,
  );
  return rows.map((r) => r.kind);
}

/** Replaces the person's opt-outs with `off`, in one statement. */
export async function setOptOuts(ex: Executor, userId: number, off: NoticeKind[]): Promise<void> {
  await ex.execute(sql`WITH gone AS (DELETE FROM mail_opt_outs WHERE user_id = ${userId}
      AND NOT (kind = ANY(${sql.param(off)}::varchar[])))
    INSERT INTO mail_opt_outs (user_id, kind)
    SELECT ${userId}, k FROM unnest(${sql.param(off)}::varchar[]) AS k ON CONFLICT DO NOTHING`);
}

const mailRow = z.strictObject({
  email: z.string(),
  name: z.string(),
  event: z.enum(NOTICE_EVENTS),
  data: noticeDataSchema,
  /** The picture of the product it is about: the one kept with its order, else the product's cover. */
  image: z.string().nullable(),
  /** An order sent home: the address chosen at its checkout (a past order never changes). */
  ship_to: shippingAddressSchema.nullable(),
});
export type NoticeMailRow = z.infer<typeof mailRow>;

/**
 * What a notice's e-mail needs: the notice, its person's address and, from the published views,
 * the picture and the ship-to address of the order or product it is about (unique-index probes).
 */
export async function findNoticeMail(ex: Executor, id: number): Promise<NoticeMailRow | undefined> {
  const [row] = await checkedRows(
    ex,
    mailRow,
    sql`SELECT u.email, coalesce(u.first_name, u.user_name) AS name, n.event, n.data,
        coalesce(o.product_image, (SELECT pi.url FROM catalog.pictures pi
          WHERE pi.product_id = coalesce(o.product_id, (n.data->>'productId')::int) ORDER BY pi.position LIMIT 1)) AS image,
        CASE WHEN o.delivery = 'home' THEN
          (SELECT cs.shipping_address FROM invoices.invoices i JOIN checkout.sessions cs ON cs.id = i.checkout_session_id
           WHERE i.id = o.invoice_id) END AS ship_to
      FROM notifications n JOIN accounts.people u ON u.id = n.user_id
        LEFT JOIN orders.orders o ON o.order_number = n.data->>'orderNumber'
      WHERE n.id = ${id}`,
  );
  return row;
}
