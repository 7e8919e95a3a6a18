import { queryRoots } from '../../../lib/query-keys';

export const invoiceKeys = {
  all: queryRoots.invoices,
  user: (token: string, page: number, pageSize: number, sort: string) =>
    ['invoices', 'user', token, page, pageSize, sort] as const,
  detail: (token: string, id: number) => ['invoices', 'detail', token, id] as const,
  adminList: (query: object) => [...queryRoots.admin, 'invoices', 'list', query] as const,
};
