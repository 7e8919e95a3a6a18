import { apiRequest } from '../../../lib/api-client';
import { updateAuth } from '../../../lib/auth-store';

export function checkRoot(): Promise<{ root: boolean }> {
  return apiRequest<{ root: boolean }>('/api/user/root', { method: 'POST' });
}

/** Asks the server whether the stored session is an administrator's and records the answer. */
export async function refreshRootFlag(): Promise<void> {
  const { root } = await checkRoot();
  updateAuth({ root });
}
