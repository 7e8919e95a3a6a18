import type { NoticePage } from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { noticeKeys } from './keys';

/** How many notices the signed-in person has not read: the bell's badge. */
export function useUnreadCount() {
  const auth = useAuth();
  return useQuery({
    queryKey: noticeKeys.unread(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<{ unread: number }>('/api/notifications/unread', { signal }),
    enabled: Boolean(auth),
    select: (answer) => answer.unread,
  });
}

/** One page of the notices, newest first (asked only while `enabled`). */
export function useNotices(page: number, pageSize: number, enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: noticeKeys.page(auth?.token ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<NoticePage>('/api/notifications', { query: { page, pageSize }, signal }),
    enabled: enabled && Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

/** Marks the listed notices read, or all of them without `ids`; the badge takes the server's new count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const token = useAuth()?.token ?? '';
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest<{ unread: number }>('/api/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(noticeKeys.unread(token), answer);
      return queryClient.invalidateQueries({ queryKey: noticeKeys.pages(token) });
    },
  });
}

/** A notice arrived (the live stream said so): the badge and the lists are asked again. */
export function refreshNotices(queryClient: ReturnType<typeof useQueryClient>, token: string) {
  return queryClient.invalidateQueries({ queryKey: noticeKeys.of(token) });
}
