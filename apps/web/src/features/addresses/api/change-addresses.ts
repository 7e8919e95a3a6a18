import type { Address, AddressBody, AddressList } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { addressKeys } from './keys';

const path = (id: number) => `/api/addresses/${id}`;

/**
 * The address book's writes. Adding or editing answers the address (the list is asked again, since
 * a new default changes the others); making one the default and removing one answer the whole
 * list, which replaces the cached one.
 */
export function useChangeAddresses() {
  const queryClient = useQueryClient();
  const key = addressKeys.list(useAuth()?.token ?? '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const replace = (list: AddressList) => queryClient.setQueryData(key, list);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: AddressBody }) =>
        id === undefined
          ? apiRequest<Address>('/api/addresses', { method: 'POST', body })
          : apiRequest<Address>(path(id), { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    makeDefault: useMutation({
      mutationFn: (id: number) => apiRequest<AddressList>(`${path(id)}/default`, { method: 'POST' }),
      onSuccess: replace,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<AddressList>(path(id), { method: 'DELETE' }),
      onSuccess: replace,
    }),
  };
}
