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
