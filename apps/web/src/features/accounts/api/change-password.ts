import type { NewPasswordBody } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: NewPasswordBody): Promise<{ msg: string }> {
  return apiRequest('/api/user/newPassword', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
