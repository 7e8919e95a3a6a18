/** What every paged list request carries (the shared query schemas validate it). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The rows to skip for the requested page. */
export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.pageSize;

/** The paging envelope every list answers with: the page's items, the total and the paging asked for. */
export function pageOf<Row, Item>(
  query: PageQuery,
  { rows, total }: { rows: readonly Row[]; total: number },
  toItem: (row: Row) => Item,
): { items: Item[]; total: number; page: number; pageSize: number } {
  return { items: rows.map((row) => toItem(row)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * A count that stopped at `cap` (counting every match of a broad search costs more than the
 * page): the total to show, and whether the cap cut it.
 */
export const capTotal = (count: number, cap: number): { total: number; totalCapped: boolean } => ({
  total: Math.min(count, cap),
  totalCapped: count > cap,
});

/** The paging envelope of a list whose total may be capped (see capTotal): it says whether it was. */
export function cappedPageOf<Row, Item>(
  query: PageQuery,
  found: { rows: readonly Row[]; total: number; totalCapped: boolean },
  toItem: (row: Row) => Item,
): { items: Item[]; total: number; totalCapped: boolean; page: number; pageSize: number } {
  return { ...pageOf(query, found, toItem), totalCapped: found.totalCapped };
}
