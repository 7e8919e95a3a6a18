/** Grids of invoices and sales show 13 rows a page; zod-free so the router's prefetch can use it. */
export const ORDERS_PAGE_SIZE = 13;
