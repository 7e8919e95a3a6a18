/**
 * The router's way in to this feature's screens: one loader per route (named as the route), each
 * fetching that screen's own chunk when it is visited, so no screen is in the first load or in
 * another screen's download. Only app/routes.tsx imports this.
 */
export const userSales = () => import('./pages/user-sales-page');
export const purchases = () => import('./pages/purchases-page');
export const adminOrders = () => import('./pages/admin-orders-page');
export const adminOrder = () => import('./pages/admin-order-detail-page');
