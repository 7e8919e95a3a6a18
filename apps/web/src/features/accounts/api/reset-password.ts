import type { ForgotPasswordBody } from '@bazar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(body: ForgotPasswordBody): Promise<{ msg: string }> {
  return apiRequest('/api/forgotPassword', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether the e-mailed link is still good, asked once when its page opens (the token in a body). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () =>
      apiRequest<{ msg: string }>('/api/forgotPassword/check', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
