/**
 * Roots of the query keys that more than one feature reads or refreshes. An order's status shows
 * in the seller's sales, the buyer's invoices, the back office's orders and dashboard and the
 * seller's money: a status change or a refund refreshes every query under these roots, whichever
 * feature owns the screen.
 */
export const queryRoots = {
  /** The signed-in person's own data (lib/viewer.ts, the accounts screens): dropped at sign-out. */
  accounts: ['accounts'],
  /** Whichever cart is shown (the cart's): a checkout's close reloads it. */
  cart: ['cart'],
  orders: ['orders'],
  invoices: ['invoices'],
  admin: ['admin'],
  adminOrders: ['admin', 'orders'],
  adminProducts: ['admin', 'products'],
  adminDashboard: ['admin', 'dashboard'],
  /** A seller's balance and movements ('Mi dinero'), which a sale's every step moves. */
  money: ['money'],
  adminMoney: ['admin', 'money'],
} as const;

export const ORDER_STATUS_VIEWS = [
  queryRoots.orders,
  queryRoots.invoices,
  queryRoots.adminOrders,
  queryRoots.adminDashboard,
  // A received order releases the seller's money; a refund takes some back.
  queryRoots.money,
  queryRoots.adminMoney,
] as const;
