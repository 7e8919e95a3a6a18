import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the dashboard (the live stream invalidates through these) and of the undelivered messages. */
export const adminKeys = {
  all: queryRoots.admin,
  dashboard: () => queryRoots.adminDashboard,
  notification: (name: string) => [...adminKeys.dashboard(), name] as const,
  undelivered: () => [...queryRoots.admin, 'undelivered'] as const,
  undeliveredList: (query: object) => [...adminKeys.undelivered(), 'list', query] as const,
};
