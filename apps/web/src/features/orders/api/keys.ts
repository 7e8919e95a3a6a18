import { orderDetailKey } from '../../../lib/order';
import { queryRoots } from '../../../lib/query-keys';

export const orderKeys = {
  all: queryRoots.orders,
  sales: (token: string, page: number, pageSize: number, sort: string, q?: string) =>
    ['orders', 'sales', token, page, pageSize, sort, q ?? ''] as const,
  purchases: (token: string, page: number, pageSize: number) =>
    ['orders', 'purchases', token, page, pageSize] as const,
  detail: orderDetailKey,
  /** One opening of the refund dialog: what remains refundable, asked afresh each time. */
  refunds: (orderNumber: string, opening: number) => ['orders', 'refunds', orderNumber, opening] as const,
  // The back office's views sit under their own root, which a status change refreshes too.
  adminList: (query: object) => [...queryRoots.adminOrders, 'list', query] as const,
  adminDetail: (orderNumber: string) => [...queryRoots.adminOrders, orderNumber] as const,
};
