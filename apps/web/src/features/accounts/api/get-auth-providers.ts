import type { AuthProviders } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/api/auth/providers', { signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
