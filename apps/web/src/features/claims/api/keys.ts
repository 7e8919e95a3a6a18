import { queryRoots } from '../../../lib/query-keys';

/** Query keys of claims: one per order for each signed-in person, the person's list, the back office's. */
export const claimKeys = {
  all: ['claims'] as const,
  detail: (token: string, orderNumber: string) => ['claims', 'detail', token, orderNumber] as const,
  mine: (token: string, page: number, pageSize: number) => ['claims', 'mine', token, page, pageSize] as const,
  admin: () => [...queryRoots.admin, 'claims'] as const,
  adminList: (query: object) => [...claimKeys.admin(), 'list', query] as const,
};
