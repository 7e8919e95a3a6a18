import type { MailSettings } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { noticeKeys } from './keys';

/** Which kinds of e-mail the signed-in person receives ('Correos que recibo'). */
export function useMailSettings() {
  const auth = useAuth();
  return useQuery({
    queryKey: noticeKeys.mail(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<MailSettings>('/api/notifications/mail', { signal }),
    enabled: Boolean(auth),
  });
}

/** Saves all four switches; the answer replaces the cached settings. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  const token = useAuth()?.token ?? '';
  return useMutation({
    mutationFn: (body: MailSettings) =>
      apiRequest<MailSettings>('/api/notifications/mail', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.mail(token), saved),
  });
}
