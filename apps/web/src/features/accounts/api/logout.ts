import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth } from '../../../lib/auth-store';
import { runSignOutTasks } from '../../../lib/session-tasks';
import { accountKeys } from './keys';

export function logout(): Promise<void> {
  return apiRequest<void>('/api/logout', { method: 'POST' });
}

/** Revokes the session on the server; the local credentials go whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearAuth();
      // What the session's features keep goes with it (the cached server cart; the guest cart starts empty).
      runSignOutTasks();
      queryClient.removeQueries({ queryKey: accountKeys.all });
    },
  });
}
