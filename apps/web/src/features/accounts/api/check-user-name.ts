import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function checkUserName(userName: string, signal?: AbortSignal): Promise<{ available: boolean }> {
  return apiRequest('/api/user/available', { query: { userName }, signal });
}

export function userNameAvailableQueryOptions(userName: string) {
  return queryOptions({
    queryKey: accountKeys.userNameAvailable(userName),
    queryFn: ({ signal }) => checkUserName(userName, signal),
    staleTime: 10_000,
  });
}

/** `userName` is already debounced by the caller; an empty one asks nothing. */
export function useUserNameAvailable(userName: string) {
  return useQuery({ ...userNameAvailableQueryOptions(userName), enabled: userName.length > 0 });
}
