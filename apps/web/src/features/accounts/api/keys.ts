import { queryRoots } from '../../../lib/query-keys';
import { PROFILE_QUERY_KEY } from '../../../lib/viewer';

/** Query keys of the accounts feature; mutations invalidate through these. */
export const accountKeys = {
  all: queryRoots.accounts,
  profile: () => PROFILE_QUERY_KEY,
  userNameAvailable: (userName: string) => [...accountKeys.all, 'available', userName] as const,
  providers: () => [...accountKeys.all, 'providers'] as const,
  // The back office's user views.
  adminUsers: () => [...queryRoots.admin, 'users'] as const,
  adminUserList: (query: object) => [...accountKeys.adminUsers(), 'list', query] as const,
  adminUser: (id: number) => [...accountKeys.adminUsers(), id] as const,
};
