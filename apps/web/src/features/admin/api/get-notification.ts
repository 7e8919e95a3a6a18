import type { NotificationData, NotificationName, NotificationResponse } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export async function getNotification<N extends NotificationName>(name: N): Promise<NotificationData<N>> {
  const response = await apiRequest<NotificationResponse>('/notifications', {
    method: 'POST',
    body: { name },
  });
  return response.data as NotificationData<N>;
}

export const notificationQueryOptions = <N extends NotificationName>(name: N) =>
  queryOptions({ queryKey: adminKeys.notification(name), queryFn: () => getNotification(name) });

export function useNotification<N extends NotificationName>(name: N) {
  return useQuery(notificationQueryOptions(name));
}
