import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the accounts feature; mutations invalidate through these. */
export const accountKeys = {
  all: ['accounts'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  userNameAvailable: (userName: string) => [...accountKeys.all, 'available', userName] as const,
  providers: () => [...accountKeys.all, 'providers'] as const,
  // The back office's user views.
  adminUsers: () => [...queryRoots.admin, 'users'] as const,
  adminUserList: (query: object) => [...accountKeys.adminUsers(), 'list', query] as const,
  adminUser: (id: number) => [...accountKeys.adminUsers(), id] as const,
};
