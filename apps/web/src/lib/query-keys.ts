/**
 * Roots of the query keys that more than one feature refreshes. An order's status shows in the
 * seller's sales, the buyer's invoices and the back office's orders and dashboard: a status
 * change refreshes every query under these roots, whichever feature owns the screen.
 */
export const queryRoots = {
  orders: ['orders'],
  invoices: ['invoices'],
  admin: ['admin'],
  adminOrders: ['admin', 'orders'],
  adminProducts: ['admin', 'products'],
  adminDashboard: ['admin', 'dashboard'],
} as const;

export const ORDER_STATUS_VIEWS = [
  queryRoots.orders,
  queryRoots.invoices,
  queryRoots.adminOrders,
  queryRoots.adminDashboard,
] as const;
