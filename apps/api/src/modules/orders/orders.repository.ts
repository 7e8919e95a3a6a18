import type { AdminOrderListQuery, OrderSort, OrderStatus } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client.js';

/** One order with its invoice, buyer and seller, straight from SQL (snake_case). */
export interface OrderRow {
  id: number;
  order_number: string;
  created_at: Date | string;
  invoice_id: number;
  invoice_number: string;
  product_id: number;
  product_name: string;
  product_image: string | null;
  quantity: number;
  unit_price_cents: number;
  discount: number;
  total_cents: number;
  status: OrderStatus;
  buyer_id: number;
  buyer_user_name: string;
  buyer_first_name: string | null;
  buyer_last_name: string;
  seller_id: number | null;
  seller_user_name: string | null;
}

export interface OrderDetailRow extends OrderRow {
  buyer_email: string;
  buyer_phone: string | null;
  buyer_address: string | null;
  payment_provider: string | null;
  payment_provider_id: string | null;
  payment_status: string | null;
}

/**
 * The columns of an OrderLine. The image is the one saved with the order or else the product's
 * cover (product_images_product_position_uq serves that lookup: one index probe per row).
 */
const orderColumns = sql`
  o.id, o.order_number, o.created_at, o.invoice_id, i.invoice_number, o.product_id, o.product_name,
  coalesce(o.product_image, (SELECT pi.url FROM product_images pi WHERE pi.product_id = o.product_id
    ORDER BY pi.position LIMIT 1)) AS product_image,
  o.quantity, o.unit_price_cents, o.discount, o.total_cents, o.status,
  b.id AS buyer_id, b.user_name AS buyer_user_name, b.first_name AS buyer_first_name,
  b.last_name AS buyer_last_name, s.id AS seller_id, s.user_name AS seller_user_name`;

const orderJoins = sql`
  FROM orders o
  JOIN invoices i ON i.id = o.invoice_id
  JOIN users b ON b.id = o.buyer_id
  LEFT JOIN users s ON s.id = o.seller_id`;

const orderBy: Record<OrderSort, SQL> = {
  date_desc: sql`o.created_at DESC, o.id DESC`,
  date_asc: sql`o.created_at ASC, o.id ASC`,
  total_desc: sql`o.total_cents DESC, o.id DESC`,
  total_asc: sql`o.total_cents ASC, o.id ASC`,
};

/** Wildcards typed by a person are matched literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrderFilter {
  /** orders_seller_idx (seller_id, created_at) serves the seller's grid. */
  sellerId?: number;
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

/** The conditions that narrow a list without a text search (served by the indexes named above). */
function whereOf(filter: OrderFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.sellerId !== undefined) conditions.push(sql`o.seller_id = ${filter.sellerId}`);
  if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
  return sql.join(conditions, sql` AND `);
}

/** The ids of the users whose user name, e-mail or last name contains the text. */
export function peopleMatching(q: string): SQL {
  const pattern = likePattern(q);
  return sql`SELECT u.id FROM users u
    WHERE u.user_name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.last_name ILIKE ${pattern}`;
}

/**
 * Admin search, as a union of branches that each use an index: the order number
 * (orders_number_uq), the product name (trigram, migration 0005), and the orders of every
 * matching buyer or seller, reached one person at a time through orders_buyer_idx /
 * orders_seller_idx. As one OR the planner could use none of them and read every order.
 */
function matchingOrders(q: string): SQL {
  return sql`people AS MATERIALIZED (${peopleMatching(q)}),
    matched AS MATERIALIZED (
      SELECT id FROM orders WHERE order_number = ${q.toUpperCase()}
      UNION SELECT id FROM orders WHERE product_name ILIKE ${likePattern(q)}
      UNION SELECT x.id FROM people p CROSS JOIN LATERAL (SELECT id FROM orders WHERE buyer_id = p.id OFFSET 0) x
      UNION SELECT x.id FROM people p CROSS JOIN LATERAL (SELECT id FROM orders WHERE seller_id = p.id OFFSET 0) x)`;
}

export async function listOrders(
  database: Database,
  filter: OrderFilter,
  page: Pick<AdminOrderListQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filter);
  const limit = sql`ORDER BY ${orderBy[page.sort]} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`;
  if (filter.q) {
    // Each match is fetched by primary key (the lateral keeps the planner from scanning orders).
    const fromMatches = sql`FROM matched m CROSS JOIN LATERAL (SELECT * FROM orders WHERE id = m.id OFFSET 0) o`;
    const [rows, [counted]] = await Promise.all([
      database.rows<OrderRow>(sql`WITH ${matchingOrders(filter.q)} SELECT ${orderColumns} ${fromMatches}
        JOIN invoices i ON i.id = o.invoice_id JOIN users b ON b.id = o.buyer_id
        LEFT JOIN users s ON s.id = o.seller_id WHERE ${where} ${limit}`),
      database.rows<{ total: number }>(
        sql`WITH ${matchingOrders(filter.q)} SELECT count(*)::int AS total ${fromMatches} WHERE ${where}`,
      ),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
  // Every order: the total comes from the dashboard's daily aggregate instead of counting them.
  const total =
    filter.sellerId === undefined && !filter.status
      ? sql`SELECT coalesce(sum(orders_count), 0)::int AS total FROM sales_daily`
      : sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`;
  const [rows, [counted]] = await Promise.all([
    database.rows<OrderRow>(sql`SELECT ${orderColumns} ${orderJoins} WHERE ${where} ${limit}`),
    database.rows<{ total: number }>(total),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The orders of some invoices, in order-number order (orders_invoice_idx). */
export function findOrdersOfInvoices(database: Database, invoiceIds: number[]): Promise<OrderRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return database.rows<OrderRow>(sql`SELECT ${orderColumns} ${orderJoins}
    WHERE o.invoice_id = ANY(${sql.param(invoiceIds)}::int[]) ORDER BY o.id`);
}

/** One order by number (orders_number_uq) with its buyer's contact and its payment. */
export async function findOrderDetail(
  ex: Executor,
  orderNumber: string,
): Promise<OrderDetailRow | undefined> {
  const [row] = await rowsOf<OrderDetailRow>(
    ex,
    sql`SELECT ${orderColumns}, b.email AS buyer_email, b.phone AS buyer_phone, b.address AS buyer_address,
      p.provider AS payment_provider, p.provider_payment_id AS payment_provider_id, p.status AS payment_status
      ${orderJoins} LEFT JOIN payments p ON p.id = i.payment_id
      WHERE o.order_number = ${orderNumber}`,
  );
  return row;
}

/** Locks the order so two status changes cannot both pass the forward-only check. */
export async function lockOrder(
  tx: Executor,
  orderNumber: string,
): Promise<{ id: number; status: OrderStatus; buyer_id: number; seller_id: number | null } | undefined> {
  const [row] = await rowsOf<{ id: number; status: OrderStatus; buyer_id: number; seller_id: number | null }>(
    tx,
    sql`SELECT id, status, buyer_id, seller_id FROM orders WHERE order_number = ${orderNumber} FOR UPDATE`,
  );
  return row;
}

export async function setStatus(tx: Executor, id: number, status: OrderStatus): Promise<void> {
  await tx.execute(sql`UPDATE orders SET status = ${status}, updated_at = now() WHERE id = ${id}`);
}
