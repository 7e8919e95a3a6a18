import type { OrderSort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The ORDER BY of a list sorted by date or total (orders, invoices) over the table aliased
 * `alias`, the id breaking ties so that pages never overlap. The alias is a literal of the
 * caller's, never input: it goes into the statement's text.
 */
export function dateOrTotalOrder(alias: 'o' | 'i'): Record<OrderSort, SQL> {
  const by = (column: string, direction: 'ASC' | 'DESC') =>
    sql.raw(`${alias}.${column} ${direction}, ${alias}.id ${direction}`);
  return {
    date_desc: by('created_at', 'DESC'),
    date_asc: by('created_at', 'ASC'),
    total_desc: by('total_cents', 'DESC'),
    total_asc: by('total_cents', 'ASC'),
  };
}
