import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function sendRecoveryEmail(email: string): Promise<{ msg: string }> {
  return apiRequest('/api/sendEmail', { method: 'POST', body: { email } });
}

export function useSendRecoveryEmail() {
  return useMutation({ mutationFn: sendRecoveryEmail });
}
