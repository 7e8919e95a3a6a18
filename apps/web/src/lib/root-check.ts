import { apiRequest } from './api-client';
import { updateAuth } from './auth-store';

/*
 * The server's word on the root flag: the sign-in and the page load record it (accounts), the back
 * office asks it again when it opens (admin). The flag stored with the credentials is only a hint.
 */

export function checkRoot(): Promise<{ root: boolean }> {
  return apiRequest<{ root: boolean }>('/api/user/root', { method: 'POST' });
}

/** Asks the server whether the stored session is an administrator's and records the answer. */
export async function refreshRootFlag(): Promise<void> {
  const { root } = await checkRoot();
  updateAuth({ root });
}
