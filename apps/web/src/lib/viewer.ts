import type { Profile } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAuth } from './auth-store';
import { queryRoots } from './query-keys';

/*
 * Who is signed in, beyond the stored credentials: their profile (GET /api/user), one cached copy
 * for the profile screen, the address forms' suggested street and the screens that treat one's
 * own things differently (a product, a question, a claim). Accounts edits it; a sign-out drops it
 * with the rest of `queryRoots.accounts`.
 */

export const PROFILE_QUERY_KEY = [...queryRoots.accounts, 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/api/user', { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * The signed-in user's id (the stored credentials carry only the name), for screens that treat
 * one's own things differently. Undefined for a visitor or while the profile loads.
 */
export function useViewerId(): number | undefined {
  const auth = useAuth();
  const profile = useQuery({ ...profileQueryOptions(), enabled: Boolean(auth), staleTime: 5 * 60_000 });
  // A profile cached for an earlier session must not speak for this one.
  return auth && profile.data?.userName === auth.userName ? profile.data.id : undefined;
}
