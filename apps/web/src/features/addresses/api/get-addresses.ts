import type { AddressList } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { addressKeys } from './keys';

/**
 * The caller's address book, the default address first. `fresh` asks the server again whenever
 * the caller mounts (the payment modal: the book may have changed in another tab).
 */
export function useAddresses({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  const auth = useAuth();
  return useQuery({
    queryKey: addressKeys.list(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<AddressList>('/api/addresses', { signal }),
    enabled: enabled && Boolean(auth),
    ...(fresh ? { staleTime: 0 } : {}),
  });
}
