import { queryRoots } from '../../../lib/query-keys';

export const orderKeys = {
  all: queryRoots.orders,
  sales: (token: string, page: number, pageSize: number, sort: string) =>
    ['orders', 'sales', token, page, pageSize, sort] as const,
};
