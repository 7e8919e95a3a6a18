/** What the app uses of orders: the screens' first requests, started at navigation (the screens are lazy, see pages.ts). */
export { adminOrdersQuery } from './api/all-orders';
export { userSalesQuery } from './api/get-user-sales';
