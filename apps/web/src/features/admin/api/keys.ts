import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the back office; mutations and the live stream invalidate through these. */
export const adminKeys = {
  all: queryRoots.admin,
  dashboard: () => queryRoots.adminDashboard,
  notification: (name: string) => [...adminKeys.dashboard(), name] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: object) => [...adminKeys.users(), 'list', query] as const,
  user: (id: number) => [...adminKeys.users(), id] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (query: object) => [...adminKeys.products(), 'list', query] as const,
  product: (id: number) => [...adminKeys.products(), id] as const,
  orders: () => queryRoots.adminOrders,
  orderList: (query: object) => [...adminKeys.orders(), 'list', query] as const,
  order: (orderNumber: string) => [...adminKeys.orders(), orderNumber] as const,
  invoices: () => [...adminKeys.all, 'invoices'] as const,
  invoiceList: (query: object) => [...adminKeys.invoices(), 'list', query] as const,
};
