import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth } from '../../../lib/auth-store';
import { clearGuestCart, clearUserCart } from '../../cart';
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
      // The cached server cart goes with the session; the guest cart starts empty.
      clearUserCart(queryClient);
      clearGuestCart();
      queryClient.removeQueries({ queryKey: accountKeys.all });
    },
  });
}
