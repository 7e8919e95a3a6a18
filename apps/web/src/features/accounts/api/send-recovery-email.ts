import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { writeJson } from '../../../lib/storage';

/** Spec 3: the recovery e-mail is kept locally so the new-password screen can offer it. */
export const RECOVERY_EMAIL_KEY = 'bazar.recoveryEmail';

export async function sendRecoveryEmail(email: string): Promise<{ msg: string }> {
  writeJson(RECOVERY_EMAIL_KEY, email);
  return apiRequest('/api/sendEmail', { method: 'POST', body: { email } });
}

export function useSendRecoveryEmail() {
  return useMutation({ mutationFn: sendRecoveryEmail });
}
