import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the dashboard; the live stream invalidates through these. */
export const adminKeys = {
  all: queryRoots.admin,
  dashboard: () => queryRoots.adminDashboard,
  notification: (name: string) => [...adminKeys.dashboard(), name] as const,
};
