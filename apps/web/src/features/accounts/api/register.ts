import type { RegisterBody } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Optional fields left blank are not sent at all. */
export function register(body: RegisterBody): Promise<{ msg: string }> {
  const payload = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== '' && value != null),
  );
  return apiRequest('/api/user', { method: 'POST', body: payload });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
