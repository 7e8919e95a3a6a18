/** What other features use of orders (never the pages: those are lazy). */
export { adminOrdersQuery } from './api/all-orders';
export { userSalesQuery } from './api/get-user-sales';
