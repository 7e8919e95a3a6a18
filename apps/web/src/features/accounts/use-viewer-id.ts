import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-store';
import { profileQueryOptions } from './api/get-profile';

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
