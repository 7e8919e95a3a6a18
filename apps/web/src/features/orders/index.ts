/** What other features use of orders (never the pages: those are lazy). */
export { useUpdateOrderStatus } from './api/update-order-status';
