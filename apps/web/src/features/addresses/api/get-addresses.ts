import type { AddressList } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { addressKeys } from './keys';

/** The caller's address book, the default address first. */
export function useAddresses(enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: addressKeys.list(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<AddressList>('/api/addresses', { signal }),
    enabled: enabled && Boolean(auth),
  });
}
