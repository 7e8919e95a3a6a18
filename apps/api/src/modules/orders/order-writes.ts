import { type SQL, sql } from 'drizzle-orm';

export interface OrdersToCreate {
  buyerId: number;
  /** The bought checkout lines, each with the order number it takes (same order). */
  lineIds: number[];
  orderNumbers: string[];
}

/**
 * The one writer of new `orders` (their status moves are in orders.repository): one order per
 * bought checkout line, category and audience copied from the product now. A fragment the
 * purchase embeds in its one sale statement, after the CTE `issued` that inserted the invoice
 * (the orders take its id): splitting the statement would add a round trip to every purchase.
 */
export function createOrdersOfIssuedInvoice({ buyerId, lineIds, orderNumbers }: OrdersToCreate): SQL {
  return sql`
  INSERT INTO orders (order_number, invoice_id, buyer_id, seller_id, product_id, product_name, product_image,
    category_id, genre_id, unit_price_cents, discount, quantity, total_cents)
  SELECT n.order_number, i.id, ${buyerId}, l.seller_id, l.product_id, l.product_name,
    l.product_image, p.category_id, p.genre_id, l.unit_price_cents, l.discount, l.quantity, l.total_cents
  FROM issued i,
    unnest(${sql.param(lineIds)}::int[],
           ${sql.param(orderNumbers)}::text[]) AS n(line_id, order_number)
    JOIN checkout_lines l ON l.id = n.line_id
    LEFT JOIN products p ON p.id = l.product_id`;
}
