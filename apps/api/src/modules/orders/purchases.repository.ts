import type { PurchaseListQuery } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { offsetOf } from '../../platform/http/paging.js';
import { orderColumns, orderJoins, orderRow } from './orders.repository.js';

/** An order as 'Mis compras' shows it: the order line, and whether its buyer reviewed the product. */
const purchaseRow = orderRow.extend({ reviewed: z.boolean(), total: z.number() });
export type PurchaseRow = Omit<z.infer<typeof purchaseRow>, 'total'>;
const totalRow = z.strictObject({ total: z.number() });

/**
 * A buyer's orders, newest first, and how many they have, in one statement. The page's ids and
 * the count come from index-only scans of orders_buyer_idx (buyer_id, created_at, id, …), so a
 * buyer with thousands of orders costs the page, not the history; each id of the page is then
 * read by its primary key (a lateral, as in listOrders, so a generic plan never hash-joins whole
 * tables for ten rows). Reviews are one per product and buyer (reviews_product_user_uq).
 */
export async function listPurchases(
  database: Database,
  buyerId: number,
  page: PurchaseListQuery,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const offset = offsetOf(page);
  const newestFirst = sql`o.created_at DESC, o.id DESC`;
  const rows = await database.rows(
    purchaseRow,
    sql`WITH page AS MATERIALIZED (SELECT o.id FROM orders o WHERE o.buyer_id = ${buyerId}
          ORDER BY ${newestFirst} LIMIT ${page.pageSize} OFFSET ${offset})
        SELECT o.*, (SELECT count(*) FROM orders c WHERE c.buyer_id = ${buyerId})::int AS total
        FROM page CROSS JOIN LATERAL (SELECT ${orderColumns},
          EXISTS (SELECT 1 FROM reviews.reviews r WHERE r.product_id = o.product_id AND r.user_id = o.buyer_id)
            AS reviewed
          ${orderJoins} WHERE o.id = page.id OFFSET 0) o
        ORDER BY ${newestFirst}`,
  );
  if (rows.length > 0 || offset === 0) {
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the end has no row to carry the total.
  const [counted] = await database.rows(
    totalRow,
    sql`SELECT count(*)::int AS total FROM orders o WHERE o.buyer_id = ${buyerId}`,
  );
  return { rows: [], total: counted?.total ?? 0 };
}
