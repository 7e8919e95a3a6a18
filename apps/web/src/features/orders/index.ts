/** What other features use of orders (never the pages: those are lazy). */
export { adminOrdersQuery } from './api/all-orders';
export { useOrder } from './api/get-order';
export { userSalesQuery } from './api/get-user-sales';
export { useUpdateOrderStatus } from './api/update-order-status';
