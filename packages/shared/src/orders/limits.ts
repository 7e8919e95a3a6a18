/** Grids of invoices and sales show 13 rows a page; zod-free so the router's prefetch can use it. */
export const ORDERS_PAGE_SIZE = 13;
/** 'Mis compras' shows 10 cards a page (each with a picture and its actions). */
export const PURCHASES_PAGE_SIZE = 10;
