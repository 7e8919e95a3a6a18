import type { AdminUpdateUserBody, AdminUserPage, Profile } from '@bazar/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { accountKeys } from './keys';

export function getUsers(query: GridQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest<AdminUserPage>('/api/user/all', {
    query: { ...query },
    signal,
  });
}

export const adminUsersQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: accountKeys.adminUserList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });

export function useUsers(query: GridQuery) {
  return useQuery({ ...adminUsersQuery(query), placeholderData: keepPreviousData });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: accountKeys.adminUser(id),
    queryFn: ({ signal }) => apiRequest<Profile>(`/api/user/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function updateUser(body: AdminUpdateUserBody) {
  return apiRequest<{ msg: string }>('/api/user', { method: 'PUT', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.adminUsers() }),
  });
}

export function setBanned({ id, banned }: { id: number; banned: boolean }) {
  return apiRequest<{ msg: string }>(banned ? '/api/user/ban' : '/api/user/unban', {
    method: 'POST',
    body: { id },
  });
}

export function useSetBanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBanned,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.adminUsers() }),
  });
}
