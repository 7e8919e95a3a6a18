import type { ForgotPasswordBody } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(body: ForgotPasswordBody): Promise<{ msg: string }> {
  return apiRequest('/api/forgotPassword', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
