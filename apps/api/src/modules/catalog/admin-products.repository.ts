import type { AdminProductSort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';
import { productDetailColumns, productDetailRow, productJoins } from './catalog.repository.js';

/** A catalog row plus what the back office shows: description, seller and creation date. */
const adminProductRow = productDetailRow.extend({
  seller_user_name: z.string().nullable(),
  created_at: rowTimestamp,
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

const pagedAdminProductRow = adminProductRow.extend({ total: z.number() });
const totalRow = z.strictObject({ total: z.number() });

export interface AdminProductFilter {
  q?: string | undefined;
  active?: boolean | undefined;
  sort: AdminProductSort;
  limit: number;
  offset: number;
}

const columns = sql`${productDetailColumns}, u.user_name AS seller_user_name, p.created_at`;

const joins = sql`${productJoins} LEFT JOIN accounts.people u ON u.id = p.seller_id`;

/** Each sort has its own index (0004_admin_dashboard), with the id as tie-breaker. */
const ORDER: Record<AdminProductSort, SQL> = {
  '-id': sql`ORDER BY p.id DESC`,
  id: sql`ORDER BY p.id`,
  name: sql`ORDER BY p.sort_name COLLATE "C", p.id`,
  '-name': sql`ORDER BY p.sort_name COLLATE "C" DESC, p.id DESC`,
  price: sql`ORDER BY p.price_cents, p.id`,
  '-price': sql`ORDER BY p.price_cents DESC, p.id DESC`,
  stock: sql`ORDER BY p.stock, p.id`,
  '-stock': sql`ORDER BY p.stock DESC, p.id DESC`,
};

function where(filter: AdminProductFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.active !== undefined) conditions.push(sql`p.active = ${filter.active}`);
  if (filter.q) {
    // A number also finds the product with that id; text matches any part of the folded name
    // through the trigram index.
    const byName = sql`p.sort_name LIKE '%' || bazar_fold(${filter.q}) || '%'`;
    const id = /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : undefined;
    conditions.push(id === undefined ? byName : sql`(${byName} OR p.id = ${id})`);
  }
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * One page and its total in one statement (one round trip: PGlite runs requests one at a time,
 * so each statement saved shortens every queue): ids from the narrow indexed query first, then
 * the joins for those rows only.
 */
export async function listAdminProducts(
  database: Database,
  filter: AdminProductFilter,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const order = ORDER[filter.sort];
  // A search is planned with its text each time: a generic plan re-folds the pattern for every
  // row it rechecks (2× slower for 'camis', measured) and cannot tell a text that matches nearly
  // every name (read the table in id order) from a rare one (use the trigram index).
  const replan = { replan: filter.q !== undefined };
  const rows = await database.rows(
    pagedAdminProductRow,
    sql`WITH page AS MATERIALIZED (
      SELECT p.id FROM products p ${where(filter)} ${order} LIMIT ${filter.limit} OFFSET ${filter.offset})
    SELECT ${columns}, (${totalOf(filter)})::int AS total ${joins} JOIN page ON page.id = p.id ${order}`,
    replan,
  );
  if (rows.length > 0 || filter.offset === 0) {
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the end has no row to carry the total.
  const [row] = await database.rows(totalRow, sql`SELECT (${totalOf(filter)})::int AS total`, replan);
  return { rows: [], total: row?.total ?? 0 };
}

/** The number of products the filter matches, as a scalar subquery. */
function totalOf(filter: AdminProductFilter): SQL {
  if (filter.q) return sql`SELECT count(*) FROM products p ${where(filter)}`;
  // Without a search: active products from the catalog triggers' per-category counts, inactive
  // ones (few) through their partial index, so no request scans the whole products table.
  const active = sql`(SELECT coalesce(sum(active_count), 0) FROM category_counts)`;
  const inactive = sql`(SELECT count(*) FROM products WHERE NOT active)`;
  return filter.active === undefined ? sql`${active} + ${inactive}` : filter.active ? active : inactive;
}

export async function findAdminProduct(database: Database, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await database.rows(adminProductRow, sql`SELECT ${columns} ${joins} WHERE p.id = ${id}`);
  return row;
}
